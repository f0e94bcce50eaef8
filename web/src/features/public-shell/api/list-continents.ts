import { routes } from '@tdp/shared/api/routes';
import type { Continent } from '@tdp/shared/schemas/destination';
import { useApi } from '../../../lib/use-api.ts';

/**
 * The whole destination tree (`GET /destinations/continents`): the menus split it into geographic
 * continents and `Cruise_` groups. `enabled` false waits, so the header asks only once a visitor
 * reaches for a menu.
 */
export function useContinents(enabled = true) {
  return useApi<Continent[]>(enabled ? routes.listContinents : null);
}
