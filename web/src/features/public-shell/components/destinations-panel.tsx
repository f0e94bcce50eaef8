import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { SkeletonBlock } from '../../../components/ui/skeleton.tsx';
import { continentDealsHref, countryDealsHref } from '../../../lib/deals-links.ts';
import { countryColumns, destinationMenuContinents } from '../menu-model.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { menusCatalogue } from '../../../i18n/catalogues/menus.ts';
import { shellCatalogue } from '../../../i18n/catalogues/shell.ts';
import { menuMessages } from '../menu-messages.ts';
import { publicShellMessages } from '../messages.ts';
import styles from './destinations-panel.module.css';
import { MenuActions } from './menu-actions.tsx';
import panelStyles from './menu-panel.module.css';
import { MenuStatus } from './menu-status.tsx';
import { TopPickCard } from './top-pick-card.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/**
 * The Destinations mega-menu: geographic continents alphabetically; the one hovered or focused shows its
 * countries in columns of 11 and its two top picks. Each continent's countries follow it in the page, so
 * a keyboard user tabs from a continent straight into its countries.
 */
export function DestinationsPanel() {
  const i18n = useCatalogue(shellCatalogue);
  // The menus' own words, in the same translator once their catalogue is loaded.
  useCatalogue(menusCatalogue);
  const continentsRead = useApi(catalogueReadRoutes.listContinents);
  const continents = useMemo(() => destinationMenuContinents(continentsRead.data ?? []), [continentsRead.data]);
  const [activeId, setActiveId] = useState<number | null>(null);

  if (!continentsRead.data) {
    return <MenuStatus failed={Boolean(continentsRead.error)} onRetry={() => void continentsRead.mutate()} />;
  }
  const active = continents.find((continent) => continent.continent_id === activeId) ?? continents[0];
  return (
    <>
      <p className={panelStyles.title}>{i18n._(menuMessages.destinationsHeading)}</p>
      <ul
        className={`${panelStyles.list} ${styles.layout}`}
        // One auto row per continent, then a flexible row that takes any extra height of the details.
        style={{ gridTemplateRows: `repeat(${continents.length}, auto) 1fr` }}
      >
        {continents.map((continent) => {
          const isActive = continent === active;
          return (
            <li key={continent.continent_id} className={styles.continentItem}>
              <RouterLink
                className={isActive ? `${styles.continentLink} ${styles.continentActive}` : styles.continentLink}
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
  const i18n = useCatalogue(shellCatalogue);
  // The menus' own words, in the same translator once their catalogue is loaded.
  useCatalogue(menusCatalogue);
  const labelId = `destinations-countries-${continent.continent_id}`;
  return (
    <div>
      <p id={labelId} className={panelStyles.subtitle}>
        {i18n._(menuMessages.countriesOf, { continent: continent.continent_name })}
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
  const i18n = useCatalogue(shellCatalogue);
  // The menus' own words, in the same translator once their catalogue is loaded.
  useCatalogue(menusCatalogue);
  const { data, error } = useApi(catalogueReadRoutes.listTopPicks);
  if (error) return null;
  if (!data) {
    return (
      <div className={styles.topPicks} role="progressbar" aria-busy="true" aria-label={i18n._(publicShellMessages.menuLoading)}>
        <SkeletonBlock className={styles.cardSkeleton} />
        <SkeletonBlock className={styles.cardSkeleton} />
      </div>
    );
  }
  const picks = data.find((entry) => entry.continent_id === continent.continent_id);
  const cards = [picks?.top_pick_one, picks?.top_pick_two].filter((card): card is PackageCard => Boolean(card));
  if (cards.length === 0) return null;
  const labelId = `destinations-top-picks-${continent.continent_id}`;
  return (
    <section aria-labelledby={labelId}>
      <p id={labelId} className={panelStyles.subtitle}>
        {i18n._(menuMessages.topPicksOf, { continent: continent.continent_name })}
      </p>
      <div className={styles.topPicks}>
        {cards.map((card) => (
          <TopPickCard key={card.id} card={card} />
        ))}
      </div>
    </section>
  );
}
