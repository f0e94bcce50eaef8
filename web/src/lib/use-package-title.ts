import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { useApi } from './use-api.ts';

/**
 * The title of the package at `slug` (null: no package) as the site shows it, for screens that name a lead's package.
 * Undefined while it loads or when the package is not on the site any more (a draft, expired, deleted): show the slug.
 */
export function usePackageTitle(slug: string | null): string | undefined {
  const { data } = useApi(catalogueReadRoutes.getPackage, slug ? { params: { id: slug } } : null, { shouldRetryOnError: false });
  return data?.title;
}
