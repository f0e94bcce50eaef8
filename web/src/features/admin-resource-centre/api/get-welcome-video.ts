import { routes } from '@tdp/shared/api/routes';
import type { WelcomeVideoAnswer } from '@tdp/shared/schemas/welcome-video';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/welcome-video`: the welcome video with its version, or null until first saved. */
export function useWelcomeVideoForAdmin() {
  return useApi<WelcomeVideoAnswer>(routes.getWelcomeVideoForAdmin);
}
