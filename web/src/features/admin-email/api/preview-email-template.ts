import { routes } from '@tdp/shared/api/routes';
import type { EmailTemplateContent, RenderedEmail } from '@tdp/shared/schemas/email-template';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Renders a template with each placeholder's sample value (`POST /api/admin/email-templates/{id}/preview`):
 * the unsaved draft when given, else the saved template.
 */
export async function previewEmailTemplate(id: string, draft?: EmailTemplateContent): Promise<RenderedEmail> {
  return (await apiFetch<{ data: RenderedEmail }>(routes.previewEmailTemplate, { params: { id }, body: draft })).data;
}
