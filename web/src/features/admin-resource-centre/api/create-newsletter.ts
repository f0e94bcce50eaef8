import { routes } from '@tdp/shared/api/routes';
import type { Newsletter, NewsletterAnswer, NewsletterCreateInput } from '@tdp/shared/schemas/newsletter';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/admin/newsletters`: writes a newsletter issue. */
export async function createNewsletter(body: NewsletterCreateInput): Promise<Newsletter> {
  return (await apiFetch<NewsletterAnswer>(routes.createNewsletter, { body })).data;
}
