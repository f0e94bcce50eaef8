import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import type { Role } from '@tdp/shared/api/route-definition';
import { loginResponseSchema, type LoginBody, type LoginResponse } from '@tdp/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

/** Role segment of the login path when none is given: a sign-in without a role is an agent's. */
export const DEFAULT_LOGIN_ROLE: Role = 'agent';

/**
 * `POST /api/auth/login/{role}`: signs in and returns `{accessToken, refreshToken, role, redirectUrl}`.
 * Fails with an `ApiError` (401 wrong credentials, 429 with `retryAfterSeconds`, status 0 offline).
 */
export async function logIn(credentials: LoginBody, role: Role = DEFAULT_LOGIN_ROLE): Promise<LoginResponse> {
  const answer = await apiFetch(authRoutes.login, { params: { role }, body: credentials });
  return loginResponseSchema.parse(answer);
}
