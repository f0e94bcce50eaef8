import { routes } from '@tdp/shared/api/routes';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { PricingTableSummary } from '@tdp/shared/schemas/pricing-table';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { useApi } from '../../../lib/use-api.ts';

const adminContinentsRoute = asAdminRead(routes.listContinents);

/**
 * The destination tree to pick from (`GET /destinations/continents?isFromAdmin=true`): continents, cruise groups,
 * countries, cities, those without a deal on sale too (a new package is often a place's first).
 */
export function useDestinationTree() {
  return useApi<Continent[]>(adminContinentsRoute, undefined, ADMIN_VIEW_QUERY);
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
