import { routes } from '@tdp/shared/api/routes';
import type { EmailTemplate, EmailTemplateUpdateInput } from '@tdp/shared/schemas/email-template';
import { apiFetch } from '../../../lib/api-client.ts';

/** Replaces a template at the version loaded (`PUT /api/admin/email-templates/{id}`; 409 when stale). */
export async function updateEmailTemplate(id: string, body: EmailTemplateUpdateInput): Promise<EmailTemplate> {
  return (await apiFetch<{ data: EmailTemplate }>(routes.updateEmailTemplate, { params: { id }, body })).data;
}
