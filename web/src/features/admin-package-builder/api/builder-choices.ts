import { routes } from '@tdp/shared/api/routes';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { PricingTableSummary } from '@tdp/shared/schemas/pricing-table';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { useApi } from '../../../lib/use-api.ts';

/** The destination tree to pick from (`GET /destinations/continents`): continents, cruise groups, countries, cities. */
export function useDestinationTree() {
  return useApi<Continent[]>(routes.listContinents);
}

/** Travel styles to pick from (`GET /travel-styles`). */
export function useTravelStyleChoices() {
  return useApi<TravelStyle[]>(routes.listTravelStyles);
}

/** Departure cities to pick from (`GET /departures`). */
export function useDepartureCityChoices() {
  return useApi<DepartureCity[]>(routes.listDepartureCities);
}

/** Pricing tables a Pricing table tab can show (`GET /tables`). */
export function usePricingTableChoices() {
  return useApi<PricingTableSummary[]>(routes.listPricingTables);
}
