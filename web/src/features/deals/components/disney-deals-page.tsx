import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import { AppLink } from '../../../components/app-link.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { disneyDealsFilter, filtersByDeparture } from '../deals-page-filter.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsPagesCatalogue } from '../../../i18n/catalogues/deals-pages.ts';
import { dealsPagesMessages } from '../deals-pages-messages.ts';
import { DealsBrowser } from './deals-browser.tsx';
import styles from './disney-deals-page.module.css';

/** Where Disney quote requests go: their own form. */
const DISNEY_QUOTE_PATH = PUBLIC_PATHS.disneyRequestQuote;

/** `/deals/disney`: Disney trips (style 9), with its own introduction and a Disney quote link. */
export function DisneyDealsPage() {
  const i18n = useCatalogue(dealsPagesCatalogue);
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => disneyDealsFilter(search), [search]);
  return (
    <DealsBrowser
      meta={{ title: i18n._(dealsPagesMessages.disneyTitle), description: i18n._(dealsPagesMessages.disneyDescription) }}
      heading={i18n._(dealsPagesMessages.disneyHeading)}
      intro={i18n._(dealsPagesMessages.disneyIntro)}
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
        {i18n._(dealsPagesMessages.disneyQuoteLead)}{' '}
        <AppLink className={styles.quoteLink} to={DISNEY_QUOTE_PATH} inline>
          {i18n._(dealsPagesMessages.disneyQuoteLink)}
        </AppLink>
      </p>
    </DealsBrowser>
  );
}
