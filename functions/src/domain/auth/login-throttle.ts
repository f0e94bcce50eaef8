import { foldUsername } from '../../data/identity-keys.ts';
import { clearRateWindow, countRateEvent, readRateWindow } from '../../data/rate-limit-repository.ts';
import { TooManyRequests } from '../domain-errors.ts';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, FAILURE_WINDOW_MS, RATE_SCOPES } from './auth-policy.ts';

/**
 * Brute-force brakes on sign-in: failures are counted per account and per client address; once either
 * reached its limit, every attempt answers 429 with Retry-After until the window ends, before any password
 * is checked. Counting by the username as typed (existing or not) keeps the answer the same for both.
 */
export async function assertSignInAllowed(username: string, sourceIp: string, nowMs: number = Date.now()): Promise<void> {
  const [account, address] = await Promise.all([
    readRateWindow(RATE_SCOPES.loginAccount, foldUsername(username), nowMs),
    sourceIp ? readRateWindow(RATE_SCOPES.loginAddress, sourceIp, nowMs) : Promise.resolve(null),
  ]);
  const blockedUntil = Math.max(
    account && account.count >= ACCOUNT_FAILURE_LIMIT ? account.endsAt : 0,
    address && address.count >= ADDRESS_FAILURE_LIMIT ? address.endsAt : 0,
  );
  if (blockedUntil > nowMs) {
    const seconds = Math.ceil((blockedUntil - nowMs) / 1000);
    const minutes = Math.ceil(seconds / 60);
    throw new TooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
  }
}

/** Counts a failed sign-in against the account and the address. */
export async function recordSignInFailure(username: string, sourceIp: string, nowMs: number = Date.now()): Promise<void> {
  await Promise.all([
    countRateEvent(RATE_SCOPES.loginAccount, foldUsername(username), nowMs, FAILURE_WINDOW_MS),
    sourceIp ? countRateEvent(RATE_SCOPES.loginAddress, sourceIp, nowMs, FAILURE_WINDOW_MS) : Promise.resolve(),
  ]);
}

/** Forgets an account's failures after it signed in or reset its password (the address keeps its count). */
export async function clearAccountFailures(username: string): Promise<void> {
  await clearRateWindow(RATE_SCOPES.loginAccount, foldUsername(username));
}
