import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorBody, ErrorCode } from '@tdp/shared/api/error-body';
import { buildApiGatewayEvent, matchRoute } from '@tdp/functions/http/api-gateway-event';
import { ORIGIN_VERIFY_HEADER } from '@tdp/functions/http/origin-verification';
import { HandlerLoadError, type HandlerInvoker } from './handler-invokers.ts';
import { listOutbox } from './dev-outbox.ts';

/** Largest request body the gateway passes on; handlers apply their own, smaller limits per route. */
export const GATEWAY_MAX_BODY_BYTES = 1024 * 1024;

const CORS_ALLOWED_HEADERS = 'authorization, content-type';
const CORS_EXPOSED_HEADERS = 'retry-after';
const ALL_METHODS = 'GET, POST, PUT, PATCH, DELETE';

export interface LocalGatewayOptions {
  invoker: HandlerInvoker;
  /**
   * Origins the SPA is served from. Locally the SPA and the API are two origins, so the gateway answers CORS;
   * in AWS both sit behind one CloudFront origin and no CORS is needed.
   */
  allowedOrigins: readonly string[];
  /** DATA_DIR of the stack, for the dev-only routes under `/__dev/`. */
  dataDir: string;
  maxBodyBytes?: number;
}

/**
 * The local stand-in for API Gateway: turns each request into an HTTP API v2 event for the manifest route it
 * matches, calls that group's handler and writes its answer back. Also serves dev-only routes under `/__dev/`
 * (never in AWS): `GET /__dev/outbox` lists the e-mails the outbox adapter stored, newest first.
 */
export function createLocalGateway(options: LocalGatewayOptions): Server {
  const maxBodyBytes = options.maxBodyBytes ?? GATEWAY_MAX_BODY_BYTES;
  const allowedOrigins = new Set(options.allowedOrigins);

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message =
        error instanceof HandlerLoadError ? `The handler code failed to load: ${error.message}` : 'Something went wrong on our side. Please try again.';
      if (!(error instanceof HandlerLoadError)) console.error('[local gateway]', error);
      if (!response.headersSent) sendError(response, 500, 'INTERNAL', message);
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    const url = request.url ?? '/';
    const rawPath = url.split('?')[0]!;
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-expose-headers', CORS_EXPOSED_HEADERS);
      response.setHeader('vary', 'origin');
    }

    if (method === 'OPTIONS' && request.headers['access-control-request-method']) {
      // No manifest route is an OPTIONS route, so this lists the methods the path accepts.
      const match = matchRoute(await options.invoker.routes(), 'OPTIONS', rawPath);
      response.statusCode = 204;
      if (origin && allowedOrigins.has(origin)) {
        response.setHeader('access-control-allow-methods', match.kind === 'method-not-allowed' ? match.allowedMethods.join(', ') : ALL_METHODS);
        response.setHeader('access-control-allow-headers', CORS_ALLOWED_HEADERS);
        response.setHeader('access-control-max-age', '600');
      }
      response.end();
      return;
    }

    const body = await readBody(request, maxBodyBytes);
    if (body === null) {
      response.setHeader('connection', 'close');
      sendError(response, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBodyBytes} bytes.`);
      return;
    }

    // Dev-only routes answer direct callers of the API port only: a request the site proxied carries its origin
    // secret, and the outbox holds every reset and invitation link.
    if (rawPath.startsWith('/__dev/') && request.headers[ORIGIN_VERIFY_HEADER] === undefined) {
      await handleDevRoute(method, rawPath, response);
      return;
    }

    const match = matchRoute(await options.invoker.routes(), method, rawPath);
    if (match.kind === 'none') {
      sendError(response, 404, 'NOT_FOUND', `There is no API route ${method} ${rawPath}.`);
      return;
    }
    if (match.kind === 'method-not-allowed') {
      response.setHeader('allow', match.allowedMethods.join(', '));
      sendError(response, 405, 'BAD_REQUEST', `${rawPath} does not accept ${method}; it accepts ${match.allowedMethods.join(', ')}.`);
      return;
    }

    const event = buildApiGatewayEvent(
      {
        method,
        url,
        rawHeaders: request.rawHeaders,
        body,
        sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        localPort: (request.socket.address() as AddressInfo).port,
      },
      match.route,
      match.pathParameters,
    );
    const result = await options.invoker.invoke(match.route.group, event);
    writeResult(response, result);
  }

  async function handleDevRoute(method: string, rawPath: string, response: ServerResponse): Promise<void> {
    if (rawPath !== '/__dev/outbox') {
      sendError(response, 404, 'NOT_FOUND', `There is no dev route ${rawPath}.`);
      return;
    }
    if (method !== 'GET') {
      response.setHeader('allow', 'GET');
      sendError(response, 405, 'BAD_REQUEST', `${rawPath} accepts only GET.`);
      return;
    }
    sendJson(response, 200, { messages: await listOutbox(options.dataDir) });
  }
}

/** Reads the whole body, or returns null (without buffering the rest) once it passes `limit`. */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      request.resume();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function isStructuredResult(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

/** Writes a Lambda result as API Gateway does for payload format 2.0 (a bare value becomes a 200 JSON answer). */
function writeResult(response: ServerResponse, result: unknown): void {
  if (!isStructuredResult(result)) {
    sendJson(response, 200, result);
    return;
  }
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name.toLowerCase(), String(value));
  if (result.cookies && result.cookies.length > 0) response.setHeader('set-cookie', result.cookies);
  response.statusCode = result.statusCode ?? 200;
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.setHeader('x-content-type-options', 'nosniff');
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, code: ErrorCode, message: string): void {
  const body: ErrorBody = { error: { code, message } };
  sendJson(response, status, body);
}
