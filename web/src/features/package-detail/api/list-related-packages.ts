import { routes } from '@tdp/shared/api/routes';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { useApi } from '../../../lib/use-api.ts';

/** Three deals like a package (`GET /packages/three?id=&travelStyleIds=[..]`), the package itself left out. */
export function useRelatedPackages(slug: string, travelStyleIds: readonly number[]) {
  return useApi<PackageCard[]>(routes.listRelatedPackages, {}, { id: slug, travelStyleIds });
}
