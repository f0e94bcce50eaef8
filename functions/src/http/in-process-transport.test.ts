import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import type { GatewayRoute } from './api-gateway-event.ts';
import { inProcessTransport } from './in-process-transport.ts';

const ROUTES: GatewayRoute[] = [
  { name: 'getPackage', method: 'GET', path: '/packages/{id}', group: 'public' },
  { name: 'searchDeals', method: 'POST', path: '/packages/deals', group: 'public' },
];

function recording(answer: unknown = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' }) {
  const calls: Array<{ group: HandlerGroup; event: APIGatewayProxyEventV2 }> = [];
  const transport = inProcessTransport({
    routes: () => ROUTES,
    invoke: async (group, event) => {
      calls.push({ group, event });
      return answer;
    },
  });
  return { calls, transport };
}

describe('in-process transport', () => {
  it("calls the route's group with the event API Gateway would send: route key, path parameters, query, headers, body", async () => {
    const { calls, transport } = recording();
    const response = await transport('/packages/deals?x=1&x=2', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"page":1}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const [{ group, event }] = calls;
    expect(group).toBe('public');
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /packages/deals',
      rawPath: '/packages/deals',
      rawQueryString: 'x=1&x=2',
      queryStringParameters: { x: '1,2' },
      body: '{"page":1}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/packages/deals', sourceIp: '127.0.0.1' } },
    });
    expect(event.headers['content-type']).toBe('application/json');
  });

  it('decodes path parameters and accepts an absolute URL', async () => {
    const { calls, transport } = recording();
    await transport('http://anything.test/packages/caf%C3%A9', { method: 'GET' });
    expect(calls[0]!.event).toMatchObject({ routeKey: 'GET /packages/{id}', pathParameters: { id: 'café' } });
  });

  it('answers 404 for a path no route has and 405 for a known path asked with another method, calling nothing', async () => {
    const { calls, transport } = recording();
    const missing = await transport('/nope', { method: 'GET' });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('NOT_FOUND');
    const wrongMethod = await transport('/packages/deals', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST');
    expect(calls).toEqual([]);
  });

  it("passes on the handler's status, headers, cookies and base64 bodies; 204 has no body", async () => {
    const encoded = recording({
      statusCode: 404,
      headers: { 'x-a': 'b' },
      cookies: ['c=1'],
      isBase64Encoded: true,
      body: Buffer.from('{"e":1}').toString('base64'),
    });
    const response = await encoded.transport('/packages/x', { method: 'GET' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-a')).toBe('b');
    expect(response.headers.get('set-cookie')).toBe('c=1');
    expect(await response.text()).toBe('{"e":1}');
    const empty = recording({ statusCode: 204 });
    expect(await (await empty.transport('/packages/x', { method: 'GET' })).text()).toBe('');
  });

  it('answers a bare value as a 200 JSON body, as API Gateway does', async () => {
    const { transport } = recording({ some: 'value' });
    const response = await transport('/packages/x', { method: 'GET' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ some: 'value' });
  });
});
