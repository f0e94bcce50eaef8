import { routes } from '@tdp/shared/api/routes';
import type { DepartureCity, DepartureCityUpdateInput } from '@tdp/shared/schemas/departure-city';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /departures/{id}`: renames a departure city still at `body.version` (409 otherwise). */
export function updateDepartureCity(id: number, body: DepartureCityUpdateInput): Promise<DepartureCity> {
  return apiFetch<DepartureCity>(routes.updateDepartureCity, { params: { id }, body });
}
