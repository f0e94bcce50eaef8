import { routes } from '@tdp/shared/api/routes';
import type { WelcomeVideo, WelcomeVideoUpdateInput } from '@tdp/shared/schemas/welcome-video';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /api/admin/welcome-video`: sets the video at `body.version` (0 the first time; 409 when stale). */
export async function updateWelcomeVideo(body: WelcomeVideoUpdateInput): Promise<WelcomeVideo> {
  return (await apiFetch<{ data: WelcomeVideo }>(routes.updateWelcomeVideo, { body })).data;
}
