import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** Signing out waits this long at most for the server; the session is cleared in the browser anyway. */
const LOGOUT_TIMEOUT_MS = 5000;

/** `POST /api/auth/logout`: ends the session the refresh token belongs to. */
export async function requestLogout(refreshToken: string): Promise<void> {
  await apiFetch(authRoutes.logout, { body: { refreshToken }, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
}
