import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle, TravelStyleUpdateInput } from '@tdp/shared/schemas/travel-style';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /travel-styles/{id}`: renames a travel style still at `body.version` (409 otherwise). */
export function updateTravelStyle(id: number, body: TravelStyleUpdateInput): Promise<TravelStyle> {
  return apiFetch<TravelStyle>(routes.updateTravelStyle, { params: { id }, body });
}
