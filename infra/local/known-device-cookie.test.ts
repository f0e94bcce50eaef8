import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tdp/functions/auth/password-hash';
import { createUser } from '@tdp/functions/data/user-repository';
import { startLocalStack, type LocalStack } from './local-stack.ts';

/**
 * The known-device cookie (docs/decisions/sessions-and-passwords.md) makes the round trip a browser makes in the
 * local stack, as in AWS: the auth function answers it in payload 2.0 `cookies`, the local gateway writes each as
 * a Set-Cookie header, the site's proxy passes it on, and the Cookie header sent back reaches the function as
 * `event.cookies`. A browser whose cookie made it back signs in while the account is locked for unknown devices.
 */

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ web: 'dev', quiet: true, seed: false });
  await createUser(
    { username: 'cookie.admin', role: 'admin', name: 'Cookie Admin', email: 'cookie.admin@example.com', passwordHash: await hashPassword('a-good-password') },
    'test',
  );
});
afterAll(() => stack.stop());

function signIn(base: string, password: string, cookie?: string): Promise<Response> {
  return fetch(`${base}/api/auth/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username: 'cookie.admin', password }),
  });
}

describe('the known-device cookie through the local stack', () => {
  it('is set through the site and the gateway, comes back as event.cookies, and lets its browser past a lock', async () => {
    const first = await signIn(stack.webUrl, 'a-good-password');
    expect(first.status).toBe(200);
    expect(Object.keys((await first.json()) as object).sort()).toEqual(['accessToken', 'redirectUrl', 'refreshToken', 'role']);
    const setCookies = first.headers.getSetCookie();
    expect(setCookies).toEqual([
      expect.stringMatching(/^tdp_device_[0-9a-f]{16}=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api\/auth; HttpOnly; Secure; SameSite=Strict$/),
    ]);
    const cookie = setCookies[0]!.split(';')[0]!;

    for (let i = 0; i < 6; i += 1) await signIn(stack.webUrl, `guess-${i}`);
    expect((await signIn(stack.webUrl, 'a-good-password')).status).toBe(429);
    expect((await signIn(stack.apiUrl, 'a-good-password')).status).toBe(429);

    // The site's proxy and the gateway both carry the cookie to the function (several cookies in one header too).
    const throughSite = await signIn(stack.webUrl, 'a-good-password', `other=1; ${cookie}`);
    expect(throughSite.status).toBe(200);
    const renewed = throughSite.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(renewed).not.toBe(cookie);
    expect((await signIn(stack.apiUrl, 'a-good-password', renewed)).status).toBe(200);
  });
});
