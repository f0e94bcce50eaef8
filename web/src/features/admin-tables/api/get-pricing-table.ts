import { routes } from '@tdp/shared/api/routes';
import type { PricingTable } from '@tdp/shared/schemas/pricing-table';
import { useApi } from '../../../lib/use-api.ts';

/**
 * One table with its grid and version (`GET /packages/table/{id}`), or nothing while `id` is null. Not
 * fetched again on focus: the editor holds its own copy, and a silent refresh would not change it anyway.
 */
export function usePricingTable(id: number | null) {
  return useApi<PricingTable>(id === null ? null : routes.getPricingTable, id === null ? undefined : { id }, undefined, { revalidateOnFocus: false });
}
