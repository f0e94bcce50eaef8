import { routes } from '@tdp/shared/api/routes';
import type { Continent } from '@tdp/shared/schemas/destination';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { useApi } from '../../../lib/use-api.ts';

const adminContinentsRoute = asAdminRead(routes.listContinents);

/** Which part of the destination tree a screen manages: geographic continents or `Cruise_` groups. */
export type DestinationKind = 'regular' | 'cruise';

/**
 * Continents of one kind with all their countries and cities (`GET /destinations/continents?type=&isFromAdmin=true`):
 * the admin's view, places without a deal on sale included (visitors' menus leave those out).
 */
export function useContinents(type?: DestinationKind) {
  return useApi<Continent[]>(adminContinentsRoute, undefined, type ? { type, ...ADMIN_VIEW_QUERY } : ADMIN_VIEW_QUERY);
}
