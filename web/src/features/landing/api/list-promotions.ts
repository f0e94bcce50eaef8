import { routes } from '@tdp/shared/api/routes';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import { useApiAfterFirstScreen } from '../../../lib/use-api.ts';

/** The promotions live today (`GET /promotions?isFromAdmin=false`), asked once the hero has painted. */
export function usePromotions() {
  return useApiAfterFirstScreen<Promotion[]>(routes.listPromotions, {}, { isFromAdmin: false });
}
