import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle, TravelStyleCreateInput } from '@tdp/shared/schemas/travel-style';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /travel-styles`: adds a travel style. */
export function createTravelStyle(body: TravelStyleCreateInput): Promise<TravelStyle> {
  return apiFetch<TravelStyle>(routes.createTravelStyle, { body });
}
