import middy from '@middy/core';
import type { z } from 'zod/mini';
import type { Routes } from '@tdp/shared/api/routes';
import { DEFAULT_MAX_BODY_BYTES, routeKeyOf, type HandlerGroup, type RouteDefinition } from '@tdp/shared/api/route-definition';
import { DomainError, Forbidden, Invalid, NotFound, PayloadTooLarge, Unauthorized, UnsupportedMediaType } from '../domain/domain-errors.ts';
import { verifyAccessToken } from '../auth/verify-access-token.ts';
import { addressLimitKey, clientAddressOf } from './client-address.ts';
import type { ApiEvent, ApiResult, Caller, LambdaContext, RouteHandler, RouteRequest } from './http-types.ts';
import { errorResponse, jsonResponse } from './json-response.ts';
import { verifyOrigin } from './origin-verification.ts';
import { logger } from '../observability/logger.ts';
import { flushMetrics } from '../observability/metrics.ts';
import { sourceMappedStack } from './source-mapped-stack.ts';
import { zodIssuesToFields } from './zod-fields.ts';

type RoutesOfGroup<G extends HandlerGroup> = {
  [K in keyof Routes as Routes[K]['group'] extends G ? K : never]: Routes[K];
};

/** The handler map a group must provide: exactly one handler per manifest route of the group. */
export type GroupHandlers<G extends HandlerGroup> = {
  [K in keyof RoutesOfGroup<G>]: RoutesOfGroup<G>[K] extends RouteDefinition ? RouteHandler<RoutesOfGroup<G>[K]> : never;
};

export interface GroupHandlerOptions {
  /**
   * Runs after a route answered successfully (below 400), before the answer leaves: the groups that write what the
   * public pages show freshen the cached pages there (functions/src/cdn/pages-changed.ts). Must not throw.
   */
  afterSuccess?: (routeName: string, request: RouteRequest) => Promise<void>;
}

interface RequestState {
  startedAt: number;
  routeKey: string;
  caller: Caller | null;
  /** The caller's address once the origin check has run (see `clientAddressOf`). */
  clientAddress?: string;
}

/** Bodies are JSON; anything else is refused with 415 before parsing. */
function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

function headerOf(event: ApiEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

function parseBody(route: RouteDefinition, event: ApiEvent): unknown {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  const limit = route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (Buffer.byteLength(text, 'utf8') > limit) throw new PayloadTooLarge(limit);
  if (!route.body) {
    if (text.trim() !== '') throw new Invalid('This request takes no body.', { body: 'must be empty' });
    return undefined;
  }
  if (text.trim() === '') return undefined;
  if (!isJsonContentType(headerOf(event, 'content-type'))) throw new UnsupportedMediaType();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Invalid('The body is not valid JSON.', { body: 'must be valid JSON' });
  }
}

function validate<T extends z.ZodMiniType | undefined>(schema: T, value: unknown, where: 'params' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = zodIssuesToFields(result.error.issues, where === 'body' ? '' : where);
    const names = Object.keys(fields);
    throw new Invalid(`Check ${names.length === 1 ? 'the field' : 'these fields'}: ${names.join(', ')}.`, fields);
  }
  return result.data;
}

function bearerToken(event: ApiEvent): string | null {
  const header = headerOf(event, 'authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

async function authorise(route: RouteDefinition, event: ApiEvent): Promise<Caller | null> {
  if (route.access === 'public') return null;
  const token = bearerToken(event);
  if (!token) throw new Unauthorized();
  const caller = await verifyAccessToken(token);
  if (!caller) throw new Unauthorized('Your session has expired or is not valid. Sign in again.');
  if (route.access.length > 0 && !route.access.includes(caller.role)) throw new Forbidden();
  return caller;
}

/** The request's one log line: INFO, ERROR for a 5xx (which the stage's error metric counts). */
function logLine(group: HandlerGroup, event: ApiEvent, state: RequestState | undefined, status: number, error?: unknown): void {
  const fields: Record<string, unknown> = {
    group,
    routeKey: state?.routeKey ?? event.routeKey,
    status,
    durationMs: state ? Date.now() - state.startedAt : undefined,
    requestId: event.requestContext?.requestId,
    sub: state?.caller?.sub,
    role: state?.caller?.role,
    // The caller's full address (the viewer's behind CloudFront; the peer of a refused direct call), of which the
    // per-address limits count the IPv4 address or the IPv6 /64; no header is ever logged.
    clientAddress: state?.clientAddress ?? event.requestContext?.http?.sourceIp,
  };
  // Unknown errors are logged with their stack for operators; bodies and headers never are (they hold tokens).
  if (error && !(error instanceof DomainError))
    fields.error = error instanceof Error ? `${error.name}: ${error.message}\n${sourceMappedStack(error.stack ?? '')}` : String(error);
  if (status >= 500) logger.error('request', fields);
  else logger.info('request', fields);
}

/**
 * Builds the Lambda handler of one group: dispatches on `event.routeKey` to the group's handlers
 * through one middy stack (origin check and client address, body limits, JSON parsing, schema validation,
 * access guard, error mapping, security headers and a log line per request).
 *
 * `groupRoutes` are the manifest entries of this group, from the route files of the group (the handler
 * spreads them). A group takes only its own route files rather than the whole manifest, so its bundle holds
 * neither the other groups' routes nor the schemas only they use; `handlers` is still typed against the
 * whole manifest, so a group route without a handler does not compile.
 */
export function createGroupHandler<G extends HandlerGroup>(
  group: G,
  groupRoutes: Readonly<Record<string, RouteDefinition>>,
  handlers: GroupHandlers<G>,
  options: GroupHandlerOptions = {},
) {
  const handlersByName = handlers as Record<string, RouteHandler>;
  for (const [name, route] of Object.entries(groupRoutes)) {
    if (route.group !== group) throw new Error(`Route "${name}" is in group "${route.group}", not "${group}"`);
    if (!handlersByName[name]) throw new Error(`Route "${name}" of group "${group}" has no handler`);
  }
  const table = new Map<string, { name: string; route: RouteDefinition; handle: RouteHandler }>();
  for (const [name, handle] of Object.entries(handlersByName)) {
    const route = groupRoutes[name];
    if (!route) throw new Error(`Handler "${name}" has no manifest route in group "${group}"`);
    table.set(routeKeyOf(route), { name, route, handle });
  }

  const states = new WeakMap<object, RequestState>();
  const endRequest = () => {
    flushMetrics();
    logger.resetKeys();
  };

  const core = async (event: ApiEvent, context: LambdaContext): Promise<ApiResult> => {
    const state = states.get(context) ?? { startedAt: Date.now(), routeKey: event.routeKey, caller: null };
    // Before anything else: in AWS a request that did not come through the site's distribution is refused here.
    state.clientAddress = clientAddressOf(event, verifyOrigin(event));
    const entry = table.get(event.routeKey);
    if (!entry) throw new NotFound('There is no such API route.');
    const { name, route, handle } = entry;
    // The access guard runs before the body is read: a caller without access gets 401/403, never a body error.
    state.caller = await authorise(route, event);
    const body = parseBody(route, event);
    const request: RouteRequest = {
      params: validate(route.params, event.pathParameters ?? {}, 'params') as never,
      query: validate(route.query, event.queryStringParameters ?? {}, 'query') as never,
      body: validate(route.body, body, 'body') as never,
      caller: state.caller,
      event,
      requestId: event.requestContext?.requestId ?? '',
      clientAddress: addressLimitKey(state.clientAddress),
    };
    const response = await handle(request);
    const status = response.status ?? (response.body === undefined ? 204 : 200);
    if (options.afterSuccess && status < 400) await options.afterSuccess(name, request);
    return jsonResponse(status, response.body, response.headers, response.cookies);
  };

  const lambdaHandler = middy<ApiEvent, ApiResult, Error, LambdaContext>()
    .before(async (request) => {
      states.set(request.context, { startedAt: Date.now(), routeKey: request.event.routeKey, caller: null });
      // Every line of this request, the domain's too, carries the invocation's context and the API's request id.
      logger.addContext(request.context);
      logger.setCorrelationId(request.event.requestContext?.requestId ?? '');
    })
    .after(async (request) => {
      logLine(group, request.event, states.get(request.context), request.response?.statusCode ?? 200);
      endRequest();
    })
    .onError(async (request) => {
      const error = request.error;
      const response = errorResponse(error);
      logLine(group, request.event, states.get(request.context), response.statusCode ?? 500, error);
      endRequest();
      request.response = response;
    })
    .handler(core);
  // The route keys this group answers, for the test that checks the manifest and the handlers agree.
  return Object.assign(lambdaHandler, { group, routeKeys: [...table.keys()] as readonly string[] });
}
