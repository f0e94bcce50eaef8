import { routes } from '@tdp/shared/api/routes';
import type { BestBetView } from '@tdp/shared/schemas/best-bet';
import { useApi } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';

const adminBestBetsRoute = asAdminRead(routes.listBestBets);

/** Top best bets as the admin sees them: every one, with its package card (null when the package is gone). */
export function useAdminBestBets() {
  return useApi<BestBetView[]>(adminBestBetsRoute, undefined, ADMIN_VIEW_QUERY);
}
