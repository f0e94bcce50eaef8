import { routes } from '@tdp/shared/api/routes';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { useApi } from '../../../lib/use-api.ts';

/** A package on sale by its url slug (`GET /packages/{id}`); a 404 `ApiError` when there is none. */
export function usePackage(slug: string) {
  return useApi<PublicPackage>(routes.getPackage, { id: slug });
}
