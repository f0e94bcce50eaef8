import { routes } from '@tdp/shared/api/routes';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { useApi } from '../../../lib/use-api.ts';

const adminTravelStylesRoute = asAdminRead(routes.listTravelStyles);

/** Travel styles with their versions for renaming and who changed each (`GET /travel-styles?isFromAdmin=true`). */
export function useTravelStyles() {
  return useApi<TravelStyle[]>(adminTravelStylesRoute, undefined, ADMIN_VIEW_QUERY);
}
