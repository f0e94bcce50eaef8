import type { RouteDefinition } from '@tdp/shared/api/route-definition';

/** Path prefix CloudFront sends to the media bucket; never an API path. */
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * CloudFront path patterns that send requests to the API: one `/<first segment>*` per distinct first
 * segment of the manifest's paths (`/api/*` → `/api*`, `/packages/{id}` → `/packages*`), so a route
 * added to the manifest is reachable without touching the distribution. Every other path is the SPA's.
 */
export function apiPathPatterns(routes: ReadonlyArray<Pick<RouteDefinition, 'path'>>): string[] {
  const segments = new Set<string>();
  for (const route of routes) {
    const first = route.path.split('/')[1] ?? '';
    if (first === '' || first.startsWith('{')) {
      throw new Error(`Route ${route.path} has no literal first segment: CloudFront could not tell it from a page of the site`);
    }
    if (`/${first}/` === MEDIA_PATH_PREFIX) throw new Error(`Route ${route.path} collides with the media path ${MEDIA_PATH_PREFIX}`);
    segments.add(first);
  }
  return [...segments].sort().map((segment) => `/${segment}*`);
}
