import { buildUrl } from '@tdp/shared/api/build-url';
import { routeKeyOf } from '@tdp/shared/api/route-definition';
import type { ApiParams, ApiQuery, ApiRoute } from './api-client.ts';

/** The path parameters and query of a read, whatever its route. */
interface UntypedRead {
  params?: ApiParams;
  query?: ApiQuery;
}

/**
 * SWR cache key of a read: the route's key, then its URL with parameters and query filled in, e.g.
 * `GET /packages/{id} /packages/bali`. The one function that makes keys: `useApi`, the route loaders that seed a
 * page's reads (on the server and in the browser) and `useRefreshRoutes` all derive them here, so a seeded read is
 * found under the key its hook asks with, and a refresh finds every read of a route by the route itself.
 */
export function readKey(route: Pick<ApiRoute, 'method' | 'path'>, args?: object | null): string {
  const { params, query } = (args ?? {}) as UntypedRead;
  return `${routeKeyOf(route)} ${buildUrl(route, params, query)}`;
}

/** Whether an SWR key is a read of `route` (a `readKey`, or a list's page key `[readKey, ...]`). */
export function isReadOf(key: unknown, route: Pick<ApiRoute, 'method' | 'path'>): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  if (typeof first !== 'string') return false;
  const routeKey = routeKeyOf(route);
  return first.length > routeKey.length && first.startsWith(routeKey) && first[routeKey.length] === ' ' && !first.includes(' ', routeKey.length + 1);
}
