import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, DEVICE_FAILURE_LIMIT, FAILURE_WINDOW_MS } from './auth-policy.ts';
import { useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { clearAccountFailures, clearDeviceFailures, recordAddressFailure, reserveKnownDeviceAttempt, reserveUnknownDeviceAttempt } from './login-throttle.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

describe('sign-in throttle', () => {
  it('admits 5 attempts on an account from unknown devices in a window, whatever the address, then 429 until the window ends', async () => {
    const start = Date.now();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) await reserveUnknownDeviceAttempt('Casey', `198.51.100.${i}`, start);
    await expect(reserveUnknownDeviceAttempt('casey', '203.0.113.9', start + 60_000)).rejects.toMatchObject({
      status: 429,
      headers: { 'retry-after': String(14 * 60) },
    });
    await expect(reserveUnknownDeviceAttempt('casey', '203.0.113.9', start + FAILURE_WINDOW_MS)).resolves.toBeUndefined();
  });

  it('admits no more than 5 of many parallel attempts (each is counted before its password is checked)', async () => {
    const start = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => reserveUnknownDeviceAttempt('Parallel.Pat', `198.51.100.${100 + i}`, start)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(ACCOUNT_FAILURE_LIMIT);
  });

  it('locks an address after 20 failures over any accounts', async () => {
    const start = Date.now();
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) await recordAddressFailure('203.0.113.50', start);
    await expect(reserveUnknownDeviceAttempt('someone-new', '203.0.113.50', start)).rejects.toMatchObject({ status: 429 });
    await expect(reserveUnknownDeviceAttempt('someone-new', '203.0.113.51', start)).resolves.toBeUndefined();
  });

  it('unlocks an account when its count is cleared', async () => {
    const start = Date.now();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 1; i += 1) await reserveUnknownDeviceAttempt('Robin', `198.51.100.${200 + i}`, start).catch(() => undefined);
    await expect(reserveUnknownDeviceAttempt('robin', '198.51.100.250', start)).rejects.toMatchObject({ status: 429 });
    await clearAccountFailures(' ROBIN ');
    await expect(reserveUnknownDeviceAttempt('robin', '198.51.100.250', start)).resolves.toBeUndefined();
  });

  it('trusts a known device for 5 attempts in a window, on its own count only, until a success clears it', async () => {
    const start = Date.now();
    for (let i = 0; i < DEVICE_FAILURE_LIMIT; i += 1) expect(await reserveKnownDeviceAttempt('device-a', start)).toBe(true);
    expect(await reserveKnownDeviceAttempt('device-a', start)).toBe(false);
    expect(await reserveKnownDeviceAttempt('device-b', start)).toBe(true);
    expect(await reserveKnownDeviceAttempt('device-a', start + FAILURE_WINDOW_MS)).toBe(true);
    await clearDeviceFailures('device-a');
    for (let i = 0; i < DEVICE_FAILURE_LIMIT; i += 1) expect(await reserveKnownDeviceAttempt('device-a', start)).toBe(true);
    // The account of unknown devices is untouched by a device's attempts.
    await expect(reserveUnknownDeviceAttempt('device-owner', '198.51.100.251', start)).resolves.toBeUndefined();
  });
});
