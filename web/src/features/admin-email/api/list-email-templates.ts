import { routes } from '@tdp/shared/api/routes';
import type { EmailTemplate } from '@tdp/shared/schemas/email-template';
import { useApi } from '../../../lib/use-api.ts';

/** Every template, built-in ones included (`GET /api/admin/email-templates`). */
export function useEmailTemplates() {
  return useApi<{ data: EmailTemplate[] }>(routes.listEmailTemplates);
}
