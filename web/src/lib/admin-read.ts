import type { ApiRoute } from './api-client.ts';

/**
 * The admin's view of a public read (`GET /promotions?isFromAdmin=true` and the like): the API answers it
 * only with an admin's token, while the manifest marks the route public (visitors read it too). Sending
 * it as an admin route makes the API client attach the token and refresh it on a 401.
 */
export function asAdminRead<TRoute extends ApiRoute>(route: TRoute): TRoute {
  return { ...route, access: ['admin'] };
}

/** Query asking a public read for the admin's view (drafts, hidden and inactive items included). */
export const ADMIN_VIEW_QUERY = { isFromAdmin: 'true' } as const;
