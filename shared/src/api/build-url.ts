import type { RouteDefinition } from './route-definition.ts';
import { pathParameterNames } from './route-definition.ts';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Builds the path and query of a call to `route`: fills `{param}` segments (URL-encoded)
 * and appends the query. Arrays are sent as JSON lists, as the deals filters are (`travelStyleIds=[4,13]`).
 * Throws when a path parameter is missing, so a bad call never reaches the network.
 */
export function buildUrl(route: Pick<RouteDefinition, 'path'>, params: Record<string, string | number> = {}, query: Record<string, QueryValue> = {}): string {
  const names = pathParameterNames(route.path);
  let path = route.path;
  for (const name of names) {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    path = path.replace(new RegExp(`\\{${name}\\+?\\}`), encodeURIComponent(String(value)));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
