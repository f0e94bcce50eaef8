import { routes } from '@tdp/shared/api/routes';
import type { Continent, ContinentUpdateInput } from '@tdp/shared/schemas/destination';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `PUT /destinations/continents/{id}`: replaces the continent's name and tree if still at `body.version`;
 * removing a place published packages use is refused (409 naming them).
 */
export function updateContinent(id: number, body: ContinentUpdateInput): Promise<Continent> {
  return apiFetch<Continent>(routes.updateContinent, { params: { id }, body });
}
