import { routes } from '@tdp/shared/api/routes';
import type { Package, PackageUpdateInput } from '@tdp/shared/schemas/package';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /packages/{id}`: saves the whole package if it is still at `body.version` (409 on `version` otherwise). */
export function updatePackage(id: number, body: PackageUpdateInput): Promise<Package> {
  return apiFetch<Package>(routes.updatePackage, { params: { id }, body });
}
