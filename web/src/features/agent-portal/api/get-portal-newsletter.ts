import { routes } from '@tdp/shared/api/routes';
import type { NewsletterAnswer } from '@tdp/shared/schemas/newsletter';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/portal/newsletters/{id}`: one published issue; `null` waits (an id that is not a number). */
export function usePortalNewsletter(id: number | null) {
  return useApi<NewsletterAnswer>(id === null ? null : routes.getPortalNewsletter, id === null ? undefined : { id });
}
