import { routes } from '@tdp/shared/api/routes';
import type { z } from 'zod/mini';
import type { resetKeyStatusResponseSchema } from '@tdp/shared/schemas/auth';
import { useApi } from '../../../lib/use-api.ts';

type ResetKeyStatus = z.infer<typeof resetKeyStatusResponseSchema>;

/**
 * `GET /api/auth/reset-password/{key}`: whether the reset link can still be used (`data.expiresAt`) or not
 * (`error`, 404 for an unknown, used or expired key). Checked once: focus does not re-check it.
 */
export function useResetKeyStatus(key: string) {
  return useApi<ResetKeyStatus>(routes.checkResetKey, { key }, undefined, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
