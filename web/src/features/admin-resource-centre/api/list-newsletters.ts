import { routes } from '@tdp/shared/api/routes';
import type { NewsletterListAnswer } from '@tdp/shared/schemas/newsletter';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/newsletters`: every issue, published or not, newest first. */
export function useNewslettersForAdmin() {
  return useApi<NewsletterListAnswer>(routes.listNewslettersForAdmin);
}
