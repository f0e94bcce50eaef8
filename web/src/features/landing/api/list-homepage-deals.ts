import { routes } from '@tdp/shared/api/routes';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { useApi } from '../../../lib/use-api.ts';

/** The six homepage deals (`GET /packages/six`). */
export function useHomepageDeals() {
  return useApi<PackageCard[]>(routes.listHomepagePackages);
}
