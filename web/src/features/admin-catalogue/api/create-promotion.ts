import { routes } from '@tdp/shared/api/routes';
import type { Promotion, PromotionCreateInput } from '@tdp/shared/schemas/promotion';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /promotions`: creates a promotion. */
export function createPromotion(body: PromotionCreateInput): Promise<Promotion> {
  return apiFetch<Promotion>(routes.createPromotion, { body });
}
