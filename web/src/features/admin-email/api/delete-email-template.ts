import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** Deletes a template of the agency's own (`DELETE /api/admin/email-templates/{id}`; 409 for a built-in one or one in use). */
export function deleteEmailTemplate(id: string): Promise<void> {
  return apiFetch<void>(routes.deleteEmailTemplate, { params: { id } });
}
