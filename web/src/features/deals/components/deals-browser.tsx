import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { usePageMeta, type PageMeta } from '../../../lib/use-page-meta.ts';
import { useDealsSearch } from '../api/search-deals.ts';
import { DealsFilterPanel, type StyleChoice } from './deals-filter-panel.tsx';
import { DealsResults } from './deals-results.tsx';

const useStyles = makeStyles({
  intro: {
    backgroundColor: tokens.colorBrandBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  introInner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold, color: tokens.colorNeutralForeground1 },
  lead: { margin: 0, maxWidth: '70ch', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
  layout: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXL,
    '@media (min-width: 900px)': { gridTemplateColumns: '260px minmax(0, 1fr)', columnGap: tokens.spacingHorizontalXXXL },
  },
});

/** Props of {@link DealsBrowser}. */
export interface DealsBrowserProps {
  meta: PageMeta;
  heading: string;
  intro: string;
  /** More content under the introduction, e.g. the Disney quote link. */
  children?: ReactNode;
  /** The filter the page address holds: what is searched and what the panel shows. */
  filter: DealsQueryFilter;
  destinationType: 'regular' | 'cruise';
  styleChoice: StyleChoice;
  isFiltered: boolean;
  onFilterChange: (next: DealsQueryFilter) => void;
  onClear: () => void;
}

/** A deals list page: title and introduction, the filter panel and the paged results. */
export function DealsBrowser({ meta, heading, intro, children, filter, destinationType, styleChoice, isFiltered, onFilterChange, onClear }: DealsBrowserProps) {
  const styles = useStyles();
  usePageMeta(meta);
  const search = useDealsSearch(filter);
  return (
    <>
      <div className={styles.intro}>
        <div className={styles.introInner}>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.lead}>{intro}</p>
          {children}
        </div>
      </div>
      <div className={styles.layout}>
        <DealsFilterPanel
          filter={filter}
          destinationType={destinationType}
          styleChoice={styleChoice}
          isFiltered={isFiltered}
          onChange={onFilterChange}
          onClear={onClear}
        />
        <DealsResults search={search} onClear={onClear} isFiltered={isFiltered} />
      </div>
    </>
  );
}
