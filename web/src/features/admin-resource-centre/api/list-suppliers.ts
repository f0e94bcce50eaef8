import { routes } from '@tdp/shared/api/routes';
import type { Supplier, SupplierCategory } from '@tdp/shared/schemas/supplier';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/suppliers`: every supplier, shown to agents or not, by name; all or of one category. */
export function useSuppliersForAdmin(category: SupplierCategory | null) {
  return useApi<{ data: Supplier[] }>(routes.listSuppliersForAdmin, undefined, category ? { category } : undefined);
}
