import type { z } from 'zod/mini';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Roles a signed-in user can hold. Shown as "Admin" and "Connected Agent". */
export type Role = 'admin' | 'agent';
export const ROLES: readonly Role[] = ['admin', 'agent'];

/**
 * Handler groups are Lambda functions. A group is chosen by what its code may touch, not by screen:
 * - `public`: reads the content table (catalogue, deals, directory, portal content) and signs downloads of the
 *   portal's private documents (`Documents/` of the media bucket, read only).
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

declare const answerType: unique symbol;

/**
 * What a route answers, as a type only: `answer<PackageCard[]>()`. The runtime value is one shared constant, so
 * the route files the public pages import carry no schema of their answers; `Answer<void>` is an empty answer
 * (a 204, or a 200 without a body).
 */
export interface Answer<T> {
  readonly kind: 'json' | 'empty';
  /** Never set: carries `T` for the compiler. */
  readonly [answerType]?: T;
}

const JSON_ANSWER: Answer<never> = { kind: 'json' };

/** Marks a route's JSON answer type: `answer: answer<Package>()`. */
export function answer<T>(): Answer<T> {
  return JSON_ANSWER as Answer<T>;
}

/** Marks a route that answers no body (`204 No Content`). */
export const noAnswer: Answer<void> = { kind: 'empty' };

/** One endpoint of the API, as data. */
export interface RouteDefinition<
  TParams extends z.ZodMiniType = z.ZodMiniType,
  TQuery extends z.ZodMiniType = z.ZodMiniType,
  TBody extends z.ZodMiniType = z.ZodMiniType,
  TGroup extends HandlerGroup = HandlerGroup,
  TAnswer = unknown,
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
  /** What it answers (type only): `answer<T>()`, or `noAnswer`. */
  answer: Answer<TAnswer>;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Declares a route keeping its schema and answer types. */
export function defineRoute<
  TGroup extends HandlerGroup,
  TAnswer,
  TParams extends z.ZodMiniType = z.ZodMiniUndefined,
  TQuery extends z.ZodMiniType = z.ZodMiniUndefined,
  TBody extends z.ZodMiniType = z.ZodMiniUndefined,
>(route: RouteDefinition<TParams, TQuery, TBody, TGroup, TAnswer>): RouteDefinition<TParams, TQuery, TBody, TGroup, TAnswer> {
  return route;
}

/** What a route answers: `AnswerOf<typeof routes.getPackage>` is `PublicPackage` (`unknown` for an object that declares no answer). */
export type AnswerOf<R> = R extends { answer: Answer<infer T> } ? T : unknown;

// Route schemas are optional properties (`params?: T`), so strip the `undefined` before inferring.
type SchemaInput<S> = [NonNullable<S>] extends [z.ZodMiniType] ? z.input<NonNullable<S>> : undefined;

/**
 * A path or query value as a caller writes it: the wire carries strings, so where the schema reads any string (and
 * turns it into a number or a list) the caller may pass the number or the list; a fixed set of words stays that set.
 */
type QueryValue<T> = T extends string ? (string extends T ? string | number | readonly (string | number)[] : T | boolean) : T;
type PathValue<T> = T extends string ? (string extends T ? string | number : T) : T;
type QueryObject<T> = T extends object ? { [K in keyof T]: QueryValue<T[K]> } : T;
type PathObject<T> = T extends object ? { [K in keyof T]: PathValue<T[K]> } : T;

/** The path parameters a call of `R` passes (`{ id: 7 }`), or `undefined` for a path without any. */
export type ParamsOf<R> = R extends { params?: infer S } ? PathObject<SchemaInput<S>> : undefined;
/** The query a call of `R` passes (a JSON list field takes the list), or `undefined` for a route without a query schema. */
export type QueryOf<R> = R extends { query?: infer S } ? QueryObject<SchemaInput<S>> : undefined;
/** The JSON body a call of `R` sends, or `undefined` for a route without one. */
export type BodyOf<R> = R extends { body?: infer S } ? SchemaInput<S> : undefined;

/** API Gateway's route key, e.g. `GET /packages/{id}`. */
export function routeKeyOf(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Names of the path parameters in an API Gateway path: `/a/{id}/{slug}` → `['id','slug']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((m) => m[1]!);
}
