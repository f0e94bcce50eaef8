import { routes } from '@tdp/shared/api/routes';
import type { PortalWebinarsAnswer } from '@tdp/shared/schemas/webinar';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/portal/webinars`: published webinars and events, upcoming (soonest first) and past (latest first). */
export function usePortalWebinars() {
  return useApi<PortalWebinarsAnswer>(routes.listPortalWebinars);
}
