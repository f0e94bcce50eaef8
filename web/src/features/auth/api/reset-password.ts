import { routes } from '@tdp/shared/api/routes';
import type { ResetPasswordBody } from '@tdp/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/auth/reset-password`: sets the new password with the link's key (404 when the key is spent). */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiFetch<void>(routes.resetPassword, { body });
}
