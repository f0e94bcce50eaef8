import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { useApi } from '../../../lib/use-api.ts';

/**
 * What waits for the admins (`GET /api/admin/work-counts`): leads still new, agents' page changes waiting for
 * approval. The screens that change either refresh this read by its route (`useRefreshRoutes`), and it is read again
 * each time the window regains focus (SWR's focus throttle, 5 seconds, keeps a burst of focus events to one read): the
 * five-minute deduping of other reads would hide leads that arrived meanwhile.
 */
export function useWorkCounts() {
  return useApi(leadsRoutes.getAdminWorkCounts, undefined, { dedupingInterval: 0, revalidateOnFocus: true });
}
