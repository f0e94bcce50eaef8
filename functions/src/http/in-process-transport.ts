import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import { buildApiGatewayEvent, matchRoute, type GatewayRoute } from './api-gateway-event.ts';

/** A `fetch`-shaped transport (the web's `ApiTransport`): a URL and a fetch `init` in, a `Response` out. */
export type InProcessTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What an in-process transport calls: the routes it answers and the handler of their group. */
export interface InProcessTransportOptions {
  /** The routes answered; any other request is answered 404 (405 for a known path with another method). */
  routes: () => readonly GatewayRoute[] | Promise<readonly GatewayRoute[]>;
  /** Calls the group's handler with `event` (the Lambda entry point, or a local invoker) and returns its result. */
  invoke: (group: HandlerGroup, event: APIGatewayProxyEventV2) => Promise<unknown>;
  /** `requestContext.http.sourceIp` of the events: the caller is this process. Default 127.0.0.1. */
  sourceIp?: string;
}

function headerPairs(headers: HeadersInit | undefined): string[] {
  return [...new Headers(headers).entries()].flat();
}

function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

async function bodyBytes(body: RequestInit['body']): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * Answers API requests with a group's handler in this process, as API Gateway would call it, with no HTTP hop: the
 * request becomes the payload-format 2.0 event of its manifest route (matched as API Gateway matches), and the
 * handler's result becomes a `Response`. The server renderer's reads go through it: in AWS the render function calls
 * the public group's handler it bundles; locally the site calls the local stack's handlers.
 *
 * The events carry no origin secret: a group whose environment requires one (`ORIGIN_VERIFY=required`) refuses them,
 * so a function that answers through this transport must not set it (direct calls are its own).
 */
export function inProcessTransport(options: InProcessTransportOptions): InProcessTransport {
  const sourceIp = options.sourceIp ?? '127.0.0.1';
  return async (url, init) => {
    const target = new URL(url, 'http://in-process.internal');
    const method = (init.method ?? 'GET').toUpperCase();
    const match = matchRoute(await options.routes(), method, target.pathname);
    if (match.kind === 'method-not-allowed') {
      return jsonAnswer(
        405,
        { error: { code: 'METHOD_NOT_ALLOWED', message: `${target.pathname} does not answer ${method}.` } },
        { allow: match.allowedMethods.join(', ') },
      );
    }
    if (match.kind !== 'route') return jsonAnswer(404, { error: { code: 'NOT_FOUND', message: `There is no API route ${method} ${target.pathname}.` } });
    const event = buildApiGatewayEvent(
      { method, url: `${target.pathname}${target.search}`, rawHeaders: headerPairs(init.headers), body: await bodyBytes(init.body), sourceIp, localPort: 0 },
      match.route,
      match.pathParameters,
    );
    const result = await options.invoke(match.route.group, event);
    // A handler may answer a bare value: API Gateway sends it as a 200 JSON body.
    if (typeof result !== 'object' || result === null || !('statusCode' in result)) return jsonAnswer(200, result);
    const structured = result as APIGatewayProxyStructuredResultV2;
    const text = structured.isBase64Encoded ? Buffer.from(structured.body ?? '', 'base64').toString('utf8') : (structured.body ?? '');
    const headers = new Headers(Object.entries(structured.headers ?? {}).map(([name, value]) => [name, String(value)] as [string, string]));
    for (const cookie of structured.cookies ?? []) headers.append('set-cookie', cookie);
    const status = structured.statusCode ?? 200;
    return new Response(status === 204 || status === 304 || method === 'HEAD' ? null : text, { status, headers });
  };
}
