import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /api/admin/newsletters/{id}`. */
export async function deleteNewsletter(id: number): Promise<void> {
  await apiFetch<void>(routes.deleteNewsletter, { params: { id } });
}
