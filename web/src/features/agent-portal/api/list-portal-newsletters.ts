import { routes } from '@tdp/shared/api/routes';
import type { PortalNewsletterListAnswer } from '@tdp/shared/schemas/newsletter';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/portal/newsletters`: published issues, newest first, without their bodies. */
export function usePortalNewsletters() {
  return useApi<PortalNewsletterListAnswer>(routes.listPortalNewsletters);
}
