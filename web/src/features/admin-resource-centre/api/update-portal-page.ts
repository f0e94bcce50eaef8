import { routes } from '@tdp/shared/api/routes';
import type { PortalPage, PortalPageAnswer, PortalPageSlug, PortalPageUpdateInput } from '@tdp/shared/schemas/portal-page';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /api/admin/portal/pages/{slug}`: replaces a page's intro and sections at `body.version` (409 when stale). */
export async function updatePortalPage(slug: PortalPageSlug, body: PortalPageUpdateInput): Promise<PortalPage> {
  return (await apiFetch<PortalPageAnswer>(routes.updatePortalPage, { params: { slug }, body })).data;
}
