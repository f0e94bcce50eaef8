import useSWRInfinite from 'swr/infinite';
import { routes } from '@tdp/shared/api/routes';
import type { LeadListPage } from '@tdp/shared/schemas/lead';
import { apiFetch, type ApiError, type ApiQuery } from '../../../lib/api-client.ts';
import { apiKey } from '../../../lib/use-api.ts';

/**
 * The inbox, newest first, one page after the other (`GET /api/admin/leads` with the previous page's
 * `nextCursor`): `setSize(size + 1)` loads the next page. Read again each time the inbox is shown, so a
 * change made on a lead's page is there when the admin comes back.
 */
export function useLeadPages(filters: ApiQuery) {
  return useSWRInfinite<LeadListPage, ApiError>(
    (index: number, previous: LeadListPage | null) => {
      if (previous && previous.nextCursor === null) return null;
      const query = previous?.nextCursor ? { ...filters, cursor: previous.nextCursor } : filters;
      return [apiKey(routes.listLeads, undefined, query), query] as const;
    },
    ([, query]: readonly [string, ApiQuery]) => apiFetch<LeadListPage>(routes.listLeads, { query }),
    { revalidateOnMount: true, dedupingInterval: 0, revalidateFirstPage: true },
  );
}
