import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { buildApiGatewayEvent, matchRoute } from './api-gateway-event.ts';
import type { HandlerInvoker } from './handler-invokers.ts';

/** A transport for the web's `apiFetch` (`setApiTransport`): a URL and a fetch `init` in, a `Response` out. */
export type InProcessApiTransport = (url: string, init: RequestInit) => Promise<Response>;

function headerPairs(headers: HeadersInit | undefined): string[] {
  return [...new Headers(headers).entries()].flat();
}

function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/**
 * The server renderer's reads, answered by the API's handlers in this process (the local stack's invoker), as the
 * render function answers them in AWS: the request becomes the HTTP API event the route's group receives, with no
 * HTTP hop to the site itself.
 */
export function inProcessApiTransport(invoker: HandlerInvoker): InProcessApiTransport {
  return async (url, init) => {
    const target = new URL(url, 'http://render.internal');
    const method = (init.method ?? 'GET').toUpperCase();
    const match = matchRoute(await invoker.routes(), method, target.pathname);
    if (match.kind !== 'route') return jsonAnswer(404, { error: { code: 'NOT_FOUND', message: `There is no API route ${method} ${target.pathname}.` } });
    const body = typeof init.body === 'string' ? Buffer.from(init.body, 'utf8') : Buffer.alloc(0);
    const event = buildApiGatewayEvent(
      { method, url: `${target.pathname}${target.search}`, rawHeaders: headerPairs(init.headers), body, sourceIp: '127.0.0.1', localPort: 0 },
      match.route,
      match.pathParameters,
    );
    const result = (await invoker.invoke(match.route.group, event)) as APIGatewayProxyStructuredResultV2 | unknown;
    if (typeof result !== 'object' || result === null || !('statusCode' in result)) return jsonAnswer(200, result);
    const structured = result as APIGatewayProxyStructuredResultV2;
    const text = structured.isBase64Encoded ? Buffer.from(structured.body ?? '', 'base64').toString('utf8') : (structured.body ?? '');
    const headers = Object.fromEntries(Object.entries(structured.headers ?? {}).map(([name, value]) => [name, String(value)]));
    const status = structured.statusCode ?? 200;
    return new Response(status === 204 || status === 304 ? null : text, { status, headers });
  };
}
