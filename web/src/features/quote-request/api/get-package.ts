import { routes } from '@tdp/shared/api/routes';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { useApi } from '../../../lib/use-api.ts';

/** The package a quote is asked for (`GET /packages/{id}` by url slug); waits while there is none. */
export function useQuotedPackage(slug: string | undefined) {
  return useApi<PublicPackage>(slug ? routes.getPackage : null, slug ? { id: slug } : undefined);
}
