import { routes } from '@tdp/shared/api/routes';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import { useApi } from '../../../lib/use-api.ts';

/** The promotions live today (`GET /promotions?isFromAdmin=false`). */
export function usePromotions() {
  return useApi<Promotion[]>(routes.listPromotions, {}, { isFromAdmin: false });
}
