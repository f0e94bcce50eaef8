import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { apiFetch } from '../../lib/api-client.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { legacyDestinationHref, legacyRedirectRule } from './legacy-redirects.ts';

/**
 * Where a path of the old site now lives. An old destination page reads the live destination tree; if that fails the
 * visitor still lands on the deals list, unfiltered, rather than on an error.
 */
export async function legacyRedirectTarget(pathname: string): Promise<string> {
  const rule = legacyRedirectRule(pathname);
  if (!rule) return PUBLIC_PATHS.deals;
  if ('to' in rule) return rule.to;
  try {
    return legacyDestinationHref(rule.destination, await apiFetch(catalogueReadRoutes.listContinents));
  } catch {
    return PUBLIC_PATHS.deals;
  }
}

/**
 * Route `loader` of every legacy path: a permanent redirect to its deals list. The server answers it as a real
 * 301 (search engines move the old address's standing to the new one); in the browser the router replaces the
 * history entry (`replace`), so Back never returns to the old address.
 */
export async function legacyRedirectLoader({ request }: LoaderFunctionArgs): Promise<never> {
  throw replace(await legacyRedirectTarget(new URL(request.url).pathname), 301);
}
