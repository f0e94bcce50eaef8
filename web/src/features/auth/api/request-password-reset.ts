import { routes } from '@tdp/shared/api/routes';
import type { ForgotPasswordBody } from '@tdp/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/forgot-password`: asks for a reset e-mail. The server answers the same whether or not
 * an account matches; only a 429 (too many requests) or a failure to reach it differ.
 */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
  await apiFetch<unknown>(routes.forgotPassword, { body });
}
