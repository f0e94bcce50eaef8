import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /departures/{id}`: refused (409 naming them) while published packages depart from the city. */
export async function deleteDepartureCity(id: number): Promise<void> {
  await apiFetch<void>(routes.deleteDepartureCity, { params: { id } });
}
