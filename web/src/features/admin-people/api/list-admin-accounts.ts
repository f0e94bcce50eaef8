import { routes } from '@tdp/shared/api/routes';
import type { AdminAccountListAnswer } from '@tdp/shared/schemas/people';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/admins`: every admin account by name. */
export function useAdminAccounts() {
  return useApi<AdminAccountListAnswer>(routes.listAdminAccounts);
}
