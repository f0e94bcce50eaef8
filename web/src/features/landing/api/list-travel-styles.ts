import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { useApi } from '../../../lib/use-api.ts';

/** Every travel style (`GET /travel-styles`), for the hero search. */
export function useTravelStyles() {
  return useApi<TravelStyle[]>(routes.listTravelStyles);
}
