import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { preloadApi } from '../../../lib/use-api.ts';

/**
 * Starts the package builder's reads before it renders (`packages/edit/:id`, or `packages/add` without an id): the
 * package as the builder edits it, and the choices its form offers (travel styles, departure cities, the destination
 * tree as the admin sees it). The builder's `useApi` reads take these answers.
 */
export function preloadPackageBuilder(id: string | undefined): void {
  if (id !== undefined && /^[1-9][0-9]{0,11}$/.test(id)) void preloadApi(catalogueRoutes.getPackageEditForm, { params: { id: Number(id) } });
  void preloadApi(catalogueReadRoutes.listTravelStyles);
  void preloadApi(catalogueReadRoutes.listDepartureCities);
  void preloadApi(asAdminRead(catalogueReadRoutes.listContinents), { query: ADMIN_VIEW_QUERY });
}
