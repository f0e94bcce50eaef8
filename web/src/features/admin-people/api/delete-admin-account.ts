import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /api/admin/admins/{id}`: deletes an admin account and ends its sessions (409 for your own). */
export async function deleteAdminAccount(id: string): Promise<void> {
  await apiFetch<void>(routes.deleteAdminAccount, { params: { id } });
}
