import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import { AppLink } from '../../../components/app-link.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { disneyDealsFilter, filtersByDeparture } from '../deals-page-filter.ts';
import { dealsMessages } from '../messages.ts';
import { DealsBrowser } from './deals-browser.tsx';
import styles from './disney-deals-page.module.css';

/** Where Disney quote requests go: their own form. */
const DISNEY_QUOTE_PATH = PUBLIC_PATHS.disneyRequestQuote;

/** `/deals/disney`: Disney trips (style 9), with its own introduction and a Disney quote link. */
export function DisneyDealsPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => disneyDealsFilter(search), [search]);
  return (
    <DealsBrowser
      meta={{ title: dealsMessages.disneyTitle, description: dealsMessages.disneyDescription }}
      heading={dealsMessages.disneyHeading}
      intro={dealsMessages.disneyIntro}
      filter={filter}
      destinationType="regular"
      styleChoice="none"
      isFiltered={filter.destinationIds.length > 0 || filtersByDeparture(filter)}
      onFilterChange={(next) =>
        navigate(
          dealsHref(
            { destinationIds: next.destinationIds, departureCityIds: next.departureCityIds, months: next.months, sort: next.sort },
            PUBLIC_PATHS.disneyDeals,
          ),
          { preventScrollReset: true },
        )
      }
      onClear={() => navigate(dealsHref({ sort: filter.sort }, PUBLIC_PATHS.disneyDeals), { preventScrollReset: true })}
    >
      <p className={styles.quote}>
        {dealsMessages.disneyQuoteLead}{' '}
        <AppLink className={styles.quoteLink} to={DISNEY_QUOTE_PATH} inline>
          {dealsMessages.disneyQuoteLink}
        </AppLink>
      </p>
    </DealsBrowser>
  );
}
