import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { continentDisplayName, formatDestinationId } from '@tdp/shared/catalogue/destination-ids';
import { continentDestinationIds, cruiseDealsHref } from '../../../lib/deals-links.ts';
import { cruiseMenuContinents } from '../menu-model.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { menusCatalogue } from '../../../i18n/catalogues/menus.ts';
import { shellCatalogue } from '../../../i18n/catalogues/shell.ts';
import { menuMessages } from '../menu-messages.ts';
import { publicShellMessages } from '../messages.ts';
import styles from './cruise-drill.module.css';
import panelStyles from './menu-panel.module.css';
import { MenuStatus } from './menu-status.tsx';
import { ChevronRightIcon } from './shell-icons.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/** Where the visitor stands in the drill: nothing chosen, a cruise group, or a group and one of its regions. */
interface DrillPosition {
  continentId: number | null;
  countryId: number | null;
}

const TOP: DrillPosition = { continentId: null, countryId: null };

/**
 * The Cruise menu of the header: choose a `Cruise_` group, then a region, then a port; the breadcrumb
 * jumps back to any earlier level. A region without ports is a link straight to the list. Every choice
 * leads to `/cruise-deals` with the cruise style (4) and the chosen place; each level also offers "all".
 * Focus moves to the level's title after each step, so screen readers announce where the visitor is.
 */
export function CruiseDrill({ idPrefix }: { idPrefix: string }) {
  const i18n = useCatalogue(shellCatalogue);
  // The menus' own words, in the same translator once their catalogue is loaded.
  useCatalogue(menusCatalogue);
  const continentsRead = useApi(catalogueReadRoutes.listContinents);
  const groups = useMemo(() => cruiseMenuContinents(continentsRead.data ?? []), [continentsRead.data]);
  const [position, setPosition] = useState<DrillPosition>(TOP);
  const titleRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    titleRef.current?.focus();
  }, [position]);

  if (!continentsRead.data) {
    return <MenuStatus failed={Boolean(continentsRead.error)} onRetry={() => void continentsRead.mutate()} />;
  }

  const go = (next: DrillPosition) => {
    moved.current = true;
    setPosition(next);
  };
  const group = groups.find((candidate) => candidate.continent_id === position.continentId) ?? null;
  const region = group?.countries.find((candidate) => candidate.id === position.countryId) ?? null;
  const titleId = `${idPrefix}-cruise-level`;

  const crumbs: Array<{ label: string; position: DrillPosition }> = [{ label: i18n._(menuMessages.cruisesRoot), position: TOP }];
  if (group) crumbs.push({ label: continentDisplayName(group), position: { continentId: group.continent_id, countryId: null } });
  if (group && region) crumbs.push({ label: region.name, position: { continentId: group.continent_id, countryId: region.id } });

  let title: string = i18n._(menuMessages.cruisesHeading);
  let prompt: string = i18n._(menuMessages.cruiseRootPrompt);
  let allLabel: string = i18n._(publicShellMessages.allCruises);
  let allHref = cruiseDealsHref();
  if (group) {
    const place = region ? region.name : continentDisplayName(group);
    title = place;
    prompt = i18n._(menuMessages.cruiseLevelPrompt, { place });
    allLabel = i18n._(menuMessages.allCruisesIn, { place });
    allHref = region ? cruiseDealsHref([formatDestinationId('country', region.id)]) : cruiseDealsHref(continentDestinationIds(group));
  }

  return (
    <div>
      <ol className={styles.breadcrumb} aria-label={i18n._(menuMessages.cruisePath)}>
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={index} className={styles.crumb}>
              {index > 0 && <ChevronRightIcon />}
              {isCurrent ? (
                <span className={styles.currentCrumb} aria-current="location">
                  {crumb.label}
                </span>
              ) : (
                <button type="button" className={styles.crumbButton} onClick={() => go(crumb.position)}>
                  {crumb.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <p ref={titleRef} id={titleId} className={panelStyles.title} tabIndex={-1}>
        {title}
      </p>
      <p className={panelStyles.prompt}>{prompt}</p>
      <RouterLink className={`${panelStyles.link} ${styles.allLink}`} to={allHref}>
        {allLabel}
      </RouterLink>
      <ul className={styles.choices} aria-labelledby={titleId}>
        {!group &&
          groups.map((candidate) => (
            <li key={candidate.continent_id}>
              <button
                type="button"
                className={`${styles.choice} ${styles.drillChoice}`}
                onClick={() => go({ continentId: candidate.continent_id, countryId: null })}
              >
                {continentDisplayName(candidate)}
                <ChevronRightIcon />
              </button>
            </li>
          ))}
        {group &&
          !region &&
          group.countries.map((country) => (
            <li key={country.id}>
              {country.cities.length > 0 ? (
                <button
                  type="button"
                  className={`${styles.choice} ${styles.drillChoice}`}
                  onClick={() => go({ continentId: group.continent_id, countryId: country.id })}
                >
                  {country.name}
                  <ChevronRightIcon />
                </button>
              ) : (
                <RouterLink className={styles.choice} to={cruiseDealsHref([formatDestinationId('country', country.id)])}>
                  {country.name}
                </RouterLink>
              )}
            </li>
          ))}
        {region &&
          region.cities.map((city) => (
            <li key={city.id}>
              <RouterLink className={styles.choice} to={cruiseDealsHref([formatDestinationId('city', city.id)])}>
                {city.name}
              </RouterLink>
            </li>
          ))}
      </ul>
    </div>
  );
}
