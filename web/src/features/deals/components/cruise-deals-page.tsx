import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { cruiseDealsFilter, filtersByDeparture } from '../deals-page-filter.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsPagesCatalogue } from '../../../i18n/catalogues/deals-pages.ts';
import { dealsPagesMessages } from '../deals-pages-messages.ts';
import { DealsBrowser } from './deals-browser.tsx';

/**
 * `/cruise-deals/:travelStyleId?/:continentId?/:countryId?`: cruises (style 4 unless the address names
 * another), narrowed by the path and the query string. A change in the filter is written as a query
 * string on `/cruise-deals`, which holds the whole filter.
 */
export function CruiseDealsPage() {
  const i18n = useCatalogue(dealsPagesCatalogue);
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(
    () => cruiseDealsFilter({ travelStyleId: params.travelStyleId, continentId: params.continentId, countryId: params.countryId }, search),
    [params.travelStyleId, params.continentId, params.countryId, search],
  );
  const isFiltered =
    filter.destinationIds.length > 0 ||
    filter.travelStyleIds.length !== 1 ||
    filter.travelStyleIds[0] !== TRAVEL_STYLE_IDS.cruises ||
    filtersByDeparture(filter);
  return (
    <DealsBrowser
      meta={{ title: i18n._(dealsPagesMessages.cruiseTitle), description: i18n._(dealsPagesMessages.cruiseDescription) }}
      heading={i18n._(dealsPagesMessages.cruiseHeading)}
      intro={i18n._(dealsPagesMessages.cruiseIntro)}
      filter={filter}
      destinationType="cruise"
      styleChoice="cruise"
      isFiltered={isFiltered}
      onFilterChange={(next) => navigate(dealsHref(next, pathHref(PUBLIC_PATHS.cruiseDeals)), { preventScrollReset: true })}
      onClear={() => navigate(dealsHref({ sort: filter.sort }, pathHref(PUBLIC_PATHS.cruiseDeals)), { preventScrollReset: true })}
    />
  );
}
