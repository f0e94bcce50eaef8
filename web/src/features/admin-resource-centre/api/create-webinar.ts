import { routes } from '@tdp/shared/api/routes';
import type { Webinar, WebinarAnswer, WebinarCreateInput } from '@tdp/shared/schemas/webinar';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/admin/webinars`: adds a webinar or event. */
export async function createWebinar(body: WebinarCreateInput): Promise<Webinar> {
  return (await apiFetch<WebinarAnswer>(routes.createWebinar, { body })).data;
}
