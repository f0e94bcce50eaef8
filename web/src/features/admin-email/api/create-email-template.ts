import { routes } from '@tdp/shared/api/routes';
import type { EmailTemplate, EmailTemplateCreateInput } from '@tdp/shared/schemas/email-template';
import { apiFetch } from '../../../lib/api-client.ts';

/** Creates a template (`POST /api/admin/email-templates`; 409 when the id is taken). */
export async function createEmailTemplate(body: EmailTemplateCreateInput): Promise<EmailTemplate> {
  return (await apiFetch<{ data: EmailTemplate }>(routes.createEmailTemplate, { body })).data;
}
