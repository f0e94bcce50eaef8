import { useId, useState } from 'react';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { Button } from '../../../components/ui/button.tsx';
import { FilterIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { useDestinationTree } from '../api/list-continents.ts';
import { useTravelStyles } from '../api/list-travel-styles.ts';
import { isCruiseStyle } from '../deals-page-filter.ts';
import { dealsMessages } from '../messages.ts';
import styles from './deals-filter-panel.module.css';
import { DestinationFilter } from './destination-filter.tsx';
import { TravelStyleFilter } from './travel-style-filter.tsx';

/** Which travel styles the panel offers: all of them, the cruise kinds, or none (the page fixes the style). */
export type StyleChoice = 'all' | 'cruise' | 'none';

/** Props of {@link DealsFilterPanel}. */
export interface DealsFilterPanelProps {
  filter: DealsQueryFilter;
  destinationType: 'regular' | 'cruise';
  styleChoice: StyleChoice;
  /** Whether the filter differs from the page's starting one (offers "Clear all filters"). */
  isFiltered: boolean;
  onChange: (next: DealsQueryFilter) => void;
  onClear: () => void;
}

/**
 * The filter beside the deals (above them on phones, folded behind a "Filters" button): destination
 * tree and travel styles. Every change goes to the page address, so back/forward and shared links
 * restore the view.
 */
export function DealsFilterPanel({ filter, destinationType, styleChoice, isFiltered, onChange, onClear }: DealsFilterPanelProps) {
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const tree = useDestinationTree(destinationType);
  const travelStyles = useTravelStyles(styleChoice !== 'none');
  const offeredStyles = (travelStyles.data ?? []).filter((style) => styleChoice === 'all' || isCruiseStyle(style));
  const settling = (!tree.data && !tree.error) || (styleChoice !== 'none' && !travelStyles.data && !travelStyles.error);
  const activeCount = filter.destinationIds.length + (styleChoice === 'none' ? 0 : filter.travelStyleIds.length);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {dealsMessages.filtersHeading}
      </h2>
      <Button
        className={styles.foldButton}
        icon={<FilterIcon />}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {activeCount > 0 ? formatMessage(dealsMessages.showFiltersCount, { count: activeCount }) : dealsMessages.showFilters}
      </Button>
      <div id={bodyId} className={open ? styles.body : `${styles.body} ${styles.folded}`}>
        {settling ? (
          // One loading state until both lists have answered: the travel styles never jump down when the
          // destination tree arrives above them.
          <Spinner size="tiny" labelPosition="after" label={dealsMessages.filtersLoading} />
        ) : (
          <>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{destinationType === 'cruise' ? dealsMessages.cruiseRegions : dealsMessages.destinations}</legend>
              {tree.data ? (
                <DestinationFilter
                  continents={tree.data}
                  selected={filter.destinationIds}
                  onChange={(destinationIds) => onChange({ ...filter, destinationIds })}
                />
              ) : (
                <FilterLoadFailed onRetry={tree.retry} />
              )}
            </fieldset>
            {styleChoice !== 'none' ? (
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{styleChoice === 'cruise' ? dealsMessages.cruiseTypes : dealsMessages.travelStyles}</legend>
                {travelStyles.data ? (
                  <TravelStyleFilter
                    styles={offeredStyles}
                    selected={filter.travelStyleIds}
                    onChange={(travelStyleIds) => onChange({ ...filter, travelStyleIds })}
                  />
                ) : (
                  <FilterLoadFailed onRetry={() => void travelStyles.mutate()} />
                )}
              </fieldset>
            ) : null}
          </>
        )}
        {isFiltered ? (
          <Button className={styles.clear} onClick={onClear}>
            {dealsMessages.clearFilters}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function FilterLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={styles.status}>
      {dealsMessages.filtersFailed}{' '}
      <Button size="small" onClick={onRetry}>
        {dealsMessages.retry}
      </Button>
    </p>
  );
}
