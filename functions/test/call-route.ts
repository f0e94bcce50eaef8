import type { HandlerGroup, RouteDefinition } from '@tdp/shared/api/route-definition';
import { routeKeyOf } from '@tdp/shared/api/route-definition';
import type { ApiEvent, ApiResult, LambdaContext } from '../src/http/http-types.ts';

/**
 * Test support: sends one manifest route to its group's Lambda handler as a minimal API Gateway v2
 * event (what the gateway would send), and parses the JSON answer.
 */

type GroupHandler = (event: ApiEvent, context: LambdaContext) => Promise<ApiResult>;

const handlers = new Map<HandlerGroup, Promise<GroupHandler>>();

function handlerOf(group: HandlerGroup): Promise<GroupHandler> {
  if (!handlers.has(group)) {
    const entry = new URL(`../src/groups/${group}/handler.ts`, import.meta.url).href;
    handlers.set(group, import(/* @vite-ignore */ entry).then((module: { handler: GroupHandler }) => module.handler));
  }
  return handlers.get(group)!;
}

export interface RouteCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON; a string is sent as is. */
  body?: unknown;
  /** Bearer access token. */
  token?: string;
  sourceIp?: string;
  /** Extra request headers, e.g. what CloudFront adds (`viaCdn` in functions/test/cdn-origin.ts). */
  headers?: Record<string, string>;
  /** Cookies the browser sends (`name=value` each), as API Gateway passes them: in `event.cookies`. */
  cookies?: string[];
}

export interface RouteAnswer {
  status: number;
  headers: Record<string, string>;
  /** `Set-Cookie` values of the answer (payload 2.0 `cookies`). */
  cookies: string[];
  body: any;
}

export async function callRoute(route: RouteDefinition, call: RouteCall = {}): Promise<RouteAnswer> {
  const routeKey = routeKeyOf(route);
  let rawPath = route.path;
  for (const [name, value] of Object.entries(call.params ?? {})) rawPath = rawPath.replace(`{${name}}`, encodeURIComponent(value));
  const headers: Record<string, string> = {};
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.token !== undefined) headers.authorization = `Bearer ${call.token}`;
  Object.assign(headers, call.headers);
  const event = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(call.query ?? {}).toString(),
    headers,
    queryStringParameters: call.query,
    pathParameters: call.params,
    ...(call.cookies && call.cookies.length > 0 ? { cookies: call.cookies } : {}),
    body: call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: `test-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: call.sourceIp ?? '127.0.0.1', userAgent: 'vitest' },
    },
  } as ApiEvent;
  const result = await (await handlerOf(route.group as HandlerGroup))(event, {} as LambdaContext);
  return {
    status: result.statusCode ?? 200,
    headers: (result.headers ?? {}) as Record<string, string>,
    cookies: result.cookies ?? [],
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}
