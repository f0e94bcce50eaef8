import { foldEmail, foldUsername } from '../../data/identity-keys.ts';
import { countRateEvent } from '../../data/rate-limit-repository.ts';
import { findUserByEmail, findUserByUsername } from '../../data/user-repository.ts';
import { agencyPhone } from '../../email/agency-mail-settings.ts';
import { sendTypedEmail } from '../../email/send-typed-email.ts';
import { TooManyRequests } from '../domain-errors.ts';
import { answerInFixedTime } from './answer-in-fixed-time.ts';
import { FORGOT_PASSWORD_ANSWER_MS, RATE_SCOPES, RESET_KEY_TTL_SECONDS, RESET_REQUEST_LIMIT, RESET_REQUEST_WINDOW_MS } from './auth-policy.ts';
import { issuePasswordKey } from './issue-password-key.ts';

/** The one answer to a reset request, whether or not an account matched. */
export const RESET_REQUESTED_MESSAGE = 'If an account matches, we have sent an e-mail with a link to choose a new password. The link works for 60 minutes.';

/** E-mail type of the reset message: its admin-edited template (or the built-in one) words the mail. */
export const PASSWORD_RESET_EMAIL_TYPE = 'password-reset';

function tooMany(endsAt: number, nowMs: number): TooManyRequests {
  return new TooManyRequests('Too many password reset requests. Try again later.', (endsAt - nowMs) / 1000);
}

/**
 * Handles "forgot password" for a username or an e-mail address. The answer never tells whether an
 * account exists: requests are limited per value typed (3 an hour, existing or not: 429 after that), and
 * per account (a fourth request for the same account within the hour sends nothing, silently).
 * An active account gets an e-mail with a link to `/resetpassword/{key}`.
 */
export async function requestPasswordReset(usernameOrEmail: string, nowMs: number = Date.now()): Promise<{ message: string }> {
  const identifier = usernameOrEmail.includes('@') ? foldEmail(usernameOrEmail) : foldUsername(usernameOrEmail);
  const requests = await countRateEvent(RATE_SCOPES.resetIdentifier, identifier, nowMs, RESET_REQUEST_WINDOW_MS);
  if (requests.count > RESET_REQUEST_LIMIT) throw tooMany(requests.endsAt, nowMs);

  const user = (await findUserByUsername(usernameOrEmail)) ?? (usernameOrEmail.includes('@') ? await findUserByEmail(usernameOrEmail) : null);
  if (user && user.status === 'active') {
    const perAccount = await countRateEvent(RATE_SCOPES.resetAccount, user.id, nowMs, RESET_REQUEST_WINDOW_MS);
    if (perAccount.count <= RESET_REQUEST_LIMIT) {
      const { link } = await issuePasswordKey(user.id, 'reset', nowMs);
      await sendTypedEmail(PASSWORD_RESET_EMAIL_TYPE, user.email, {
        name: user.name || user.username,
        username: user.username,
        resetLink: link,
        linkValidFor: `${RESET_KEY_TTL_SECONDS / 60} minutes`,
        agencyPhone: agencyPhone(),
      });
    }
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * The forgot-password route's answer: {@link requestPasswordReset}, answered `answerAfterMs` after the request
 * whatever happened (account or not, e-mail sent or not, 429 included), so its timing reveals no account. Work
 * that outlasts the fixed time is answered with the usual message and finishes after the answer.
 */
export function answerPasswordResetRequest(usernameOrEmail: string, answerAfterMs: number = FORGOT_PASSWORD_ANSWER_MS): Promise<{ message: string }> {
  return answerInFixedTime(() => requestPasswordReset(usernameOrEmail), answerAfterMs, { message: RESET_REQUESTED_MESSAGE });
}
