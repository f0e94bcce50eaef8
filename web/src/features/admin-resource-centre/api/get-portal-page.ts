import { routes } from '@tdp/shared/api/routes';
import type { PortalPageAnswer, PortalPageSlug } from '@tdp/shared/schemas/portal-page';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/portal/pages/{slug}`: a page's content and version for the editor; `null` waits. */
export function usePortalPageForAdmin(slug: PortalPageSlug | null) {
  return useApi<PortalPageAnswer>(slug === null ? null : routes.getPortalPageForAdmin, slug === null ? undefined : { slug });
}
