import { routes } from '@tdp/shared/api/routes';
import type { LeadAttachmentLink } from '@tdp/shared/schemas/application-attachment';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * A five-minute download address of a lead's résumé or certificate (`GET /api/admin/leads/{id}/attachment`).
 * Asked for at the moment of the click, so the address never expires on an open page.
 */
export async function getLeadAttachmentLink(id: string): Promise<LeadAttachmentLink> {
  return (await apiFetch<{ data: LeadAttachmentLink }>(routes.getLeadAttachment, { params: { id } })).data;
}
