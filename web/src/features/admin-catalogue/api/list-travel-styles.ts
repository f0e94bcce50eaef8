import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { useApi } from '../../../lib/use-api.ts';

/** Travel styles (`GET /travel-styles`), with their versions for renaming. */
export function useTravelStyles() {
  return useApi<TravelStyle[]>(routes.listTravelStyles);
}
