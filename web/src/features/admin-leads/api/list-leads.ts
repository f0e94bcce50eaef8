import { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import type { QueryOf } from '@tdp/shared/api/route-definition';
import type { LeadListPage } from '@tdp/shared/schemas/lead-records';
import { apiFetch, type ApiError } from '../../../lib/api-client.ts';
import { readKey } from '../../../lib/read-key.ts';

/** The inbox's filters, as `GET /api/admin/leads` takes them. */
export type LeadFilters = NonNullable<QueryOf<typeof leadsRoutes.listLeads>>;

/** SWR key of a page of the inbox: its read key and the query it was built from (the previous page's cursor in it). */
type LeadPageKey = readonly [key: string, query: LeadFilters];

function leadPageKey(filters: LeadFilters, cursor?: string): LeadPageKey {
  const query = cursor ? { ...filters, cursor } : filters;
  return [readKey(leadsRoutes.listLeads, { query }), query];
}

function fetchLeadPage([, query]: LeadPageKey): Promise<LeadListPage> {
  return apiFetch(leadsRoutes.listLeads, { query });
}

/**
 * Starts reading the inbox's first page for these filters (SWR's `preload`), e.g. from the screen's route loader while
 * the screen's code downloads: {@link useLeadPages} takes that answer instead of asking again.
 */
export function preloadLeadPages(filters: LeadFilters): void {
  // The inbox reports a failure; this early request must not count as an unhandled rejection.
  preload(leadPageKey(filters), fetchLeadPage).catch(() => undefined);
}

/**
 * The inbox, newest first, one page after the other (`GET /api/admin/leads` with the previous page's
 * `nextCursor`): `setSize(size + 1)` loads the next page. Read again each time the inbox is shown, so a
 * change made on a lead's page is there when the admin comes back.
 */
export function useLeadPages(filters: LeadFilters) {
  return useSWRInfinite<LeadListPage, ApiError>(
    (_index: number, previous: LeadListPage | null) =>
      previous && previous.nextCursor === null ? null : leadPageKey(filters, previous?.nextCursor ?? undefined),
    fetchLeadPage,
    { revalidateOnMount: true, dedupingInterval: 0, revalidateFirstPage: true },
  );
}
