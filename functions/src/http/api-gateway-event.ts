import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';

/*
 * API Gateway's part of a request, played in code: which manifest route a method and path reach, and the HTTP API
 * payload-format 2.0 event the route's group receives. The local gateway (infra/local) and the in-process transports
 * (in-process-transport.ts: the render function in AWS, the local site's renderer) build their events here.
 */

/** What the gateway needs to know of a manifest route. */
export interface GatewayRoute {
  name: string;
  method: string;
  /** API Gateway form: `/packages/{id}`, `/files/{key+}`. */
  path: string;
  group: HandlerGroup;
}

export type RouteMatch =
  | { kind: 'route'; route: GatewayRoute; pathParameters: Record<string, string> }
  /** The path exists, but not with this method. */
  | { kind: 'method-not-allowed'; allowedMethods: string[] }
  | { kind: 'none' };

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

function parseTemplate(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((part): Segment => {
      const param = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(part);
      if (!param) return { kind: 'literal', value: part };
      return param[2] ? { kind: 'greedy', name: param[1]! } : { kind: 'param', name: param[1]! };
    });
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Path parameters when `rawPath` fits `template`, else null. Values are URL-decoded, as API Gateway passes them. */
function matchTemplate(template: Segment[], rawSegments: string[]): Record<string, string> | null {
  const parameters: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const segment = template[i]!;
    if (segment.kind === 'greedy') {
      const rest = rawSegments.slice(i);
      if (rest.length === 0 || rest.every((part) => part === '')) return null;
      const value = decodeSegment(rest.join('/'));
      if (value === null) return null;
      parameters[segment.name] = value;
      return parameters;
    }
    const raw = rawSegments[i];
    if (raw === undefined) return null;
    const value = decodeSegment(raw);
    if (value === null) return null;
    if (segment.kind === 'literal') {
      if (value !== segment.value) return null;
    } else {
      if (value === '') return null;
      parameters[segment.name] = value;
    }
  }
  return template.length === rawSegments.length ? parameters : null;
}

/**
 * How specific a template is, segment by segment (literal 2, parameter 1, greedy 0): compared left to right,
 * the larger wins, so `/packages/deals` beats `/packages/{id}` as it does in API Gateway.
 */
function specificity(template: Segment[]): number[] {
  return template.map((segment) => (segment.kind === 'literal' ? 2 : segment.kind === 'param' ? 1 : 0));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? -1) - (b[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Finds the manifest route for a request the way API Gateway does: among the templates that fit the path,
 * the most specific wins; a path that fits only with other methods is reported as such.
 */
export function matchRoute(routes: readonly GatewayRoute[], method: string, rawPath: string): RouteMatch {
  const rawSegments = rawPath.split('/').slice(1);
  const fitting: Array<{ route: GatewayRoute; pathParameters: Record<string, string>; rank: number[] }> = [];
  for (const route of routes) {
    const template = parseTemplate(route.path);
    const pathParameters = matchTemplate(template, rawSegments);
    if (pathParameters) fitting.push({ route, pathParameters, rank: specificity(template) });
  }
  const sameMethod = fitting.filter((candidate) => candidate.route.method === method.toUpperCase());
  if (sameMethod.length > 0) {
    const best = sameMethod.reduce((a, b) => (compareSpecificity(b.rank, a.rank) > 0 ? b : a));
    return { kind: 'route', route: best.route, pathParameters: best.pathParameters };
  }
  if (fitting.length > 0) return { kind: 'method-not-allowed', allowedMethods: [...new Set(fitting.map((c) => c.route.method))].sort() };
  return { kind: 'none' };
}

/** Content types API Gateway passes as text; any other body arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
}

/** Query string parameters as API Gateway gives them: decoded, repeated keys joined with ','. */
export function queryParametersOf(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const joined = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    const previous = joined.get(key);
    joined.set(key, previous === undefined ? value : `${previous},${value}`);
  }
  return joined.size > 0 ? Object.fromEntries(joined) : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `requestContext.time` in API Gateway's format: `12/Mar/2026:19:03:58 +0000`. */
function requestTime(epochMs: number): string {
  const date = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`;
}

/** What the gateway read from the HTTP request. */
export interface IncomingApiRequest {
  method: string;
  /** The request target as sent: path and optional query. */
  url: string;
  /** Node's `rawHeaders`: names and values alternating, as received. */
  rawHeaders: readonly string[];
  body: Buffer;
  sourceIp: string;
  /** Port the gateway listens on, for `x-forwarded-port`. */
  localPort: number;
}

/** Builds the HTTP API payload-format 2.0 event Lambda receives for `request` on `match`. */
export function buildApiGatewayEvent(request: IncomingApiRequest, route: GatewayRoute, pathParameters: Record<string, string>): APIGatewayProxyEventV2 {
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);

  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!.toLowerCase();
    const value = request.rawHeaders[i + 1]!;
    // Payload 2.0 moves cookies out of the headers into their own list.
    if (name === 'cookie')
      cookies.push(
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      );
    else headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${request.sourceIp}` : request.sourceIp;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-port'] = String(request.localPort);

  const timeEpoch = Date.now();
  const host = headers.host ?? '127.0.0.1';
  const hasBody = request.body.length > 0;
  const isText = isTextContentType(headers['content-type']);
  const routeKey = `${route.method} ${route.path}`;
  const queryStringParameters = queryParametersOf(rawQueryString);

  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0]!,
      http: {
        method: request.method.toUpperCase(),
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: requestTime(timeEpoch),
      timeEpoch,
    },
    ...(hasBody ? { body: isText ? request.body.toString('utf8') : request.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  };
}
