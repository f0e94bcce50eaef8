import { routes } from '@tdp/shared/api/routes';
import type { SupplierAnswer } from '@tdp/shared/schemas/supplier';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/suppliers/{id}`: one supplier with its version; `null` waits. */
export function useSupplierForAdmin(id: number | null) {
  return useApi<SupplierAnswer>(id === null ? null : routes.getSupplierForAdmin, id === null ? undefined : { id });
}
