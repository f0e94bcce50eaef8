import { routes } from '@tdp/shared/api/routes';
import type { Webinar } from '@tdp/shared/schemas/webinar';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/webinars`: every webinar and event, published or not, latest start first. */
export function useWebinarsForAdmin() {
  return useApi<{ data: Webinar[] }>(routes.listWebinarsForAdmin);
}
