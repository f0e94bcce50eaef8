import { routes } from '@tdp/shared/api/routes';
import type { PortalAccountAnswer } from '@tdp/shared/schemas/people';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/portal/me`: the signed-in person (name for the home page's greeting). */
export function usePortalAccount() {
  return useApi<PortalAccountAnswer>(routes.getPortalAccount);
}
