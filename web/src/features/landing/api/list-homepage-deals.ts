import { routes } from '@tdp/shared/api/routes';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { useApiAfterFirstScreen } from '../../../lib/use-api.ts';

/** The six homepage deals (`GET /packages/six`), asked once the page's first screen has painted (the hero first). */
export function useHomepageDeals() {
  return useApiAfterFirstScreen<PackageCard[]>(routes.listHomepagePackages);
}
