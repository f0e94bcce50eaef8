import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import type { PackageAdminRow } from '@tdp/shared/schemas/package';
import { useApi } from '../../../lib/use-api.ts';

/** How many matches a package picker offers at once. */
const PICKER_RESULTS = 10;

/**
 * Packages whose title or url holds the words typed (`GET /packages/admin-all?search=`), for the package
 * pickers of Top Picks and Top Best Bets. An empty text lists the most recently changed packages.
 */
export function usePackageSearch(text: string, enabled: boolean) {
  const search = text.trim();
  const { data, error, isLoading } = useApi(
    catalogueRoutes.listPackagesForAdmin,
    enabled ? { query: { page: 1, limit: PICKER_RESULTS, search: search || undefined } } : null,
  );
  return { packages: data?.packages ?? ([] as PackageAdminRow[]), total: data?.total, error, isLoading };
}
