import { routes } from '@tdp/shared/api/routes';
import type { PricingTable, PricingTableCreateInput } from '@tdp/shared/schemas/pricing-table';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /tables`: creates a table with a name and, optionally, its first grid. */
export function createPricingTable(body: PricingTableCreateInput): Promise<PricingTable> {
  return apiFetch<PricingTable>(routes.createPricingTable, { body });
}
