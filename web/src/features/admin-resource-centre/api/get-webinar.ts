import { routes } from '@tdp/shared/api/routes';
import type { WebinarAnswer } from '@tdp/shared/schemas/webinar';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/webinars/{id}`: one webinar with its version; `null` waits. */
export function useWebinarForAdmin(id: number | null) {
  return useApi<WebinarAnswer>(id === null ? null : routes.getWebinarForAdmin, id === null ? undefined : { id });
}
