import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /destinations/continents/{id}`: refused (409 naming them) while published packages use a place in it. */
export async function deleteContinent(id: number): Promise<void> {
  await apiFetch<void>(routes.deleteContinent, { params: { id } });
}
