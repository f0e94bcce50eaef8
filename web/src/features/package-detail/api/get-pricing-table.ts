import { routes } from '@tdp/shared/api/routes';
import type { PricingTable } from '@tdp/shared/schemas/pricing-table';
import { useApi } from '../../../lib/use-api.ts';

/** A pricing table's columns and rows (`GET /packages/table/{id}`), for the pricing-table layout. */
export function usePricingTable(tableId: number | null) {
  return useApi<PricingTable>(tableId === null ? null : routes.getPricingTable, { id: tableId ?? 0 });
}
