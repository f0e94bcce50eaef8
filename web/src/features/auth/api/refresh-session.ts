import { routes } from '@tdp/shared/api/routes';
import { refreshResponseSchema, type RefreshResponse } from '@tdp/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/auth/refresh_token`: trades a refresh token for a new pair (the old one is spent). */
export async function requestSessionRefresh(refreshToken: string): Promise<RefreshResponse> {
  const answer = await apiFetch<unknown>(routes.refreshToken, { body: { refreshToken } });
  return refreshResponseSchema.parse(answer);
}
