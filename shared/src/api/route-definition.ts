import type { z } from 'zod/mini';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Roles a signed-in user can hold. Shown as "Admin" and "Connected Agent". */
export type Role = 'admin' | 'agent';
export const ROLES: readonly Role[] = ['admin', 'agent'];

/**
 * Handler groups are Lambda functions. A group is chosen by what its code may touch, not by screen:
 * - `public`: reads the content table only (catalogue, deals, directory, portal content).
 * - `auth`: the only group that touches the identity table (login, refresh, reset, people).
 * - `catalogue`: admin writes to the content table.
 * - `leads`: writes/reads the leads table and sends e-mail.
 * - `media`: presigned uploads and listing of the media bucket.
 * - `people`: admins manage agents (login + public profile) and admins: identity and content read-write,
 *   sends invitations, never holds the signing key.
 */
export type HandlerGroup = 'public' | 'auth' | 'catalogue' | 'leads' | 'media' | 'people';
export const HANDLER_GROUPS: readonly HandlerGroup[] = ['public', 'auth', 'catalogue', 'leads', 'media', 'people'];

/**
 * Who may call a route.
 * - `'public'`: anyone, no token needed.
 * - an array of roles: a valid access token is required and its role must be listed;
 *   an empty array allows any authenticated role.
 */
export type Access = 'public' | readonly Role[];

/** One endpoint of the API, as data. */
export interface RouteDefinition<
  TParams extends z.ZodMiniType = z.ZodMiniType,
  TQuery extends z.ZodMiniType = z.ZodMiniType,
  TBody extends z.ZodMiniType = z.ZodMiniType,
  TGroup extends HandlerGroup = HandlerGroup,
> {
  method: HttpMethod;
  /** Path in API Gateway form, e.g. `/packages/{id}`. */
  path: string;
  group: TGroup;
  access: Access;
  /** Schema of the path parameters (strings). */
  params?: TParams;
  /** Schema of the query string parameters (strings). */
  query?: TQuery;
  /** Schema of the JSON body. A route without one refuses a non-empty body. */
  body?: TBody;
  /** Largest accepted body in bytes; default {@link DEFAULT_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
  /** One line for the README's route table and logs. */
  summary: string;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Declares a route keeping its schema types. */
export function defineRoute<
  TGroup extends HandlerGroup,
  TParams extends z.ZodMiniType = z.ZodMiniUndefined,
  TQuery extends z.ZodMiniType = z.ZodMiniUndefined,
  TBody extends z.ZodMiniType = z.ZodMiniUndefined,
>(route: RouteDefinition<TParams, TQuery, TBody, TGroup>): RouteDefinition<TParams, TQuery, TBody, TGroup> {
  return route;
}

/** API Gateway's route key, e.g. `GET /packages/{id}`. */
export function routeKeyOf(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Names of the path parameters in an API Gateway path: `/a/{id}/{slug}` → `['id','slug']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((m) => m[1]!);
}
