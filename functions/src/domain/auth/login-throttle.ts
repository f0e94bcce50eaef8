import { foldUsername } from '../../data/identity-keys.ts';
import { clearRateWindow, countRateEvent, readRateWindow } from '../../data/rate-limit-repository.ts';
import { TooManyRequests } from '../domain-errors.ts';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, DEVICE_FAILURE_LIMIT, FAILURE_WINDOW_MS, RATE_SCOPES } from './auth-policy.ts';

/**
 * Brute-force brakes on sign-in.
 *
 * From an unknown device, every attempt is counted against the account (the username as typed, existing or
 * not, so the answer is the same for both) *before* its password is checked: past `ACCOUNT_FAILURE_LIMIT` in a
 * window, or with the client address past `ADDRESS_FAILURE_LIMIT` failures, the answer is 429 with Retry-After
 * and no password is checked. Counting first keeps the bound under parallel requests; a success clears the
 * account's count.
 *
 * From a known device, only that device's own count applies (see {@link reserveKnownDeviceAttempt}).
 */

function tooMany(endsAt: number, nowMs: number): TooManyRequests {
  const seconds = Math.ceil((endsAt - nowMs) / 1000);
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
}

/**
 * Admits one sign-in attempt from an unknown device, or answers 429: the address must be under its failure
 * limit, and the account's attempt count (this one included) within {@link ACCOUNT_FAILURE_LIMIT}.
 */
export async function reserveUnknownDeviceAttempt(username: string, sourceIp: string, nowMs: number = Date.now()): Promise<void> {
  const address = sourceIp ? await readRateWindow(RATE_SCOPES.loginAddress, sourceIp, nowMs) : null;
  if (address && address.count >= ADDRESS_FAILURE_LIMIT) throw tooMany(address.endsAt, nowMs);
  const account = await countRateEvent(RATE_SCOPES.loginAccount, foldUsername(username), nowMs, FAILURE_WINDOW_MS);
  if (account.count > ACCOUNT_FAILURE_LIMIT) throw tooMany(account.endsAt, nowMs);
}

/** Counts a failed sign-in from an unknown device against the client address (the account counted it already). */
export async function recordAddressFailure(sourceIp: string, nowMs: number = Date.now()): Promise<void> {
  if (sourceIp) await countRateEvent(RATE_SCOPES.loginAddress, sourceIp, nowMs, FAILURE_WINDOW_MS);
}

/** Forgets an account's count after it signed in from an unknown device or reset its password (the address keeps its count). */
export async function clearAccountFailures(username: string): Promise<void> {
  await clearRateWindow(RATE_SCOPES.loginAccount, foldUsername(username));
}

/**
 * Counts one attempt against a known device (by its token hash) before its password is checked. False when the
 * device is past {@link DEVICE_FAILURE_LIMIT} in the window: it is then treated as unknown until the window ends.
 */
export async function reserveKnownDeviceAttempt(tokenHash: string, nowMs: number = Date.now()): Promise<boolean> {
  const device = await countRateEvent(RATE_SCOPES.loginDevice, tokenHash, nowMs, FAILURE_WINDOW_MS);
  return device.count <= DEVICE_FAILURE_LIMIT;
}

/** Forgets a known device's count after it signed in. */
export async function clearDeviceFailures(tokenHash: string): Promise<void> {
  await clearRateWindow(RATE_SCOPES.loginDevice, tokenHash);
}
