import { routes } from '@tdp/shared/api/routes';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import { useApi } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';

const adminPromotionRoute = asAdminRead(routes.getPromotion);

/** One promotion, live or not, with its version (`GET /promotions/{id}?isFromAdmin=true`); `null` id waits. */
export function useAdminPromotion(id: number | null) {
  return useApi<Promotion>(id === null ? null : adminPromotionRoute, id === null ? undefined : { id }, ADMIN_VIEW_QUERY);
}
