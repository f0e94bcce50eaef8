import { routes } from '@tdp/shared/api/routes';
import type { EmailType, EmailTypeSettingInput, EmailTypeView } from '@tdp/shared/schemas/email-template';
import { apiFetch } from '../../../lib/api-client.ts';

/** Points a type at a template and sets its recipients, at the version loaded (`PUT /api/admin/email-types/{type}`). */
export async function updateEmailType(type: EmailType, body: EmailTypeSettingInput): Promise<EmailTypeView> {
  return (await apiFetch<{ data: EmailTypeView }>(routes.updateEmailType, { params: { type }, body })).data;
}
