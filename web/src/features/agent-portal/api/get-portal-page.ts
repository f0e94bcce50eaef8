import { routes } from '@tdp/shared/api/routes';
import type { PortalPageAnswer, PortalPageSlug } from '@tdp/shared/schemas/portal-page';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/portal/pages/{slug}`: a portal page's title, intro and ordered sections. */
export function usePortalPage(slug: PortalPageSlug) {
  return useApi<PortalPageAnswer>(routes.getPortalPage, { slug });
}
