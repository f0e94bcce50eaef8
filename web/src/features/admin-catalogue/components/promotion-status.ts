import type { Promotion } from '@tdp/shared/schemas/promotion';
import { catalogueMessages as messages } from '../messages.ts';

/** Where a promotion stands today (`YYYY-MM-DD`, agency time zone), as the admin list shows it. */
export function promotionStatus(promotion: Pick<Promotion, 'active' | 'startsAt' | 'endsAt'>, today: string) {
  if (!promotion.active) return { label: messages.promotionOff, color: 'informative' as const };
  if (today < promotion.startsAt) return { label: messages.promotionScheduled, color: 'warning' as const };
  if (today > promotion.endsAt) return { label: messages.promotionEnded, color: 'subtle' as const };
  return { label: messages.promotionLive, color: 'success' as const };
}
