import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /packages/{id}` (numeric id): removes a package from the site. */
export async function deletePackage(id: number): Promise<void> {
  await apiFetch<void>(routes.deletePackage, { params: { id } });
}
