import { buildUrl, type QueryValue } from '@tdp/shared/api/build-url';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf, RouteDefinition } from '@tdp/shared/api/route-definition';
import { ApiError, type ApiErrorCode } from './api-error.ts';
import { jsonRequestHeaders } from './json-request.ts';

export { ApiError, type ApiErrorCode };

/**
 * A route of the manifest (`catalogueReadRoutes.getPackage`, ...): its method, path and access are read here; its
 * schemas' and answer's types type the call (the web bundle imports the route files, whose answers are type-only).
 */
export type ApiRoute = Pick<RouteDefinition, 'method' | 'path' | 'access'>;

/** Path parameters of a call, by the `{name}` segments of the route's path. */
export type ApiParams = Record<string, string | number>;

/** Query string of a call; arrays are sent as JSON lists (e.g. the deals filters' lists of ids). */
export type ApiQuery = Record<string, QueryValue>;

/** Returns the current access token, or nothing when signed out. Installed by the auth feature. */
export type AccessTokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Called once when an authenticated call answers 401. Resolves `true` when a fresh access token is
 * available and the call should be retried (once); `false` when the session is over (the handler clears
 * it and sends the user to /login), in which case the call fails with the 401 `ApiError`.
 */
export type UnauthorizedHandler = (failed: { route: ApiRoute; url: string }) => Promise<boolean>;

/** Sends one request of {@link apiFetch}: the browser's `fetch`, or the server renderer's in-process handlers. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let apiBaseUrl = '';
let transport: ApiTransport = (url, init) => fetch(url, init);
let accessTokenProvider: AccessTokenProvider = () => null;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Sets the address calls are made to (`apiBaseUrl` of the runtime config; '' = same origin). */
export function setApiBaseUrl(baseUrl: string): void {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
}

/**
 * Hook point for the server renderer (web/server): its reads go to the API's handlers in the same process rather
 * than over HTTP. The browser keeps `fetch`.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Hook point for the auth feature: supplies the Bearer token sent on calls to non-public routes. */
export function setAccessTokenProvider(provider: AccessTokenProvider | null): void {
  accessTokenProvider = provider ?? (() => null);
}

/** Hook point for the auth feature: refresh-once-and-retry on a 401 (see {@link UnauthorizedHandler}). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** Full address of a call to `route`, e.g. `http://127.0.0.1:3001/packages/bali?isFromAdmin=true`. */
export function apiUrl(route: Pick<ApiRoute, 'path'>, params?: ApiParams, query?: ApiQuery): string {
  return apiBaseUrl + buildUrl(route, params, query);
}

/** The type `{}`: `NothingRequired extends T` holds when no key of `T` is required. */
export type NothingRequired = Record<never, never>;

// A part of a call: absent for a route without that schema, optional when every field of it is, required otherwise.
type CallPart<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : NothingRequired extends V ? { [P in K]?: V } : { [P in K]: V };

// A route object made by hand (a dev route, a test's) has no schemas: its parts are as loose as the URL builder.
type Loose<R, K extends string, Typed, Untyped> = K extends keyof R ? Typed : Untyped | undefined;

/** What a read of `R` names: its path parameters and query, typed by the route's schemas. */
export type ReadArgs<R> = CallPart<'params', Loose<R, 'params', ParamsOf<R>, ApiParams>> & CallPart<'query', Loose<R, 'query', QueryOf<R>, ApiQuery>>;

/** What a call of `R` sends besides the route: path parameters, query, JSON body (typed by its schemas), abort signal. */
export type ApiCall<R> = ReadArgs<R> &
  CallPart<'body', Loose<R, 'body', BodyOf<R>, unknown>> & {
    signal?: AbortSignal;
    /** Another base address than `apiBaseUrl` (only the local gateway's dev routes, on the API port). */
    baseUrl?: string;
  };

/** The arguments after the route: the call may be left out when nothing in it is required. */
export type CallArgs<C> = NothingRequired extends C ? [call?: C] : [call: C];

/** A call's options as the transport reads them, whatever the route. */
interface UntypedCall {
  params?: ApiParams;
  query?: ApiQuery;
  body?: unknown;
  signal?: AbortSignal;
  baseUrl?: string;
}

/**
 * Calls a manifest route and returns its answer, typed by the route (`undefined` for an empty answer): params,
 * query and body are checked against the route's schemas at compile time.
 * Non-public routes carry `Authorization: Bearer <token>` and get one retry after the unauthorized
 * handler refreshed the session. Throws {@link ApiError} for every failed call; an abort is rethrown as is.
 *
 * The request leaves at once; the code that reads its answer (api-answer.ts) downloads beside it with a first call, so
 * a first visit, whose page arrives with its data, carries none of it (docs/decisions/public-site-weight.md).
 */
export async function apiFetch<R extends ApiRoute>(route: R, ...[call]: CallArgs<ApiCall<R>>): Promise<AnswerOf<R>> {
  const options = (call ?? {}) as UntypedCall;
  const url =
    options.baseUrl === undefined
      ? apiUrl(route, options.params, options.query)
      : options.baseUrl.replace(/\/+$/, '') + buildUrl(route, options.params, options.query);
  const answers = import('./api-answer.ts');
  // Awaited below; an aborted call leaves before, and its download's failure is nobody's to report.
  answers.catch(() => undefined);
  const needsToken = route.access !== 'public';
  let response = await send(route, url, options, needsToken);
  if (response && response.status === 401 && needsToken && unauthorizedHandler && (await unauthorizedHandler({ route, url }))) {
    response = await send(route, url, options, needsToken);
  }
  const { readAnswer, networkError } = await answers;
  if (!response) throw networkError();
  return (await readAnswer(response)) as AnswerOf<R>;
}

/** The call's answer, or null when none arrived (an abort is rethrown: it is the caller's choice, not a failure). */
async function send(route: ApiRoute, url: string, options: UntypedCall, needsToken: boolean): Promise<Response | null> {
  const headers = jsonRequestHeaders(options.body !== undefined);
  if (needsToken) {
    const token = await accessTokenProvider();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const bodyText = options.body === undefined ? undefined : JSON.stringify(options.body);
  try {
    return await transport(url, { method: route.method, headers, body: bodyText, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
}
