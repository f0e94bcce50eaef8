import type { HandlerGroup, RouteDefinition } from '@tdp/shared/api/route-definition';
import { routeKeyOf } from '@tdp/shared/api/route-definition';
import type { ApiEvent, ApiResult, LambdaContext } from '../src/http/http-types.ts';

/**
 * Test support: sends one manifest route to its group's Lambda handler as a minimal API Gateway v2
 * event (what the gateway would send), and parses the JSON answer. The test clients of the catalogue and
 * the leads (`catalogue-api-client.ts`, `leads-api-client.ts`) call routes by name through it.
 */

type GroupHandler = (event: ApiEvent, context: LambdaContext) => Promise<ApiResult>;

const handlers = new Map<HandlerGroup, Promise<GroupHandler>>();

/** The Lambda handler of a group, imported once. */
export function groupHandler(group: HandlerGroup): Promise<GroupHandler> {
  let handler = handlers.get(group);
  if (!handler) {
    handler = import(`../src/groups/${group}/handler.ts`).then((module: { handler: GroupHandler }) => module.handler);
    handlers.set(group, handler);
  }
  return handler;
}

export interface RouteCall {
  /** Path parameters; a number is sent as its digits. */
  params?: Record<string, string | number>;
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

export interface RouteAnswer<T = any> {
  status: number;
  /** As the handler named them (`lowerCaseNames` gives them in lower case). */
  headers: Record<string, string>;
  /** `Set-Cookie` values of the answer (payload 2.0 `cookies`). */
  cookies: string[];
  body: T;
}

/** Headers with lower-case names and text values, as a client reads them. */
export function lowerCaseNames(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
}

export async function callRoute<T = any>(route: RouteDefinition, call: RouteCall = {}): Promise<RouteAnswer<T>> {
  const routeKey = routeKeyOf(route);
  const params = call.params && Object.fromEntries(Object.entries(call.params).map(([name, value]) => [name, String(value)]));
  let rawPath = route.path;
  for (const [name, value] of Object.entries(params ?? {})) rawPath = rawPath.replace(`{${name}}`, encodeURIComponent(value));
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
    pathParameters: params,
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
  const result = await (await groupHandler(route.group as HandlerGroup))(event, {} as LambdaContext);
  return {
    status: result.statusCode ?? 200,
    headers: (result.headers ?? {}) as Record<string, string>,
    cookies: result.cookies ?? [],
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}
