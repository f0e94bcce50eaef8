import { routes } from '@tdp/shared/api/routes';
import type { LeadDetail, LeadUpdateInput } from '@tdp/shared/schemas/lead';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Changes a lead's status, assigned agent or adds a note, at the version loaded (`PATCH /api/admin/leads/{id}`;
 * 409 when someone changed it first). Resolves with the lead as saved, for the page to show at once.
 */
export async function updateLead(id: string, body: LeadUpdateInput): Promise<LeadDetail> {
  const answer = await apiFetch<{ data: LeadDetail }>(routes.updateLead, { params: { id }, body });
  return answer.data;
}
