import { routes } from '@tdp/shared/api/routes';
import type { Continent, ContinentCreateInput } from '@tdp/shared/schemas/destination';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /destinations/continents`: creates a continent (or `Cruise_` group) with its tree. */
export function createContinent(body: ContinentCreateInput): Promise<Continent> {
  return apiFetch<Continent>(routes.createContinent, { body });
}
