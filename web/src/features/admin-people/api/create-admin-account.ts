import { routes } from '@tdp/shared/api/routes';
import type { AdminAccountCreateInput, AdminAccountCreatedAnswer } from '@tdp/shared/schemas/people';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/admin/admins`: creates an admin without a password and invites them. */
export function createAdminAccount(body: AdminAccountCreateInput): Promise<AdminAccountCreatedAnswer> {
  return apiFetch<AdminAccountCreatedAnswer>(routes.createAdminAccount, { body });
}
