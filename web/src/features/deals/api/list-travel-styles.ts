import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { useApi } from '../../../lib/use-api.ts';

/** Every travel style (`GET /travel-styles`), for the filter's style checkboxes. */
export function useTravelStyles(enabled = true) {
  return useApi<TravelStyle[]>(enabled ? routes.listTravelStyles : null);
}
