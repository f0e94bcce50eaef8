import { routes } from '@tdp/shared/api/routes';
import type { LeadExport } from '@tdp/shared/schemas/lead';
import { apiFetch, type ApiQuery } from '../../../lib/api-client.ts';

/** The filtered leads as CSV inside JSON (`GET /api/admin/leads/export`): the caller saves it as a file. */
export function exportLeads(filters: ApiQuery): Promise<LeadExport> {
  return apiFetch<LeadExport>(routes.exportLeads, { query: filters });
}
