import { routes } from '@tdp/shared/api/routes';
import type { NewsletterAnswer } from '@tdp/shared/schemas/newsletter';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/newsletters/{id}`: one issue with its version; `null` waits. */
export function useNewsletterForAdmin(id: number | null) {
  return useApi<NewsletterAnswer>(id === null ? null : routes.getNewsletterForAdmin, id === null ? undefined : { id });
}
