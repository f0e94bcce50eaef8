import { routes } from '@tdp/shared/api/routes';
import type { PricingTableSummary } from '@tdp/shared/schemas/pricing-table';
import { useApi } from '../../../lib/use-api.ts';

/** Pricing tables by name, with their versions (`GET /tables`). */
export function usePricingTables() {
  return useApi<PricingTableSummary[]>(routes.listPricingTables);
}
