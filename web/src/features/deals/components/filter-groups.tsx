import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { travelMonthChoices } from '../../../lib/travel-months.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useDestinationTree } from '../api/list-continents.ts';
import { isCruiseStyle } from '../deals-page-filter.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import { dealsMessages } from '../messages.ts';
import type { StyleChoice } from './deals-filter-panel.tsx';
import styles from './deals-filter-panel.module.css';
import { DestinationFilter } from './destination-filter.tsx';
import { TravelStyleFilter } from './travel-style-filter.tsx';
import { DepartureCityFilter, TravelMonthFilter } from './departure-filters.tsx';

/** Props of {@link FilterGroups}. */
export interface FilterGroupsProps {
  filter: DealsQueryFilter;
  destinationType: 'regular' | 'cruise';
  styleChoice: StyleChoice;
  onChange: (next: DealsQueryFilter) => void;
}

/**
 * The filter's groups (destinations, travel styles, departure cities, travel months): the part of the deals filter a
 * visitor works with, beside the deals or in the phone's sheet (deals-filter-panel.tsx).
 */
export function FilterGroups({ filter, destinationType, styleChoice, onChange }: FilterGroupsProps) {
  const i18n = useCatalogue(dealsCatalogue);
  const tree = useDestinationTree(destinationType);
  const travelStyles = useApi(catalogueReadRoutes.listTravelStyles, styleChoice !== 'none' ? {} : null);
  const cities = useApi(catalogueReadRoutes.listDepartureCities, {});
  const offeredStyles = (travelStyles.data ?? []).filter((style) => styleChoice === 'all' || isCruiseStyle(style));
  const settling = (!tree.data && !tree.error) || (styleChoice !== 'none' && !travelStyles.data && !travelStyles.error) || (!cities.data && !cities.error);
  if (settling) {
    // One loading state until both lists have answered: the travel styles never jump down when the destination tree
    // arrives above them.
    return <Spinner size="tiny" labelPosition="after" label={i18n._(dealsMessages.filtersLoading)} />;
  }
  return (
    <div className={styles.groups}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{destinationType === 'cruise' ? i18n._(dealsMessages.cruiseRegions) : i18n._(dealsMessages.destinations)}</legend>
        {tree.data ? (
          <DestinationFilter continents={tree.data} selected={filter.destinationIds} onChange={(destinationIds) => onChange({ ...filter, destinationIds })} />
        ) : (
          <FilterLoadFailed onRetry={tree.retry} />
        )}
      </fieldset>
      {styleChoice !== 'none' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{styleChoice === 'cruise' ? i18n._(dealsMessages.cruiseTypes) : i18n._(dealsMessages.travelStyles)}</legend>
          {travelStyles.data ? (
            <TravelStyleFilter styles={offeredStyles} selected={filter.travelStyleIds} onChange={(travelStyleIds) => onChange({ ...filter, travelStyleIds })} />
          ) : (
            <FilterLoadFailed onRetry={() => void travelStyles.mutate()} />
          )}
        </fieldset>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{i18n._(dealsMessages.departureCities)}</legend>
        {cities.data ? (
          <DepartureCityFilter
            cities={cities.data}
            selected={filter.departureCityIds ?? []}
            onChange={(departureCityIds) => onChange({ ...filter, departureCityIds })}
          />
        ) : (
          <FilterLoadFailed onRetry={() => void cities.mutate()} />
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{i18n._(dealsMessages.travelMonths)}</legend>
        {/* The agency's next twelve months; at the turn of a month a page rendered just before it may offer one month
            more than the browser would (React then renders the group again in the browser). */}
        <TravelMonthFilter
          months={travelMonthChoices(new Date(), filter.months)}
          selected={filter.months ?? []}
          onChange={(months) => onChange({ ...filter, months })}
        />
      </fieldset>
    </div>
  );
}

function FilterLoadFailed({ onRetry }: { onRetry: () => void }) {
  const i18n = useCatalogue(dealsCatalogue);
  return (
    <p className={styles.status}>
      {i18n._(dealsMessages.filtersFailed)}{' '}
      <Button size="small" onClick={onRetry}>
        {i18n._(dealsMessages.retry)}
      </Button>
    </p>
  );
}
