import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { readKey } from '../../../lib/read-key.ts';
import { useApi } from '../../../lib/use-api.ts';

/** The admin's read of a table: the public one plus who changed it last. */
export const adminPricingTableRoute = asAdminRead(catalogueReadRoutes.getPricingTable);

/** Cache key of the admin's read of table `id`. */
export function adminPricingTableKey(id: number): string {
  return readKey(adminPricingTableRoute, { params: { id }, query: ADMIN_VIEW_QUERY });
}

/**
 * One table with its grid, version and who changed it (`GET /packages/table/{id}?isFromAdmin=true`), or nothing
 * while `id` is null. Not fetched again on focus: the editor holds its own copy, and a silent refresh would not
 * change it anyway.
 */
export function usePricingTable(id: number | null) {
  return useApi(adminPricingTableRoute, id === null ? null : { params: { id }, query: ADMIN_VIEW_QUERY }, { revalidateOnFocus: false });
}
