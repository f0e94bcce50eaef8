import { routes } from '@tdp/shared/api/routes';
import type { AdminAccountAnswer } from '@tdp/shared/schemas/people';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/admins/{id}`: one admin account with its version; `null` waits. */
export function useAdminAccount(id: string | null) {
  return useApi<AdminAccountAnswer>(id === null ? null : routes.getAdminAccount, id === null ? undefined : { id });
}
