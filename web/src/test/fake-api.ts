import { vi } from 'vitest';
import type { AnswerOf, BodyOf } from '@tdp/shared/api/route-definition';
import { routeList, type RouteName, type Routes } from '@tdp/shared/api/routes';
import { abortAsFetchDoes } from './abort-as-fetch-does.ts';

/** An answer other than the route's typed one: an error, another status, headers (e.g. `Retry-After`). */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Any status and body, untyped: a 202, an empty 200, a body the client cannot read. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): FakeReply {
  return new FakeReply(status, body, headers);
}

/** An API error as the server words it (`{ error: { code, message, fields } }`). */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>, headers?: Record<string, string>): FakeReply {
  return new FakeReply(status, { error: { code, message, ...(fields ? { fields } : {}) } }, headers);
}

/** One request the fake API received, with the route it matched. */
export interface FakeRequest<K extends RouteName = RouteName> {
  route: K;
  method: string;
  path: string;
  /** The path's `{name}` segments, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: BodyOf<Routes[K]>;
  authorization: string | undefined;
}

/** What a route answers in a test: its answer (typed by the manifest, status 200 or 204), or a {@link FakeReply}. */
export type FakeAnswer<K extends RouteName> = AnswerOf<Routes[K]> | FakeReply;

/** A route's fake: its answer, or a function of the request that returns one. */
export type FakeHandler<K extends RouteName> = FakeAnswer<K> | ((request: FakeRequest<K>) => FakeAnswer<K> | Promise<FakeAnswer<K>>);

/** The fake API: a handler per route name; a route without one answers 404. */
export type FakeHandlers = { [K in RouteName]?: FakeHandler<K> };

/** Routes with fixed segments first, so `/packages/six` is not taken for `/packages/{id}`. */
const matchers = routeList
  .map((route) => {
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([A-Za-z0-9_]+)\+?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, names, pattern: new RegExp(`^${pattern}$`) };
  })
  .sort((a, b) => a.names.length - b.names.length);

function matchRoute(method: string, path: string): { name: RouteName; params: Record<string, string> } | undefined {
  for (const { route, names, pattern } of matchers) {
    if (route.method !== method) continue;
    const match = pattern.exec(path);
    if (match) return { name: route.name, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
  }
  return undefined;
}

function toResponse(answer: unknown): Response {
  const { status, body, headers } = answer instanceof FakeReply ? answer : { status: answer === undefined ? 204 : 200, body: answer, headers: {} };
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A request as the fake `fetch` saw it, before any route is matched. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

/**
 * The one fake `fetch` of the web tests: records each request (as `record` shapes it) and answers what `answer` gives,
 * a route's answer (200, or 204 when undefined) or a {@link FakeReply}. An aborted request rejects as `fetch` does;
 * a handler that throws makes the request fail as an unreachable server does. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeFetch<T>(record: (seen: SeenRequest) => T, answer: (request: T) => unknown): T[] {
  const requests: T[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      abortAsFetchDoes(init);
      const url = new URL(String(input), 'http://api.test');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const request = record({
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        authorization: headers.Authorization,
      });
      requests.push(request);
      return toResponse(await answer(request));
    }),
  );
  return requests;
}

/**
 * Replaces `fetch` with a fake API whose handlers are keyed by manifest route name and typed by the route's answer:
 * `fakeApi({ getPackage: pkg, listTravelStyles: () => apiError(503, 'INTERNAL', 'Busy') })`. A request that matches no
 * handled route answers 404; an aborted request rejects as `fetch` does; a handler that throws is a network failure.
 * Returns the requests received, in order, each with the route it matched and its path parameters.
 */
export function fakeApi(handlers: FakeHandlers): FakeRequest[] {
  return fakeFetch(
    (seen): FakeRequest => {
      const matched = matchRoute(seen.method, seen.path);
      return { ...seen, route: matched?.name as RouteName, params: matched?.params ?? {}, body: seen.body as never };
    },
    async (request) => {
      const handler = request.route === undefined ? undefined : (handlers[request.route] as FakeHandler<RouteName> | undefined);
      if (handler === undefined) return apiError(404, 'NOT_FOUND', `No fake for ${request.method} ${request.path}.`);
      return typeof handler === 'function' ? handler(request) : handler;
    },
  );
}

/**
 * A handler that answers only for the given path parameters and 404 for any other, so a test pins which item the
 * screen reads or changes: `updateTravelStyle: forParams({ id: '4' }, apiError(409, …))`.
 */
export function forParams<K extends RouteName>(params: Record<string, string>, handler: FakeHandler<K>): (request: FakeRequest<K>) => Promise<FakeAnswer<K>> {
  return async (request) => {
    const matches = Object.entries(params).every(([name, value]) => request.params[name] === value);
    if (!matches) return apiError(404, 'NOT_FOUND', `No fake for ${request.method} ${request.path}.`);
    return typeof handler === 'function' ? handler(request) : handler;
  };
}
