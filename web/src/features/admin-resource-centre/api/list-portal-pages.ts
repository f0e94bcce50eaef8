import { routes } from '@tdp/shared/api/routes';
import type { PortalPageListAnswer } from '@tdp/shared/schemas/portal-page';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/portal/pages`: every portal page in menu order, with its section count and last save. */
export function usePortalPagesForAdmin() {
  return useApi<PortalPageListAnswer>(routes.listPortalPagesForAdmin);
}
