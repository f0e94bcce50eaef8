import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { useApi } from '../../../lib/use-api.ts';

/** Every travel style (`GET /travel-styles`), to name the styles a quote picked. */
export function useTravelStyleNames() {
  return useApi<TravelStyle[]>(routes.listTravelStyles);
}
