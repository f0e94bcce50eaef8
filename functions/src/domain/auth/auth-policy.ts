import { INVITATION_LINK_VALID_DAYS, RESET_LINK_VALID_MINUTES } from '@tdp/shared/schemas/auth';

/**
 * The numbers of the sign-in policy, in one place (issue "Accounts and sessions").
 * Durations are in seconds unless the name says otherwise.
 */

/** A refresh token not used for this long stops working (idle lifetime); every refresh grants a new one. */
export const REFRESH_TOKEN_IDLE_SECONDS = 14 * 24 * 3600;
/** A session (family of refresh tokens) ends this long after sign-in, however active (absolute lifetime). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** A password reset link works for 60 minutes, once (the number the SPA words its pages with, from shared). */
export const RESET_KEY_TTL_SECONDS = RESET_LINK_VALID_MINUTES * 60;
/** An invitation link (new account chooses its password) works for 7 days, once. */
export const INVITATION_KEY_TTL_SECONDS = INVITATION_LINK_VALID_DAYS * 24 * 3600;

/**
 * The documented guessing rate from unknown devices: at most this many passwords are checked per account
 * (username as typed, existing or not) in one failure window, whatever the number of addresses or parallel
 * requests (each attempt is counted before its password is checked; a success clears the count). So at most
 * 5 guesses per 15 minutes, 480 a day, per account. Sign-ins from a known device (see `DEVICE_FAILURE_LIMIT`)
 * are not counted here and not stopped by it: a guesser cannot keep the owner out.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
/**
 * Failed sign-ins counted per client address in one window. Higher than per account because several agents
 * of one office share an address; still stops one machine from spraying passwords over many accounts.
 */
export const ADDRESS_FAILURE_LIMIT = 20;
/** Window of the failure counters: after the limit, sign-in answers 429 until the window ends. */
export const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Known devices (OWASP "device cookies"): a successful sign-in, password reset or invitation acceptance gives
 * the browser an HttpOnly cookie with a random device token for that user, valid this long and renewed at each
 * sign-in. A correct password from a known device always signs in, whatever the per-account and per-address
 * counters say.
 */
export const DEVICE_TOKEN_TTL_SECONDS = 180 * 24 * 3600;
/**
 * Attempts counted per device token in one failure window (`FAILURE_WINDOW_MS`). Past it, that token alone is
 * no longer trusted until the window ends: its sign-ins go through the per-account and per-address limits like
 * an unknown device's. The account and its other known devices are not affected.
 */
export const DEVICE_FAILURE_LIMIT = 5;

/** Password reset requests accepted per account (and per username or e-mail typed) in one window. */
export const RESET_REQUEST_LIMIT = 3;
export const RESET_REQUEST_WINDOW_MS = 60 * 60_000;
/**
 * Every forgot-password request is answered this long after it reached the handler, whether an account matched
 * (lookups, key write, e-mail handed to SES) or not (a lookup or two), so the time of the answer does not tell
 * which. Covers the slow path with room to spare (SES usually answers in well under 300 ms, a cold SES client
 * included); a slow path that takes longer is not waited for (see `answerInFixedTime`).
 */
export const FORGOT_PASSWORD_ANSWER_MS = 1_000;

/** Rate-limit scopes (counter names in the identity table). */
export const RATE_SCOPES = {
  loginAccount: 'login-account',
  loginAddress: 'login-address',
  loginDevice: 'login-device',
  resetIdentifier: 'reset-identifier',
  resetAccount: 'reset-account',
} as const;

/** The one answer to every failed sign-in: wrong password, unknown user, inactive account or wrong role path. */
export const SIGN_IN_FAILED_MESSAGE = 'The username or password is not correct.';
/** The one answer to a refresh that cannot be honoured, whatever the reason. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
/** The answer for a reset link that is unknown, used or expired. */
export const RESET_LINK_INVALID_MESSAGE = `This password reset link is not valid any more: reset links work once, for ${RESET_LINK_VALID_MINUTES} minutes. Ask for a new one.`;
export const INVITATION_LINK_INVALID_MESSAGE = `This invitation link is not valid any more: invitation links work once, for ${INVITATION_LINK_VALID_DAYS} days. Ask for a new one.`;
