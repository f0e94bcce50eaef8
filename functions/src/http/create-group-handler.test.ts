import { describe, expect, it } from 'vitest';
import { handler } from '../groups/public/handler.ts';
import { createGroupHandler } from './create-group-handler.ts';
import { noAnswer } from '@tdp/shared/api/route-definition';
import type { ApiEvent } from './http-types.ts';

function event(routeKey: string, extra: Partial<ApiEvent> = {}): ApiEvent {
  const [method, path] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path!,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: 'r1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: { method: method!, path: path!, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    },
    ...extra,
  } as ApiEvent;
}

describe('group handler plumbing', () => {
  it('answers a public route with JSON and the security headers', async () => {
    const res = await handler(event('GET /health'), {} as never);
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['cache-control']).toBe('no-store');
    expect(res.headers?.['x-content-type-options']).toBe('nosniff');
    expect(res.headers?.['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body!)).toMatchObject({ status: 'ok' });
  });

  it('answers 404 with the error shape for a route key the group does not own', async () => {
    const res = await handler(event('GET /nope'), {} as never);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body!)).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('refuses a body on a route that takes none, naming the field', async () => {
    const res = await handler(event('GET /health', { body: '{"a":1}' }), {} as never);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).error.fields).toEqual({ body: 'must be empty' });
  });

  it('refuses unknown query parameters on a strict query schema', async () => {
    const res = await handler(event('GET /health', { queryStringParameters: { x: '1' } }), {} as never);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).error.fields).toEqual({ 'query.x': 'is not an accepted field' });
  });
});

describe("a group's routes and handlers must match when the group handler is built", () => {
  const health = { method: 'GET', path: '/health', group: 'public', access: 'public', summary: 'Liveness check', answer: noAnswer } as const;
  const answer = async () => ({ body: {} });

  it("refuses another group's route among the group's routes", () => {
    expect(() =>
      createGroupHandler('public', { health, listLeads: { ...health, path: '/leads', group: 'leads' } }, { health: answer, listLeads: answer } as never),
    ).toThrow('Route "listLeads" is in group "leads", not "public"');
  });

  it('refuses a route of the group without a handler', () => {
    expect(() => createGroupHandler('public', { health }, {} as never)).toThrow('Route "health" of group "public" has no handler');
  });

  it("refuses a handler whose route is not among the group's routes", () => {
    expect(() => createGroupHandler('public', { health }, { health: answer, searchDeals: answer } as never)).toThrow(
      'Handler "searchDeals" has no manifest route in group "public"',
    );
  });
});
