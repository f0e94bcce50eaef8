import { createHmac, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TYPE, accessTokenSettings, issueAccessToken, signJwt } from './access-token.ts';
import { createOpaqueSecret } from './opaque-secret.ts';
import { clearSigningKeyCache, loadJwks, loadSigningKey, type ActiveSigningKey } from './signing-keys.ts';
import { clearVerifierCache, verifyAccessToken } from './verify-access-token.ts';

let dataDir: string;
let key: ActiveSigningKey;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tdp-verify-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.JWKS_JSON;
  delete process.env.SIGNING_KEY_SECRET_ARN;
  clearSigningKeyCache();
  clearVerifierCache();
  key = await loadSigningKey();
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { issuer, audience } = accessTokenSettings();
  const now = Math.floor(Date.now() / 1000);
  return { iss: issuer, aud: audience, sub: 'user-1', role: 'agent', username: 'agent', iat: now, exp: now + 300, jti: 'jti-1', ...overrides };
}

function header(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { alg: 'ES256', typ: ACCESS_TOKEN_TYPE, kid: key.kid, ...overrides };
}

/** A token signed by our real key with the given header and claims. */
function ours(headerOverrides: Record<string, unknown> = {}, claimOverrides: Record<string, unknown> = {}): string {
  return signJwt(header(headerOverrides), claims(claimOverrides), key.privateKey);
}

function withoutKey(record: Record<string, unknown>, name: string): Record<string, unknown> {
  const { [name]: _removed, ...rest } = record;
  return rest;
}

describe('verifyAccessToken', () => {
  it('accepts a genuine token and returns the caller', async () => {
    const { token } = await issueAccessToken({ sub: 'user-7', role: 'admin', username: 'admin' });
    expect(await verifyAccessToken(token)).toEqual({ sub: 'user-7', role: 'admin', username: 'admin' });
    expect(await verifyAccessToken(ours())).toEqual({ sub: 'user-1', role: 'agent', username: 'agent' });
  });

  it.each(['none', 'None', 'NONE'])('rejects an unsigned token with alg %s', async (alg) => {
    const unsigned = `${b64(header({ alg }))}.${b64(claims())}`;
    expect(await verifyAccessToken(`${unsigned}.`)).toBeNull();
    expect(await verifyAccessToken(`${unsigned}.${b64('x')}`)).toBeNull();
  });

  it('rejects a token whose signature was stripped', async () => {
    const [h, p] = ours().split('.');
    expect(await verifyAccessToken(`${h}.${p}.`)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}`)).toBeNull();
  });

  it('rejects HS256 signed with our public key as the HMAC secret', async () => {
    const jwks = await loadJwks();
    for (const secret of [JSON.stringify(jwks.keys[0]), JSON.stringify(jwks), jwks.keys[0]!.x]) {
      const input = `${b64(header({ alg: 'HS256' }))}.${b64(claims({ role: 'admin' }))}`;
      const signature = createHmac('sha256', secret).update(input).digest('base64url');
      expect(await verifyAccessToken(`${input}.${signature}`)).toBeNull();
    }
  });

  it('rejects a token signed by a foreign key that claims our kid', async () => {
    const foreign = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(await verifyAccessToken(signJwt(header(), claims({ role: 'admin' }), foreign))).toBeNull();
  });

  it.each([
    ['jwk', () => ({ jwk: generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }) })],
    ['jku', () => ({ jku: 'https://attacker.example/jwks.json' })],
    ['x5u', () => ({ x5u: 'https://attacker.example/cert.pem' })],
    ['x5c', () => ({ x5c: ['MIIB'] })],
  ])('rejects a token carrying an embedded %s header, even when our key signed it', async (_name, extra) => {
    expect(await verifyAccessToken(ours(extra()))).toBeNull();
    const foreign = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(await verifyAccessToken(signJwt(header({ ...extra(), kid: 'attacker' }), claims(), foreign))).toBeNull();
  });

  it('rejects a crit header', async () => {
    expect(await verifyAccessToken(ours({ crit: ['exp'] }))).toBeNull();
  });

  it.each([
    ['unknown', 'not-our-key'],
    ['absurdly long', 'k'.repeat(5000)],
    ['path-like', '../../../../etc/passwd'],
    ['non-string', { $ne: null }],
    ['empty', ''],
  ])('rejects an %s kid', async (_name, kid) => {
    expect(await verifyAccessToken(ours({ kid }))).toBeNull();
  });

  it('rejects a token without kid or with another typ', async () => {
    expect(await verifyAccessToken(signJwt(withoutKey(header(), 'kid'), claims(), key.privateKey))).toBeNull();
    expect(await verifyAccessToken(ours({ typ: 'JWT' }))).toBeNull();
    expect(await verifyAccessToken(signJwt(withoutKey(header(), 'typ'), claims(), key.privateKey))).toBeNull();
  });

  it('rejects an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyAccessToken(ours({}, { iat: now - 600, exp: now - 5 }))).toBeNull();
  });

  it('rejects a token that is not valid yet (nbf in the future)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyAccessToken(ours({}, { nbf: now + 120 }))).toBeNull();
  });

  it('rejects a token without exp, without iat, or living longer than 15 minutes', async () => {
    expect(await verifyAccessToken(signJwt(header(), withoutKey(claims(), 'exp'), key.privateKey))).toBeNull();
    expect(await verifyAccessToken(signJwt(header(), withoutKey(claims(), 'iat'), key.privateKey))).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyAccessToken(ours({}, { iat: now, exp: now + 3600 }))).toBeNull();
    expect(await verifyAccessToken(ours({}, { exp: String(now + 300) }))).toBeNull();
  });

  it('rejects a wrong issuer or audience', async () => {
    expect(await verifyAccessToken(ours({}, { iss: 'someone-else' }))).toBeNull();
    expect(await verifyAccessToken(ours({}, { aud: 'another-api' }))).toBeNull();
    expect(await verifyAccessToken(signJwt(header(), withoutKey(claims(), 'aud'), key.privateKey))).toBeNull();
  });

  it('rejects a token without jti, sub or username, or with a role we do not have', async () => {
    expect(await verifyAccessToken(signJwt(header(), withoutKey(claims(), 'jti'), key.privateKey))).toBeNull();
    expect(await verifyAccessToken(signJwt(header(), withoutKey(claims(), 'sub'), key.privateKey))).toBeNull();
    expect(await verifyAccessToken(signJwt(header(), withoutKey(claims(), 'username'), key.privateKey))).toBeNull();
    expect(await verifyAccessToken(ours({}, { role: 'superuser' }))).toBeNull();
    expect(await verifyAccessToken(ours({}, { role: ['admin'] }))).toBeNull();
  });

  it('rejects a refresh token presented as an access token', async () => {
    expect(await verifyAccessToken(createOpaqueSecret())).toBeNull();
  });

  it('rejects a token whose role was tampered with after signing', async () => {
    const [h, , s] = ours().split('.');
    expect(await verifyAccessToken(`${h}.${b64(claims({ role: 'admin' }))}.${s}`)).toBeNull();
  });

  it('rejects malformed tokens', async () => {
    const [h, p, s] = ours().split('.');
    expect(await verifyAccessToken(`${h}.${p}`)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}.${s}.${s}`)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}!.${s}`)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}.${s}==`)).toBeNull();
    expect(await verifyAccessToken(`${b64('not json')}.${p}.${s}`)).toBeNull();
    expect(await verifyAccessToken(`${b64('[1,2]')}.${p}.${s}`)).toBeNull();
    expect(await verifyAccessToken('')).toBeNull();
    expect(await verifyAccessToken(ours({}, { padding: 'x'.repeat(9000) }))).toBeNull();
  });
});
