import { routeKeyOf, type HandlerGroup, type RouteDefinition } from '@tdp/shared/api/route-definition';
import type { ApiEvent, LambdaContext } from '../../src/http/http-types.ts';
import { groupHandler, lowerCaseNames } from '../call-route.ts';

/**
 * Sends a request to a group's Lambda handler exactly as API Gateway (HTTP API, payload 2.0) would hand it
 * over, with every part under the caller's control: raw body text (malformed JSON, any content type,
 * base64), any path parameters and query values. The hardening tests use it to send what a browser never would.
 */

/** A request as it arrives at the gateway. Header names are lower case, as API Gateway passes them on. */
export interface RawRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers: Record<string, string>;
  /** The body as sent on the wire (or its base64 when `isBase64Encoded`). */
  body?: string;
  isBase64Encoded?: boolean;
}

/** The handler's answer, headers with lower-case names, body as text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

let requestSequence = 0;

/** Percent-encodes a path segment; a lone surrogate (which no URL can carry) becomes U+FFFD, as a browser would send it. */
function encodePathSegment(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** Builds the API Gateway v2 event of a request to `route`. */
export function apiGatewayEvent(route: RouteDefinition, request: RawRequest): ApiEvent {
  let rawPath = route.path;
  for (const [name, value] of Object.entries(request.params ?? {})) rawPath = rawPath.replace(`{${name}}`, encodePathSegment(value));
  const routeKey = routeKeyOf(route);
  requestSequence += 1;
  const query = request.query && Object.keys(request.query).length > 0 ? request.query : undefined;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: query ? new URLSearchParams(query).toString() : '',
    headers: request.headers,
    queryStringParameters: query,
    pathParameters: request.params,
    body: request.body,
    isBase64Encoded: request.isBase64Encoded ?? false,
    requestContext: {
      accountId: 'hardening',
      apiId: 'hardening',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: `hardening-${requestSequence}`,
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
      // A new documentation-range address per request, so per-address rate limits never decide an answer.
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: `203.0.${(requestSequence >> 8) & 255}.${requestSequence & 255}`,
        userAgent: 'hardening',
      },
    },
  } as ApiEvent;
}

/** Sends a raw request to the route's group handler and answers what it returned. */
export async function sendRaw(route: RouteDefinition, request: RawRequest): Promise<RawAnswer> {
  const result = await (
    await groupHandler(route.group as HandlerGroup)
  )(apiGatewayEvent(route, request), { awsRequestId: `hardening-${requestSequence}` } as LambdaContext);
  return {
    status: result.statusCode ?? 200,
    headers: lowerCaseNames((result.headers ?? {}) as Record<string, string>),
    text: typeof result.body === 'string' ? result.body : '',
  };
}
