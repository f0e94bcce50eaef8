import { routes } from '@tdp/shared/api/routes';
import type { WelcomeVideoAnswer } from '@tdp/shared/schemas/welcome-video';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/portal/welcome-video`: the welcome video, or null until an admin sets one. */
export function usePortalWelcomeVideo() {
  return useApi<WelcomeVideoAnswer>(routes.getPortalWelcomeVideo);
}
