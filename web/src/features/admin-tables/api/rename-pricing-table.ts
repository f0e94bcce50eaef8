import { routes } from '@tdp/shared/api/routes';
import type { PricingTable, PricingTableRenameInput } from '@tdp/shared/schemas/pricing-table';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /tables/{id}`: renames the table if it is still at `body.version` (409 otherwise). */
export function renamePricingTable(id: number, body: PricingTableRenameInput): Promise<PricingTable> {
  return apiFetch<PricingTable>(routes.renamePricingTable, { params: { id }, body });
}
