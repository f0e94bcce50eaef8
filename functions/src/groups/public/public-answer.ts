import type { RouteDefinition } from '@tdp/shared/api/route-definition';
import type { GroupHandlers } from '../../http/create-group-handler.ts';
import type { ApiEvent, RouteHandler, RouteResponse } from '../../http/http-types.ts';
import { resolveAdminView } from './admin-view.ts';

/** Keys of the audit trail: the usernames of the admins who created and last changed an item. */
const AUDIT_TRAIL_KEYS: ReadonlySet<string> = new Set(['createdBy', 'updatedBy']);

/** A copy of a JSON answer without the audit trail, at any depth (lists, `data` wrappers, nested items). */
export function withoutAuditTrail(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAuditTrail);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) if (!AUDIT_TRAIL_KEYS.has(key)) kept[key] = withoutAuditTrail(child);
  return kept;
}

/**
 * How the edge and browsers may keep a visitor's answer to a public read: CloudFront for a minute, then a stale copy
 * for up to five more while it asks again; browsers ask each time (an edit shows on the next visit). See
 * docs/decisions/public-reads-at-the-edge.md.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Whether the request carries an Authorization header (a signed-in caller: its answer is never shared). */
function isSignedIn(event: ApiEvent): boolean {
  return Object.keys(event.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

/**
 * Whether an answer may be kept and shared at the edge: a GET open to anyone, answered to a visitor without a token
 * and outside the admin view, that did not set its own caching (the portal's reads say `private, no-store`).
 */
function isShareable(route: Pick<RouteDefinition, 'method' | 'access'> | undefined, request: { event: ApiEvent }, response: RouteResponse): boolean {
  if (route?.method !== 'GET' || route.access !== 'public' || isSignedIn(request.event)) return false;
  return !Object.keys(response.headers ?? {}).some((name) => name.toLowerCase() === 'cache-control');
}

type PublicGroupHandlers = GroupHandlers<'public'>;

/** What a public read receives on top of its route's request: whether the caller was granted the admin view. */
export interface PublicReadContext {
  /** True only for `isFromAdmin=true` with an admin's token (see `resolveAdminView`). */
  adminView: boolean;
}

/** The public group's handler map as written: each read also gets {@link PublicReadContext}. */
export type PublicReadHandlers = {
  [K in keyof PublicGroupHandlers]: PublicGroupHandlers[K] extends RouteHandler<infer R>
    ? (request: Parameters<RouteHandler<R>>[0] & PublicReadContext) => ReturnType<RouteHandler<R>>
    : never;
};

/**
 * The one place that shapes the public group's answers. It resolves the admin view once per request
 * (`isFromAdmin=true` needs an admin token: 401/403 otherwise) and hands it to the read; every answer outside
 * the admin view (visitors', and agents' portal reads) leaves the audit trail out, whatever the domain returned,
 * so admins' usernames never reach the public site or the portal. A visitor's answer to a GET open to anyone may be kept
 * at the edge ({@link PUBLIC_READ_CACHE_CONTROL}); every other answer keeps the API's `no-store`.
 */
export function answerPublicly(
  routes: Readonly<Record<string, Pick<RouteDefinition, 'method' | 'access'>>>,
  handlers: PublicReadHandlers,
): PublicGroupHandlers {
  const shaped: Record<string, RouteHandler> = {};
  for (const [name, read] of Object.entries(handlers as Record<string, (request: Parameters<RouteHandler>[0] & PublicReadContext) => Promise<RouteResponse>>)) {
    shaped[name] = async (request) => {
      const adminView = await resolveAdminView(request.query as { isFromAdmin?: 'true' | 'false' } | undefined, request.event);
      const response = await read({ ...request, adminView });
      if (adminView) return response;
      const shaped = { ...response, body: withoutAuditTrail(response.body) };
      return isShareable(routes[name], request, response) ? { ...shaped, headers: { ...shaped.headers, 'cache-control': PUBLIC_READ_CACHE_CONTROL } } : shaped;
    };
  }
  return shaped as unknown as PublicGroupHandlers;
}
