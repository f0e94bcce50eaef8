import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /api/admin/webinars/{id}`. */
export async function deleteWebinar(id: number): Promise<void> {
  await apiFetch<void>(routes.deleteWebinar, { params: { id } });
}
