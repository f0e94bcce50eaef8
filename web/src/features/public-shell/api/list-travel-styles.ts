import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { useApi } from '../../../lib/use-api.ts';

/** Every travel style (`GET /travel-styles`), once `enabled`. */
export function useTravelStyles(enabled = true) {
  return useApi<TravelStyle[]>(enabled ? routes.listTravelStyles : null);
}
