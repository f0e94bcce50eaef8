import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { useApiAfterFirstScreen } from '../../../lib/use-api.ts';

/** Every travel style (`GET /travel-styles`), for the hero search, asked once the page's first screen has painted. */
export function useTravelStyles() {
  return useApiAfterFirstScreen<TravelStyle[]>(routes.listTravelStyles);
}
