import { routes } from '@tdp/shared/api/routes';
import type { Supplier, SupplierAnswer, SupplierCreateInput } from '@tdp/shared/schemas/supplier';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/admin/suppliers`: adds a supplier in one or more categories. */
export async function createSupplier(body: SupplierCreateInput): Promise<Supplier> {
  return (await apiFetch<SupplierAnswer>(routes.createSupplier, { body })).data;
}
