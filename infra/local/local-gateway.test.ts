import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { GatewayRoute } from '@tdp/functions/http/api-gateway-event';
import { matchRoute } from '@tdp/functions/http/api-gateway-event';
import type { HandlerInvoker } from './handler-invokers.ts';
import { createLocalGateway } from './local-gateway.ts';

const ROUTES: GatewayRoute[] = [
  { name: 'packageDetail', method: 'GET', path: '/packages/{id}', group: 'public' },
  { name: 'deletePackage', method: 'DELETE', path: '/packages/{id}', group: 'catalogue' },
  { name: 'deals', method: 'POST', path: '/packages/deals', group: 'public' },
  { name: 'six', method: 'GET', path: '/packages/six', group: 'public' },
  { name: 'tableOfPackage', method: 'GET', path: '/packages/table/{id}', group: 'public' },
  { name: 'login', method: 'POST', path: '/api/auth/login/{role}', group: 'auth' },
  { name: 'mediaFile', method: 'GET', path: '/files/{key+}', group: 'media' },
];

describe('matchRoute', () => {
  it('prefers a literal segment over a parameter, as API Gateway does', () => {
    expect(matchRoute(ROUTES, 'GET', '/packages/six')).toMatchObject({ kind: 'route', route: { name: 'six' } });
    expect(matchRoute(ROUTES, 'POST', '/packages/deals')).toMatchObject({ kind: 'route', route: { name: 'deals' } });
    expect(matchRoute(ROUTES, 'GET', '/packages/table/7')).toMatchObject({ kind: 'route', route: { name: 'tableOfPackage' }, pathParameters: { id: '7' } });
  });

  it('matches by method and path together: GET /packages/deals is a package detail', () => {
    expect(matchRoute(ROUTES, 'GET', '/packages/deals')).toMatchObject({ kind: 'route', route: { name: 'packageDetail' }, pathParameters: { id: 'deals' } });
  });

  it('decodes path parameters', () => {
    expect(matchRoute(ROUTES, 'GET', '/packages/caf%C3%A9%20tour')).toMatchObject({ pathParameters: { id: 'café tour' } });
  });

  it('gives a greedy parameter the rest of the path', () => {
    expect(matchRoute(ROUTES, 'GET', '/files/package-images/a%20b.jpg')).toMatchObject({
      route: { name: 'mediaFile' },
      pathParameters: { key: 'package-images/a b.jpg' },
    });
    expect(matchRoute(ROUTES, 'GET', '/files/')).toEqual({ kind: 'none' });
  });

  it('tells a path that exists with other methods from one that does not exist', () => {
    expect(matchRoute(ROUTES, 'PUT', '/packages/abc')).toEqual({ kind: 'method-not-allowed', allowedMethods: ['DELETE', 'GET'] });
    expect(matchRoute(ROUTES, 'GET', '/nope')).toEqual({ kind: 'none' });
    expect(matchRoute(ROUTES, 'GET', '/packages')).toEqual({ kind: 'none' });
    expect(matchRoute(ROUTES, 'GET', '/packages/six/extra')).toEqual({ kind: 'none' });
    expect(matchRoute(ROUTES, 'GET', '/packages/')).toEqual({ kind: 'none' });
  });

  it('does not match a parameter segment that is not valid percent-encoding', () => {
    expect(matchRoute(ROUTES, 'GET', '/packages/%E0%A4%A')).toEqual({ kind: 'none' });
  });
});

describe('local gateway', () => {
  const SITE = 'http://127.0.0.1:5999';
  let server: Server;
  let base: string;
  let dataDir: string;
  let events: Array<{ group: string; event: APIGatewayProxyEventV2 }>;
  let answer: (event: APIGatewayProxyEventV2) => unknown;

  const invoker: HandlerInvoker = {
    routes: async () => ROUTES,
    invoke: async (group, event) => {
      events.push({ group, event });
      return answer(event);
    },
    close: async () => undefined,
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tdp-gateway-test-'));
    server = createLocalGateway({ invoker, allowedOrigins: [SITE], dataDir, maxBodyBytes: 1000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    events = [];
    answer = () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' });
  });

  it('builds an API Gateway HTTP API 2.0 event for the matched route and calls its group', async () => {
    const response = await fetch(`${base}/api/auth/login/agent?a=1&b=x%20y&a=2&flag`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Custom': 'Value', Cookie: 'one=1; two=2', 'User-Agent': 'gateway-test' },
      body: JSON.stringify({ username: 'agent', password: 'secret' }),
    });
    expect(response.status).toBe(200);
    expect(events).toHaveLength(1);
    const { group, event } = events[0]!;
    expect(group).toBe('auth');
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/auth/login/{role}',
      rawPath: '/api/auth/login/agent',
      rawQueryString: 'a=1&b=x%20y&a=2&flag',
      cookies: ['one=1', 'two=2'],
      queryStringParameters: { a: '1,2', b: 'x y', flag: '' },
      pathParameters: { role: 'agent' },
      body: '{"username":"agent","password":"secret"}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/api/auth/login/agent', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'gateway-test' },
        routeKey: 'POST /api/auth/login/{role}',
        stage: '$default',
      },
    });
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers['x-custom']).toBe('Value');
    expect(event.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(5_000);
    expect(event.requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
  });

  it('leaves out body, query, path parameters and cookies when the request has none', async () => {
    await fetch(`${base}/packages/six`);
    const { event } = events[0]!;
    expect(event.rawQueryString).toBe('');
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event).not.toHaveProperty('cookies');
  });

  it('passes a binary body base64-encoded', async () => {
    const bytes = Buffer.from([0, 255, 1, 254]);
    await fetch(`${base}/packages/deals`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: bytes });
    const { event } = events[0]!;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });

  it('writes back status, headers, cookies and a base64 body from the handler result', async () => {
    answer = () => ({
      statusCode: 201,
      headers: { 'Content-Type': 'image/png', 'X-Answer': 'yes' },
      cookies: ['a=1; HttpOnly', 'b=2'],
      body: Buffer.from('png-bytes').toString('base64'),
      isBase64Encoded: true,
    });
    const response = await fetch(`${base}/packages/six`);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2']);
    expect(await response.text()).toBe('png-bytes');
  });

  it('turns a bare returned value into a 200 JSON answer, as API Gateway does for payload 2.0', async () => {
    answer = () => ({ packages: [], total: 0 });
    const response = await fetch(`${base}/packages/six`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ packages: [], total: 0 });
  });

  it('answers 404 with the error shape when no route matches', async () => {
    const response = await fetch(`${base}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no API route GET /nope.' } });
    expect(events).toEqual([]);
  });

  it('answers 405 naming the accepted methods when the path exists with other methods', async () => {
    const response = await fetch(`${base}/packages/abc`, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('DELETE, GET');
    expect(await response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: '/packages/abc does not accept PUT; it accepts DELETE, GET.' } });
  });

  it('answers a CORS preflight from the site origin, allowing Authorization and Content-Type', async () => {
    const response = await fetch(`${base}/packages/abc`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-methods')).toBe('DELETE, GET');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(events).toEqual([]);
  });

  it('gives no CORS permission to another origin', async () => {
    const preflight = await fetch(`${base}/packages/abc`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await fetch(`${base}/packages/six`, { headers: { origin: 'http://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the CORS headers to answers for the site origin', async () => {
    const response = await fetch(`${base}/packages/six`, { headers: { origin: SITE } });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-expose-headers')).toBe('retry-after');
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('refuses a body over the limit with 413 before calling the handler', async () => {
    const response = await fetch(`${base}/packages/deals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1001) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(events).toEqual([]);
    const atLimit = await fetch(`${base}/packages/deals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1000) });
    expect(atLimit.status).toBe(200);
  });

  it('answers 500 with the error shape and no internals when the handler throws', async () => {
    answer = () => {
      throw new Error('secret internals');
    };
    const response = await fetch(`${base}/packages/six`);
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('secret internals');
  });

  describe('GET /__dev/outbox', () => {
    it('answers an empty list when nothing was sent yet', async () => {
      const response = await fetch(`${base}/__dev/outbox`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ messages: [] });
    });

    it('lists the stored messages newest first, skipping files that are not JSON', async () => {
      const outbox = join(dataDir, 'outbox');
      await mkdir(outbox, { recursive: true });
      await writeFile(join(outbox, 'a.json'), JSON.stringify({ id: 'a', subject: 'Older', createdAt: '2026-01-01T10:00:00.000Z' }));
      await writeFile(join(outbox, 'b.json'), JSON.stringify({ id: 'b', subject: 'Newer', createdAt: '2026-01-02T10:00:00.000Z' }));
      await writeFile(join(outbox, 'c.json'), '{ half written');
      const response = await fetch(`${base}/__dev/outbox`);
      expect((await response.json()).messages.map((m: { id: string }) => m.id)).toEqual(['b', 'a']);
    });

    it('answers direct callers only: a request the site proxied (it carries the origin secret) gets no outbox', async () => {
      const proxied = await fetch(`${base}/__dev/outbox`, { headers: { 'x-origin-verify': 'the-site-secret' } });
      expect(proxied.status).toBe(404);
      expect(await proxied.text()).not.toContain('"messages"');
    });

    it('is not a manifest route: other dev paths are 404 and other methods 405', async () => {
      expect((await fetch(`${base}/__dev/nothing`)).status).toBe(404);
      expect((await fetch(`${base}/__dev/outbox`, { method: 'DELETE' })).status).toBe(405);
      expect(events).toEqual([]);
    });
  });
});
