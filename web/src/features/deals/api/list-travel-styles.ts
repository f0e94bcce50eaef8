import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { useApiAfterFirstScreen } from '../../../lib/use-api.ts';

/** Every travel style (`GET /travel-styles`), for the filter's style checkboxes, once the first screen has painted. */
export function useTravelStyles(enabled = true) {
  return useApiAfterFirstScreen<TravelStyle[]>(enabled ? routes.listTravelStyles : null);
}
