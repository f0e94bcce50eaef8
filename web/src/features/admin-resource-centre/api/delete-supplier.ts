import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /api/admin/suppliers/{id}`. */
export async function deleteSupplier(id: number): Promise<void> {
  await apiFetch<void>(routes.deleteSupplier, { params: { id } });
}
