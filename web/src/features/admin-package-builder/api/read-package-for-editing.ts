import { routes } from '@tdp/shared/api/routes';
import type { Package } from '@tdp/shared/schemas/package';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /packages/edit-form/{id}`: the whole package with its version, as a save must send it back. */
export function readPackageForEditing(id: number, signal?: AbortSignal): Promise<Package> {
  return apiFetch<Package>(routes.getPackageEditForm, { params: { id }, signal });
}
