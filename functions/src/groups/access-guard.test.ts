import { createHmac, generateKeyPairSync } from 'node:crypto';
import { pathParameterNames, type Role } from '@tdp/shared/api/route-definition';
import { routeList, routes } from '@tdp/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TYPE, accessTokenSettings, issueAccessToken, signJwt } from '../auth/access-token.ts';
import { createOpaqueSecret } from '../auth/opaque-secret.ts';
import { loadJwks, loadSigningKey, type ActiveSigningKey } from '../auth/signing-keys.ts';
import { useAuthTestStack, type AuthTestStack } from '../../test/auth-test-stack.ts';
import { callRoute } from '../../test/call-route.ts';

/**
 * The access guard of every group, through the real handlers: a route × {anonymous, agent, admin} matrix
 * generated from the manifest, and forged or broken tokens on an admin route.
 */

let stack: AuthTestStack;
let key: ActiveSigningKey;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  stack = await useAuthTestStack();
  key = await loadSigningKey();
  tokens.agent = (await issueAccessToken({ sub: 'matrix-agent', role: 'agent', username: 'matrix-agent' })).token;
  tokens.admin = (await issueAccessToken({ sub: 'matrix-admin', role: 'admin', username: 'matrix-admin' })).token;
});
afterAll(() => stack.stop());

type Caller = 'anonymous' | Role;

function expectedOutcome(access: (typeof routeList)[number]['access'], caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  return access.length === 0 || access.includes(caller) ? 'allowed' : 403;
}

const cells = routeList.flatMap((route) =>
  (['anonymous', 'agent', 'admin'] as const).map((caller) => ({ route, caller, expected: expectedOutcome(route.access, caller) })),
);

describe('route × caller matrix from the manifest', () => {
  it.each(cells.map((cell) => [`${cell.route.method} ${cell.route.path}`, cell.caller, cell.expected, cell] as const))(
    '%s as %s → %s',
    async (_route, caller, expected, cell) => {
      // Minimal event: placeholder path parameters, no query, no body. Validation may fail, but only after the guard.
      const params = Object.fromEntries(pathParameterNames(cell.route.path).map((name) => [name, '1']));
      const answer = await callRoute(cell.route, { params, token: caller === 'anonymous' ? undefined : tokens[caller] });
      if (expected === 'allowed') expect([401, 403]).not.toContain(answer.status);
      else expect(answer.status).toBe(expected);
    },
  );
});

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { issuer, audience } = accessTokenSettings();
  const now = Math.floor(Date.now() / 1000);
  return { iss: issuer, aud: audience, sub: 'attacker', role: 'admin', username: 'attacker', iat: now, exp: now + 300, jti: 'forged', ...overrides };
}

function header(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { alg: 'ES256', typ: ACCESS_TOKEN_TYPE, kid: key.kid, ...overrides };
}

const foreignKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

/** Each builds a token that must not open an admin route. */
const forgeries: Record<string, () => Promise<string> | string> = {
  'alg none': () => `${b64(header({ alg: 'none' }))}.${b64(claims())}.`,
  'alg None': () => `${b64(header({ alg: 'None' }))}.${b64(claims())}.${b64('sig')}`,
  'alg NONE': () => `${b64(header({ alg: 'NONE' }))}.${b64(claims())}.${b64('sig')}`,
  'stripped signature': () => `${signJwt(header(), claims(), key.privateKey).split('.').slice(0, 2).join('.')}.`,
  'HS256 signed with our public key': async () => {
    const input = `${b64(header({ alg: 'HS256' }))}.${b64(claims())}`;
    return `${input}.${createHmac('sha256', JSON.stringify((await loadJwks()).keys[0]))
      .update(input)
      .digest('base64url')}`;
  },
  'foreign key with our kid': () => signJwt(header(), claims(), foreignKey()),
  'embedded jwk': () => {
    const attacker = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return signJwt(header({ kid: 'attacker', jwk: attacker.publicKey.export({ format: 'jwk' }) }), claims(), attacker.privateKey);
  },
  'jku header': () => signJwt(header({ jku: 'https://attacker.example/jwks.json' }), claims(), foreignKey()),
  'x5u header': () => signJwt(header({ x5u: 'https://attacker.example/cert.pem' }), claims(), foreignKey()),
  'unknown kid': () => signJwt(header({ kid: 'unknown-key' }), claims(), key.privateKey),
  'absurd kid': () => signJwt(header({ kid: `${'../'.repeat(40)}${'k'.repeat(3000)}` }), claims(), key.privateKey),
  expired: () => signJwt(header(), claims({ iat: Math.floor(Date.now() / 1000) - 900, exp: Math.floor(Date.now() / 1000) - 1 }), key.privateKey),
  'nbf in the future': () => signJwt(header(), claims({ nbf: Math.floor(Date.now() / 1000) + 600 }), key.privateKey),
  'missing exp': () => {
    const { exp: _exp, ...rest } = claims();
    return signJwt(header(), rest, key.privateKey);
  },
  'wrong iss': () => signJwt(header(), claims({ iss: 'https://issuer.example' }), key.privateKey),
  'wrong aud': () => signJwt(header(), claims({ aud: 'another-api' }), key.privateKey),
  'crit header': () => signJwt(header({ crit: ['exp'] }), claims(), key.privateKey),
  'refresh token as access token': () => createOpaqueSecret(),
  'tampered role': async () => {
    const genuine = (await issueAccessToken({ sub: 'agent-1', role: 'agent', username: 'agent-1' })).token;
    const [h, p, s] = genuine.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString('utf8'));
    return `${h}.${b64({ ...payload, role: 'admin' })}.${s}`;
  },
  'two segments': () => signJwt(header(), claims(), key.privateKey).split('.').slice(0, 2).join('.'),
  'four segments': () => `${signJwt(header(), claims(), key.privateKey)}.${b64('extra')}`,
  'bad base64url': () => signJwt(header(), claims(), key.privateKey).replace('.', '.%%'),
  'larger than 8 KB': () => signJwt(header(), claims({ padding: 'x'.repeat(8 * 1024) }), key.privateKey),
};

describe('forged and broken tokens on an admin route', () => {
  it.each(Object.keys(forgeries))('%s → 401', async (name) => {
    const token = await forgeries[name]!();
    const answer = await callRoute(routes.adminByUsername, { params: { username: 'admin' }, token });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });

  it("an agent's genuine token on an admin route → 403", async () => {
    const answer = await callRoute(routes.adminByUsername, { params: { username: 'admin' }, token: tokens.agent });
    expect(answer.status).toBe(403);
  });

  it('a genuine admin token passes the guard', async () => {
    const answer = await callRoute(routes.adminByUsername, { params: { username: 'admin' }, token: tokens.admin });
    expect(answer.status).toBe(404);
  });
});
