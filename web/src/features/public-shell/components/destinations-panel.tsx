import { useMemo, useState } from 'react';
import { Skeleton, SkeletonItem, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { continentDealsHref, countryDealsHref } from '../../../lib/deals-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useContinents } from '../api/list-continents.ts';
import { useTopPicks } from '../api/list-top-picks.ts';
import { countryColumns, destinationMenuContinents } from '../menu-model.ts';
import { publicShellMessages } from '../messages.ts';
import { MenuActions } from './menu-actions.tsx';
import { useMenuPanelStyles } from './menu-panel-styles.ts';
import { MenuStatus } from './menu-status.tsx';
import { TopPickCard } from './top-pick-card.tsx';

const CONTINENT_COLUMN_WIDTH = '240px';

const useStyles = makeStyles({
  // A grid whose items are the continents' links (column 1) and the active continent's details (column 2,
  // spanning every row): each list item is `display: contents`, so its details can sit beside the list
  // while following their continent in the page.
  layout: {
    display: 'grid',
    gridTemplateColumns: `${CONTINENT_COLUMN_WIDTH} minmax(0, 1fr)`,
    alignContent: 'start',
    minHeight: '340px',
  },
  continentItem: { display: 'contents' },
  continentLink: {
    gridColumn: '1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  continentActive: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  details: {
    gridColumn: '2',
    gridRow: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXXL,
    marginLeft: tokens.spacingHorizontalL,
    paddingLeft: tokens.spacingHorizontalXXL,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minHeight: '100%',
  },
  topPicks: { display: 'flex', gap: tokens.spacingHorizontalL },
  cardSkeleton: { width: '224px', height: '230px' },
});

/**
 * The Destinations mega-menu: geographic continents alphabetically; the one hovered or focused shows its
 * countries in columns of 11 and its two top picks. Each continent's countries follow it in the page, so
 * a keyboard user tabs from a continent straight into its countries.
 */
export function DestinationsPanel() {
  const styles = useStyles();
  const panelStyles = useMenuPanelStyles();
  const continentsRead = useContinents();
  const continents = useMemo(() => destinationMenuContinents(continentsRead.data ?? []), [continentsRead.data]);
  const [activeId, setActiveId] = useState<number | null>(null);

  if (!continentsRead.data) {
    return <MenuStatus failed={Boolean(continentsRead.error)} onRetry={() => void continentsRead.mutate()} />;
  }
  const active = continents.find((continent) => continent.continent_id === activeId) ?? continents[0];
  return (
    <>
      <p className={panelStyles.title}>{publicShellMessages.destinationsHeading}</p>
      <ul
        className={mergeClasses(panelStyles.list, styles.layout)}
        // One auto row per continent, then a flexible row that takes any extra height of the details.
        style={{ gridTemplateRows: `repeat(${continents.length}, auto) 1fr` }}
      >
        {continents.map((continent) => {
          const isActive = continent === active;
          return (
            <li key={continent.continent_id} className={styles.continentItem}>
              <RouterLink
                className={mergeClasses(styles.continentLink, isActive && styles.continentActive)}
                to={continentDealsHref(continent)}
                onPointerEnter={() => setActiveId(continent.continent_id)}
                onFocus={() => setActiveId(continent.continent_id)}
              >
                {continent.continent_name}
              </RouterLink>
              {isActive && (
                <div className={styles.details}>
                  <ContinentCountries continent={continent} />
                  <ContinentTopPicks continent={continent} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <MenuActions />
    </>
  );
}

function ContinentCountries({ continent }: { continent: Continent }) {
  const panelStyles = useMenuPanelStyles();
  const labelId = `destinations-countries-${continent.continent_id}`;
  return (
    <div>
      <p id={labelId} className={panelStyles.subtitle}>
        {formatMessage(publicShellMessages.countriesOf, { continent: continent.continent_name })}
      </p>
      <div className={panelStyles.columns} role="group" aria-labelledby={labelId}>
        {countryColumns(continent).map((column) => (
          <ul key={column[0]!.id} className={panelStyles.column}>
            {column.map((country) => (
              <li key={country.id}>
                <RouterLink className={panelStyles.link} to={countryDealsHref(country)}>
                  {country.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}

function ContinentTopPicks({ continent }: { continent: Continent }) {
  const styles = useStyles();
  const panelStyles = useMenuPanelStyles();
  const { data, error } = useTopPicks();
  if (error) return null;
  if (!data) {
    return (
      <Skeleton className={styles.topPicks} aria-label={publicShellMessages.menuLoading}>
        <SkeletonItem className={styles.cardSkeleton} />
        <SkeletonItem className={styles.cardSkeleton} />
      </Skeleton>
    );
  }
  const picks = data.find((entry) => entry.continent_id === continent.continent_id);
  const cards = [picks?.top_pick_one, picks?.top_pick_two].filter((card): card is PackageCard => Boolean(card));
  if (cards.length === 0) return null;
  const labelId = `destinations-top-picks-${continent.continent_id}`;
  return (
    <section aria-labelledby={labelId}>
      <p id={labelId} className={panelStyles.subtitle}>
        {formatMessage(publicShellMessages.topPicksOf, { continent: continent.continent_name })}
      </p>
      <div className={styles.topPicks}>
        {cards.map((card) => (
          <TopPickCard key={card.id} card={card} />
        ))}
      </div>
    </section>
  );
}
