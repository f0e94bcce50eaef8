import { routes } from '@tdp/shared/api/routes';
import type { Continent } from '@tdp/shared/schemas/destination';
import { useApi } from '../../../lib/use-api.ts';

/** The destination tree (`GET /destinations/continents`), once `enabled`: old destination pages are matched by name. */
export function useContinents(enabled = true) {
  return useApi<Continent[]>(enabled ? routes.listContinents : null);
}
