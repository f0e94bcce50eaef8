import { routes } from '@tdp/shared/api/routes';
import type { SupplierCategory, SupplierListAnswer } from '@tdp/shared/schemas/supplier';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/supplier/list` (answer in `data.data`, as the spec says): active suppliers by name, all or of one category. */
export function usePortalSuppliers(category?: SupplierCategory) {
  return useApi<SupplierListAnswer>(routes.listPortalSuppliers, undefined, category ? { category } : undefined);
}
