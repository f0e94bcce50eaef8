import { routes } from '@tdp/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRateWindow } from '../../data/rate-limit-repository.ts';
import { ACCOUNT_FAILURE_LIMIT, DEVICE_FAILURE_LIMIT, DEVICE_TOKEN_TTL_SECONDS, RATE_SCOPES } from '../../domain/auth/auth-policy.ts';
import { createTestUser, readOutbox, resetKeyFromEmail, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { callRoute, type RouteAnswer } from '../../../test/call-route.ts';
import { deviceCookieName } from './device-cookie.ts';

/**
 * Known devices (issue #16, item 3): a guesser who keeps an account locked for unknown devices cannot keep its
 * owner out, because the owner's browser holds a device cookie from an earlier sign-in (or password reset).
 * Each "browser" below keeps the cookies the API sets and sends them back, as a browser does on the auth paths.
 */

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

let addressSequence = 0;
/** A new client address on every call: the guesser rotates addresses, so the per-address limit never helps. */
function rotatingAddress(): string {
  addressSequence += 1;
  return `198.18.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

/** A browser: a cookie jar that the API's Set-Cookie answers fill and every auth request sends. */
class Browser {
  readonly jar = new Map<string, string>();

  remember(answer: RouteAnswer): RouteAnswer {
    for (const cookie of answer.cookies) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (/;\s*Max-Age=0(;|$)/i.test(cookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return answer;
  }

  get cookies(): string[] {
    return [...this.jar].map(([name, value]) => `${name}=${value}`);
  }

  async signIn(role: 'admin' | 'agent', username: string, password: string, sourceIp = rotatingAddress()): Promise<RouteAnswer> {
    return this.remember(await callRoute(routes.login, { params: { role }, body: { username, password }, sourceIp, cookies: this.cookies }));
  }
}

/** Sends requests `concurrency` at a time and returns the answers' statuses in order. */
async function inParallel(count: number, concurrency: number, send: (i: number) => Promise<RouteAnswer>): Promise<number[]> {
  const statuses: number[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        statuses[i] = (await send(i)).status;
      }
    }),
  );
  return statuses;
}

const countOf = (statuses: number[], status: number) => statuses.filter((candidate) => candidate === status).length;

async function lockForUnknownDevices(role: 'admin' | 'agent', username: string): Promise<void> {
  const guesser = new Browser();
  for (let i = 0; i <= ACCOUNT_FAILURE_LIMIT; i += 1) await guesser.signIn(role, username, `guess-${i}`);
  expect((await guesser.signIn(role, username, 'another-guess')).status).toBe(429);
}

describe('known devices', () => {
  it("does not let a guesser's 1,000 failures from rotating addresses keep the owner's known device out", async () => {
    const owner = await createTestUser({ role: 'admin', username: 'admin' });
    const ownersLaptop = new Browser();
    expect((await ownersLaptop.signIn('admin', 'admin', 'a-good-password')).status).toBe(200);

    const attacker = new Browser();
    const started = Date.now();
    const statuses = await inParallel(1_000, 20, (i) => attacker.signIn('admin', i % 2 ? 'admin' : 'ADMIN', `guess-${i}`));
    // No more passwords were checked than the documented rate allows; every other attempt was refused before hashing.
    expect(countOf(statuses, 401)).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(1_000 - ACCOUNT_FAILURE_LIMIT);
    expect(Date.now() - started).toBeLessThan(60_000);

    // The owner's known device signs in, again and again (its cookie is renewed each time).
    for (let i = 0; i < 3; i += 1) {
      const answer = await ownersLaptop.signIn('admin', 'Admin', 'a-good-password');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ role: 'admin', redirectUrl: '/admin-dashboard' });
    }
    // A browser the owner never signed in with is an unknown device: the lock holds there.
    expect((await new Browser().signIn('admin', 'admin', 'a-good-password')).status).toBe(429);
    expect(owner.username).toBe('admin');
  });

  it('checks at most the documented number of passwords for a guesser on unknown devices, even in parallel', async () => {
    const victim = await createTestUser({ role: 'agent' });
    const guesser = new Browser();
    const statuses = await inParallel(12, 12, (i) => guesser.signIn('agent', victim.username, `parallel-guess-${i}`));
    expect(countOf(statuses, 401)).toBe(ACCOUNT_FAILURE_LIMIT);
    expect(countOf(statuses, 429)).toBe(12 - ACCOUNT_FAILURE_LIMIT);
  });

  it("gives no way past the lock with a forged token or another user's device token", async () => {
    const victim = await createTestUser({ role: 'admin' });
    const mallory = await createTestUser({ role: 'agent' });
    const mallorysBrowser = new Browser();
    expect((await mallorysBrowser.signIn('agent', mallory.username, 'a-good-password')).status).toBe(200);
    const mallorysToken = mallorysBrowser.jar.get(deviceCookieName(mallory.username))!;
    expect(mallorysToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await lockForUnknownDevices('admin', victim.username);

    // Even with the right password (the guesser's best case), neither cookie counts as the victim's device.
    const forged = await callRoute(routes.login, {
      params: { role: 'admin' },
      body: { username: victim.username, password: 'a-good-password' },
      sourceIp: rotatingAddress(),
      cookies: [`${deviceCookieName(victim.username)}=${'A'.repeat(43)}`],
    });
    expect(forged.status).toBe(429);
    const borrowed = await callRoute(routes.login, {
      params: { role: 'admin' },
      body: { username: victim.username, password: 'a-good-password' },
      sourceIp: rotatingAddress(),
      cookies: [`${deviceCookieName(victim.username)}=${mallorysToken}`, `${deviceCookieName(mallory.username)}=${mallorysToken}`],
    });
    expect(borrowed.status).toBe(429);
    expect(borrowed.cookies).toEqual([]);
  });

  it('stops trusting a known device after its own failures, without locking the account for its other known devices', async () => {
    const owner = await createTestUser({ role: 'agent' });
    const [laptop, phone] = [new Browser(), new Browser()];
    expect((await laptop.signIn('agent', owner.username, 'a-good-password')).status).toBe(200);
    expect((await phone.signIn('agent', owner.username, 'a-good-password')).status).toBe(200);

    for (let i = 0; i < DEVICE_FAILURE_LIMIT; i += 1) expect((await laptop.signIn('agent', owner.username, `typo-${i}`)).status).toBe(401);
    // The laptop's failures were counted against the laptop alone, not against the account.
    expect(await readRateWindow(RATE_SCOPES.loginAccount, owner.username, Date.now())).toBeNull();

    await lockForUnknownDevices('agent', owner.username);
    // Past its own limit the laptop is an unknown device, and unknown devices are locked out for now...
    expect((await laptop.signIn('agent', owner.username, 'a-good-password')).status).toBe(429);
    // ...while the phone, another known device, still signs in.
    expect((await phone.signIn('agent', owner.username, 'a-good-password')).status).toBe(200);
  });

  it('replaces the device token at each sign-in: the old one no longer counts as a known device', async () => {
    const owner = await createTestUser({ role: 'agent' });
    const laptop = new Browser();
    await laptop.signIn('agent', owner.username, 'a-good-password');
    const firstToken = laptop.jar.get(deviceCookieName(owner.username));
    await laptop.signIn('agent', owner.username, 'a-good-password');
    expect(laptop.jar.get(deviceCookieName(owner.username))).not.toBe(firstToken);

    await lockForUnknownDevices('agent', owner.username);
    const copy = new Browser();
    copy.jar.set(deviceCookieName(owner.username), firstToken!);
    expect((await copy.signIn('agent', owner.username, 'a-good-password')).status).toBe(429);
    expect((await laptop.signIn('agent', owner.username, 'a-good-password')).status).toBe(200);
  });

  it('sets an HttpOnly, Secure, SameSite=Strict cookie for the auth paths on sign-in only, keeps the login answer to its four fields, and keeps the cookie on sign-out', async () => {
    const agent = await createTestUser({ role: 'agent', username: 'Cookie.Monster' });
    const browser = new Browser();
    const failed = await browser.signIn('agent', 'cookie.monster', 'wrong-password');
    expect(failed.status).toBe(401);
    expect(failed.cookies).toEqual([]);

    const answer = await browser.signIn('agent', ' COOKIE.monster ', 'a-good-password');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['accessToken', 'redirectUrl', 'refreshToken', 'role']);
    expect(answer.headers).not.toHaveProperty('set-cookie');
    expect(answer.cookies).toEqual([
      `${deviceCookieName(agent.username)}=${browser.jar.get(deviceCookieName(agent.username))}; Max-Age=${DEVICE_TOKEN_TTL_SECONDS}; Path=/api/auth; HttpOnly; Secure; SameSite=Strict`,
    ]);
    expect(deviceCookieName(' COOKIE.monster ')).toBe(deviceCookieName('Cookie.Monster'));
    expect(deviceCookieName('cookie.monster')).toMatch(/^tdp_device_[0-9a-f]{16}$/);
    expect(deviceCookieName('someone.else')).not.toBe(deviceCookieName('cookie.monster'));
    // The login and set-password routes are under the cookie's path, so the browser sends it to them.
    expect(routes.login.path.startsWith('/api/auth/')).toBe(true);
    expect(routes.resetPassword.path.startsWith('/api/auth/')).toBe(true);

    const logout = await callRoute(routes.logout, { body: { refreshToken: answer.body.refreshToken }, cookies: browser.cookies });
    expect(logout.status).toBe(204);
    expect(logout.cookies).toEqual([]);
    await lockForUnknownDevices('agent', agent.username);
    expect((await browser.signIn('agent', agent.username, 'a-good-password')).status).toBe(200);
  });

  it('makes the browser that sets a password through an e-mailed link a known device, so a reset gets the owner past the lock', async () => {
    const owner = await createTestUser({ role: 'admin' });
    await lockForUnknownDevices('admin', owner.username);
    const browser = new Browser();
    expect((await callRoute(routes.forgotPassword, { body: { usernameOrEmail: owner.email } })).status).toBe(202);
    const key = resetKeyFromEmail(
      readOutbox(stack.dataDir)
        .filter((message) => message.to === owner.email)
        .at(-1)!,
    );
    const reset = browser.remember(await callRoute(routes.resetPassword, { body: { key, password: 'a new good password' } }));
    expect(reset.status).toBe(204);
    expect(reset.cookies).toEqual([
      expect.stringMatching(
        new RegExp(`^${deviceCookieName(owner.username)}=[A-Za-z0-9_-]{43}; Max-Age=\\d+; Path=/api/auth; HttpOnly; Secure; SameSite=Strict$`),
      ),
    ]);

    // The guesser locks the account again at once; the owner signs in from the browser the link was opened in.
    await lockForUnknownDevices('admin', owner.username);
    expect((await browser.signIn('admin', owner.username, 'a new good password')).status).toBe(200);
  });
});
