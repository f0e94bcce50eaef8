import { routes } from '@tdp/shared/api/routes';
import type { Newsletter, NewsletterAnswer, NewsletterUpdateInput } from '@tdp/shared/schemas/newsletter';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /api/admin/newsletters/{id}`: replaces an issue still at `body.version` (409 otherwise). */
export async function updateNewsletter(id: number, body: NewsletterUpdateInput): Promise<Newsletter> {
  return (await apiFetch<NewsletterAnswer>(routes.updateNewsletter, { params: { id }, body })).data;
}
