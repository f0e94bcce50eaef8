import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../groups/public/handler.ts';
import { DomainError } from '../domain/domain-errors.ts';
import type { ApiEvent } from './http-types.ts';
import { originSecretDigest, verifyOrigin } from './origin-verification.ts';
import { captureLogLines } from '../../test/log-lines.ts';
import { digestOf, TEST_ORIGIN_SECRET, useOriginVerification, viaCdn, WRONG_ORIGIN_SECRET } from '../../test/cdn-origin.ts';

function event(headers: Record<string, string>, routeKey = 'GET /health'): ApiEvent {
  const [method, path] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path!,
    rawQueryString: '',
    headers,
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
      http: { method: method!, path: path!, protocol: 'HTTP/1.1', sourceIp: '198.51.100.9', userAgent: 'test' },
    },
  } as ApiEvent;
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
});

describe('verifyOrigin', () => {
  it('digests a secret as the CDK provisioner and the local stack do (SHA-256, hex)', () => {
    expect(originSecretDigest(TEST_ORIGIN_SECRET)).toBe(digestOf(TEST_ORIGIN_SECRET));
    expect(originSecretDigest('x')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('in required mode, passes a request with an accepted secret and refuses any other with 403', () => {
    restore = useOriginVerification('required');
    expect(verifyOrigin(event(viaCdn('203.0.113.1')))).toBe('through-cdn');
    expect(verifyOrigin(event({ 'X-Origin-Verify': TEST_ORIGIN_SECRET }))).toBe('through-cdn');
    const refused: Array<Record<string, string>> = [
      {},
      { 'x-origin-verify': WRONG_ORIGIN_SECRET },
      { 'x-origin-verify': digestOf(TEST_ORIGIN_SECRET) },
      { 'x-origin-verify': '' },
    ];
    for (const headers of refused) {
      expect(() => verifyOrigin(event(headers))).toThrow(DomainError);
      try {
        verifyOrigin(event(headers));
      } catch (error) {
        expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
    }
  });

  it('in optional mode (and with no mode set), answers a request without a valid secret as direct', () => {
    restore = useOriginVerification('optional');
    expect(verifyOrigin(event({}))).toBe('direct');
    expect(verifyOrigin(event({ 'x-origin-verify': WRONG_ORIGIN_SECRET }))).toBe('direct');
    expect(verifyOrigin(event(viaCdn('203.0.113.1')))).toBe('through-cdn');
    restore();
    restore = useOriginVerification('unset');
    expect(verifyOrigin(event({}))).toBe('direct');
    expect(verifyOrigin(event(viaCdn('203.0.113.1')))).toBe('direct');
  });

  it('refuses everything in required mode when it was given no digest, rather than trusting anything', () => {
    restore = useOriginVerification('required', []);
    expect(() => verifyOrigin(event(viaCdn('203.0.113.1')))).toThrow(DomainError);
  });

  it('fails loudly on a mode it does not know, instead of guessing', () => {
    restore = useOriginVerification('optional');
    process.env.ORIGIN_VERIFY = 'require';
    expect(() => verifyOrigin(event({}))).toThrow(/ORIGIN_VERIFY must be "required" or "optional"/);
  });
});

describe('the group handler in required mode', () => {
  it('answers a direct call 403 with the JSON error body and the API headers, before the route is even looked up', async () => {
    restore = useOriginVerification('required');
    for (const routeKey of ['GET /health', 'GET /no-such-route']) {
      const answer = await handler(event({}, routeKey), {} as never);
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body!)).toEqual({ error: { code: 'FORBIDDEN', message: "This API answers only through the site's address." } });
      expect(answer.headers?.['cache-control']).toBe('no-store');
      expect(answer.headers?.['content-type']).toMatch(/^application\/json/);
    }
    expect((await handler(event(viaCdn('203.0.113.1')), {} as never)).statusCode).toBe(200);
  });

  it("logs the viewer's address it counted, and never the origin secret", async () => {
    restore = useOriginVerification('required');
    const lines = await captureLogLines(async () => {
      await handler(event(viaCdn('203.0.113.44')), {} as never);
      await handler(event({ 'x-origin-verify': WRONG_ORIGIN_SECRET }), {} as never);
    });
    expect(lines.map((line) => line.clientAddress)).toEqual(['203.0.113.44', '198.51.100.9']);
    expect(JSON.stringify(lines)).not.toContain(TEST_ORIGIN_SECRET);
    expect(JSON.stringify(lines)).not.toContain(WRONG_ORIGIN_SECRET);
  });
});
