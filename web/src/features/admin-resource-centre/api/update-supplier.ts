import { routes } from '@tdp/shared/api/routes';
import type { Supplier, SupplierAnswer, SupplierUpdateInput } from '@tdp/shared/schemas/supplier';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /api/admin/suppliers/{id}`: replaces a supplier still at `body.version` (409 otherwise). */
export async function updateSupplier(id: number, body: SupplierUpdateInput): Promise<Supplier> {
  return (await apiFetch<SupplierAnswer>(routes.updateSupplier, { params: { id }, body })).data;
}
