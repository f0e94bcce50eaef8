import { routes } from '@tdp/shared/api/routes';
import type { AdminAccountAnswer, AdminAccountUpdateInput } from '@tdp/shared/schemas/people';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /api/admin/admins/{id}`: replaces an admin account at `body.version` (409 when stale). */
export function updateAdminAccount(id: string, body: AdminAccountUpdateInput): Promise<AdminAccountAnswer> {
  return apiFetch<AdminAccountAnswer>(routes.updateAdminAccount, { params: { id }, body });
}
