import { routes } from '@tdp/shared/api/routes';
import type { Package, PackageCreateInput } from '@tdp/shared/schemas/package';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /packages`: creates a package (409 on `package_url` when the url is taken). */
export function createPackage(body: PackageCreateInput): Promise<Package> {
  return apiFetch<Package>(routes.createPackage, { body });
}
