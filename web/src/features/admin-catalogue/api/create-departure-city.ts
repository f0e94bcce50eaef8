import { routes } from '@tdp/shared/api/routes';
import type { DepartureCity, DepartureCityCreateInput } from '@tdp/shared/schemas/departure-city';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /departures`: adds a departure city. */
export function createDepartureCity(body: DepartureCityCreateInput): Promise<DepartureCity> {
  return apiFetch<DepartureCity>(routes.createDepartureCity, { body });
}
