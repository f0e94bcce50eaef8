import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { useApi } from './use-api.ts';

/**
 * The title of the package at `slug` (null: no package), for screens that name a lead's package: the admins read
 * drafts and expired packages too (`asAdmin`). Undefined while it loads or when the package is gone: show the slug.
 */
export function usePackageTitle(slug: string | null, options: { asAdmin?: boolean } = {}): string | undefined {
  const { data } = useApi(catalogueReadRoutes.getPackage, slug ? { params: { id: slug }, query: options.asAdmin ? { isFromAdmin: true } : {} } : null, {
    shouldRetryOnError: false,
  });
  return data?.title;
}
