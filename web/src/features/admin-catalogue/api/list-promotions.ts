import { routes } from '@tdp/shared/api/routes';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import { useApi } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';

const adminPromotionsRoute = asAdminRead(routes.listPromotions);

/** Every promotion, live or not (`GET /promotions?isFromAdmin=true`). */
export function useAdminPromotions() {
  return useApi<Promotion[]>(adminPromotionsRoute, undefined, ADMIN_VIEW_QUERY);
}
