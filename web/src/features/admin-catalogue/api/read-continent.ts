import { routes } from '@tdp/shared/api/routes';
import type { Continent } from '@tdp/shared/schemas/destination';
import { useApi } from '../../../lib/use-api.ts';

/** One continent with its tree and version (`GET /destinations/continents/{id}`); `null` id waits. */
export function useContinent(id: number | null) {
  return useApi<Continent>(id === null ? null : routes.getContinent, id === null ? undefined : { id });
}
