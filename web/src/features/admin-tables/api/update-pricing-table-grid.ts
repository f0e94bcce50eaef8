import { routes } from '@tdp/shared/api/routes';
import type { PricingTable, PricingTableGridUpdateInput } from '@tdp/shared/schemas/pricing-table';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /packages/table/{id}`: replaces the grid if the table is still at `body.version` (409 otherwise). */
export function updatePricingTableGrid(id: number, body: PricingTableGridUpdateInput): Promise<PricingTable> {
  return apiFetch<PricingTable>(routes.updatePricingTableGrid, { params: { id }, body });
}
