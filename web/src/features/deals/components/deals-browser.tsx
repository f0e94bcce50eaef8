import type { ReactNode } from 'react';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import { useLocation } from 'react-router-dom';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { formatDealsFilterQuery, type DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { useApi } from '../../../lib/use-api.ts';
import { usePageMeta, type PageMeta } from '../../../lib/use-page-meta.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { CARD_IMAGE_SIZES } from '../../../components/package-card.tsx';
import { picturePreload } from '../../../components/responsive-picture.tsx';
import { canonicalDealsPath } from '../canonical-deals-path.ts';
import { useCatalogue, type Translator } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import { dealsMessages } from '../messages.ts';
import { useDealsSearch } from '../api/search-deals.ts';
import { DealsFilterPanel, type StyleChoice } from './deals-filter-panel.tsx';
import styles from './deals-browser.module.css';
import { DealsResults } from './deals-results.tsx';

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

/**
 * A deals list page: title and introduction, the filter panel and the paged results. With departure cities chosen,
 * the cards' all-in prices are the API's for those cities and say so ("per person, all in, from Vancouver").
 */
export function DealsBrowser({ meta, heading, intro, children, filter, destinationType, styleChoice, isFiltered, onFilterChange, onClear }: DealsBrowserProps) {
  const i18n = useCatalogue(dealsCatalogue);
  const location = useLocation();
  const { cdnPrefix } = useRuntimeConfig();
  const search = useDealsSearch(filter);
  // The first card's picture is the list's largest on the first screen: the head announces it.
  const firstPicture = search.packages[0]?.banner_image;
  usePageMeta({
    ...meta,
    canonicalPath: canonicalDealsPath(location.pathname, location.search),
    preloadImage: firstPicture ? picturePreload(firstPicture, CARD_IMAGE_SIZES, cdnPrefix) : null,
  });
  const chosenCities = filter.departureCityIds ?? [];
  const cities = useApi(catalogueReadRoutes.listDepartureCities, chosenCities.length > 0 ? {} : null);
  // The cards' links carry the cities and months to the package page, whose departures and price then follow them.
  const packageQuery = formatDealsFilterQuery({ departureCityIds: filter.departureCityIds, months: filter.months });
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
          total={search.total}
          onChange={onFilterChange}
          onClear={onClear}
        />
        <DealsResults
          search={search}
          onClear={onClear}
          isFiltered={isFiltered}
          sort={filter.sort}
          onSortChange={(sort) => onFilterChange({ ...filter, sort })}
          priceBasis={departureCitiesText(i18n, chosenCities, cities.data)}
          packageQuery={packageQuery}
        />
      </div>
    </>
  );
}

/** "Vancouver", "Vancouver or Calgary", "Vancouver, Calgary or Toronto": the chosen cities by name, in the order chosen. */
function departureCitiesText(
  i18n: Translator,
  cityIds: readonly number[],
  cities: readonly Pick<DepartureCity, 'id' | 'city_name'>[] | undefined,
): string | undefined {
  const names = cityIds.flatMap((id) => cities?.find((city) => city.id === id)?.city_name ?? []);
  if (names.length === 0) return undefined;
  const last = names.at(-1) ?? '';
  return names.length === 1 ? last : i18n._(dealsMessages.citiesOr, { first: names.slice(0, -1).join(', '), last });
}
