import { routes } from '@tdp/shared/api/routes';
import type { Promotion, PromotionUpdateInput } from '@tdp/shared/schemas/promotion';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /promotions/{id}`: changes a promotion still at `body.version` (409 otherwise). */
export function updatePromotion(id: number, body: PromotionUpdateInput): Promise<Promotion> {
  return apiFetch<Promotion>(routes.updatePromotion, { params: { id }, body });
}
