import { describe, expect, it } from 'vitest';
import { base64Url, fakeAccessToken } from '../test/fake-access-token.ts';
import { readAccessTokenClaims } from './access-token-claims.ts';

describe('readAccessTokenClaims', () => {
  it('reads exp, iat and username from the payload of a JWT', () => {
    const token = fakeAccessToken({ issuedAtMs: Date.parse('2030-01-01T00:00:00Z'), lifetimeSeconds: 900, username: 'José' });
    expect(readAccessTokenClaims(token)).toEqual({ exp: 1893456900, iat: 1893456000, username: 'José' });
  });

  it('decodes base64url payloads that need padding and use - and _', () => {
    const payload = base64Url(JSON.stringify({ exp: 2000000000, username: '??>>' }));
    expect(payload).toMatch(/[-_]/);
    expect(readAccessTokenClaims(`e30.${payload}.sig`)).toEqual({ exp: 2000000000, iat: undefined, username: '??>>' });
  });

  it.each([
    ['an empty string', ''],
    ['two segments', 'a.b'],
    ['four segments', 'a.b.c.d'],
    ['a payload that is not base64url JSON', 'a.%%%.c'],
    ['a payload without exp', `e30.${btoa(JSON.stringify({ username: 'x' }))}.c`],
    ['a payload whose exp is text', `e30.${btoa(JSON.stringify({ exp: 'soon' }))}.c`],
    ['a payload that is not an object', `e30.${btoa('42')}.c`],
  ])('returns null for %s', (_, token) => {
    expect(readAccessTokenClaims(token)).toBeNull();
  });
});
