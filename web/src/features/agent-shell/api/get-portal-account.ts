import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import type { PortalAccount } from '@tdp/shared/schemas/people';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/portal/me`: the signed-in person for the avatar menu (username, status, membership, picture). */
export function usePortalAccount(): { account: PortalAccount | undefined; failed: boolean } {
  const { data, error } = useApi(peopleRoutes.getPortalAccount);
  return { account: data?.data, failed: Boolean(error) };
}
