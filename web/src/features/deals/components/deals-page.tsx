import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dealsHref, parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { filtersByDeparture } from '../deals-page-filter.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import { dealsMessages } from '../messages.ts';
import { DealsBrowser } from './deals-browser.tsx';

/** `/deals`: every deal on sale, filtered by destinations, travel styles, departure cities and months from the query string. */
export function DealsPage() {
  const i18n = useCatalogue(dealsCatalogue);
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => parseDealsFilterQuery(search), [search]);
  return (
    <DealsBrowser
      meta={{ title: i18n._(dealsMessages.dealsTitle), description: i18n._(dealsMessages.dealsDescription) }}
      heading={i18n._(dealsMessages.dealsHeading)}
      intro={i18n._(dealsMessages.dealsIntro)}
      filter={filter}
      destinationType="regular"
      styleChoice="all"
      isFiltered={filter.destinationIds.length > 0 || filter.travelStyleIds.length > 0 || filtersByDeparture(filter)}
      onFilterChange={(next) => navigate(dealsHref(next, PUBLIC_PATHS.deals), { preventScrollReset: true })}
      onClear={() => navigate(dealsHref({ sort: filter.sort }, PUBLIC_PATHS.deals), { preventScrollReset: true })}
    />
  );
}
