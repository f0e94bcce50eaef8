import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, FAILURE_WINDOW_MS } from './auth-policy.ts';
import { useAuthTestStack, type AuthTestStack } from './auth-test-stack.ts';
import { assertSignInAllowed, clearAccountFailures, recordSignInFailure } from './login-throttle.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

describe('sign-in throttle', () => {
  it('locks an account after 5 failures for the rest of the 15-minute window, whatever the address', async () => {
    const start = Date.now();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      await assertSignInAllowed('Casey', `198.51.100.${i}`, start);
      await recordSignInFailure('Casey', `198.51.100.${i}`, start);
    }
    await expect(assertSignInAllowed('casey', '203.0.113.9', start + 60_000)).rejects.toMatchObject({ status: 429, headers: { 'retry-after': String(14 * 60) } });
    await expect(assertSignInAllowed('casey', '203.0.113.9', start + FAILURE_WINDOW_MS)).resolves.toBeUndefined();
  });

  it('locks an address after 20 failures over any accounts', async () => {
    const start = Date.now();
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) await recordSignInFailure(`sprayed-${i}`, '203.0.113.50', start);
    await expect(assertSignInAllowed('someone-new', '203.0.113.50', start)).rejects.toMatchObject({ status: 429 });
    await expect(assertSignInAllowed('someone-new', '203.0.113.51', start)).resolves.toBeUndefined();
  });

  it('unlocks an account when its failures are cleared', async () => {
    const start = Date.now();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) await recordSignInFailure('Robin', `198.51.100.${100 + i}`, start);
    await expect(assertSignInAllowed('robin', '198.51.100.200', start)).rejects.toMatchObject({ status: 429 });
    await clearAccountFailures(' ROBIN ');
    await expect(assertSignInAllowed('robin', '198.51.100.200', start)).resolves.toBeUndefined();
  });
});
