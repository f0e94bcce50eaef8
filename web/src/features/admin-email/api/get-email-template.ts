import { routes } from '@tdp/shared/api/routes';
import type { EmailTemplate } from '@tdp/shared/schemas/email-template';
import { useApi } from '../../../lib/use-api.ts';

/** One template (`GET /api/admin/email-templates/{id}`); waits while there is no id (a new template). */
export function useEmailTemplate(id: string | undefined) {
  return useApi<{ data: EmailTemplate }>(id ? routes.getEmailTemplate : null, id ? { id } : undefined);
}
