import { routes } from '@tdp/shared/api/routes';
import type { TopPickView } from '@tdp/shared/schemas/top-pick';
import { useApi } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';

const adminTopPicksRoute = asAdminRead(routes.listTopPicks);

/** Each destination continent's two top picks as the admin sees them (drafts included), with versions. */
export function useAdminTopPicks() {
  return useApi<TopPickView[]>(adminTopPicksRoute, undefined, ADMIN_VIEW_QUERY);
}
