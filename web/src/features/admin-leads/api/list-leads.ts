import useSWRInfinite from 'swr/infinite';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import type { QueryOf } from '@tdp/shared/api/route-definition';
import type { LeadListPage } from '@tdp/shared/schemas/lead';
import { apiFetch, type ApiError } from '../../../lib/api-client.ts';
import { readKey } from '../../../lib/read-key.ts';

/** The inbox's filters, as `GET /api/admin/leads` takes them. */
export type LeadFilters = NonNullable<QueryOf<typeof leadsRoutes.listLeads>>;

/**
 * The inbox, newest first, one page after the other (`GET /api/admin/leads` with the previous page's
 * `nextCursor`): `setSize(size + 1)` loads the next page. Read again each time the inbox is shown, so a
 * change made on a lead's page is there when the admin comes back.
 */
export function useLeadPages(filters: LeadFilters) {
  return useSWRInfinite<LeadListPage, ApiError>(
    (index: number, previous: LeadListPage | null) => {
      if (previous && previous.nextCursor === null) return null;
      const query = previous?.nextCursor ? { ...filters, cursor: previous.nextCursor } : filters;
      return [readKey(leadsRoutes.listLeads, { query }), query] as const;
    },
    ([, query]: readonly [string, LeadFilters]) => apiFetch(leadsRoutes.listLeads, { query }),
    { revalidateOnMount: true, dedupingInterval: 0, revalidateFirstPage: true },
  );
}
