import { routes } from '@tdp/shared/api/routes';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { useApi } from '../../../lib/use-api.ts';

const adminDepartureCitiesRoute = asAdminRead(routes.listDepartureCities);

/** Departure cities with their versions for renaming and who changed each (`GET /departures?isFromAdmin=true`). */
export function useDepartureCities() {
  return useApi<DepartureCity[]>(adminDepartureCitiesRoute, undefined, ADMIN_VIEW_QUERY);
}
