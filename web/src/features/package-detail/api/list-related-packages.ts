import { routes } from '@tdp/shared/api/routes';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { useApiAfterFirstScreen } from '../../../lib/use-api.ts';

/** Three deals like a package (`GET /packages/three?id=&travelStyleIds=[..]`), the package itself left out;
 * asked once the page's first screen has painted (the banner, title and price first). */
export function useRelatedPackages(slug: string, travelStyleIds: readonly number[]) {
  return useApiAfterFirstScreen<PackageCard[]>(routes.listRelatedPackages, {}, { id: slug, travelStyleIds });
}
