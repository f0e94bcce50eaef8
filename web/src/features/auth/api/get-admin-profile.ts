import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import type { AdminProfileResponse } from '@tdp/shared/schemas/auth';
import type { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useSession } from '../session/app-session.ts';

/** An admin's profile block: name, username, position and picture (a media reference or null). */
export type AdminProfile = AdminProfileResponse['data'];

function warnProfileUnavailable(error: ApiError): void {
  // A failure to load the admin profile is only logged; the shell shows nothing of it (the username stands in).
  console.warn(`The admin profile could not be loaded (${error.status} ${error.code}): ${error.message}`);
}

/**
 * The signed-in admin's profile for the admin shell (`GET /api/admin/byusername/{username}`);
 * `profile` stays undefined while loading, for non-admins and when the call failed (logged only).
 */
export function useAdminProfile(): { profile: AdminProfile | undefined; isLoading: boolean } {
  const { session } = useSession();
  const username = session?.role === 'admin' ? session.username : null;
  const { data, isLoading } = useApi(authRoutes.adminByUsername, username ? { params: { username } } : null, { onError: warnProfileUnavailable });
  return { profile: data?.data, isLoading };
}
