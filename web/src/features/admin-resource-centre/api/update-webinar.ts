import { routes } from '@tdp/shared/api/routes';
import type { Webinar, WebinarAnswer, WebinarUpdateInput } from '@tdp/shared/schemas/webinar';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /api/admin/webinars/{id}`: replaces a webinar still at `body.version` (409 otherwise). */
export async function updateWebinar(id: number, body: WebinarUpdateInput): Promise<Webinar> {
  return (await apiFetch<WebinarAnswer>(routes.updateWebinar, { params: { id }, body })).data;
}
