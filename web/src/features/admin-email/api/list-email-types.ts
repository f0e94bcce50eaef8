import { routes } from '@tdp/shared/api/routes';
import type { EmailTypeView } from '@tdp/shared/schemas/email-template';
import { useApi } from '../../../lib/use-api.ts';

/** Every e-mail type with its audience, placeholders, template and recipients (`GET /api/admin/email-types`). */
export function useEmailTypes() {
  return useApi<{ data: EmailTypeView[] }>(routes.listEmailTypes);
}
