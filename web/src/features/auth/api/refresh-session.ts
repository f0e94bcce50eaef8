import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import type { RefreshResponse } from '@tdp/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/auth/refresh_token`: trades a refresh token for a new pair (the old one is spent). */
export async function requestSessionRefresh(refreshToken: string): Promise<RefreshResponse> {
  // The schema (and zod) load with the first refresh, not with every visitor's first page.
  const [answer, { refreshResponseSchema }] = await Promise.all([
    apiFetch(authRoutes.refreshToken, { body: { refreshToken } }),
    import('@tdp/shared/schemas/auth'),
  ]);
  return refreshResponseSchema.parse(answer);
}
