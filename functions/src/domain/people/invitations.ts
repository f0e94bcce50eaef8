import type { InvitationResult } from '@tdp/shared/schemas/people';
import type { User } from '../../data/user-repository.ts';
import { agencyPhone } from '../../email/agency-mail-settings.ts';
import { sendTypedEmail } from '../../email/send-typed-email.ts';
import { INVITATION_KEY_TTL_SECONDS } from '../auth/auth-policy.ts';
import { issuePasswordKey } from '../auth/issue-password-key.ts';
import { Conflict } from '../domain-errors.ts';

/** E-mail type of the invitation: its admin-edited template (or the built-in one) words the mail. */
export const INVITATION_EMAIL_TYPE = 'agent-invitation';

/**
 * Invites a new account's owner to choose a password: issues a 7-day, single-use invitation key (only its
 * hash is stored) and e-mails the `/resetpassword/{key}` link to the account's address. Nobody else ever
 * sees a password or the key. A mail that cannot be handed over is reported (`sent: false`), not thrown:
 * the account exists and the admin can resend.
 */
export async function sendInvitation(user: User, nowMs: number = Date.now()): Promise<InvitationResult> {
  const { link, expiresAt } = await issuePasswordKey(user.id, 'invitation', nowMs);
  const sends = await sendTypedEmail(INVITATION_EMAIL_TYPE, user.email, {
    name: user.name || user.username,
    username: user.username,
    invitationLink: link,
    linkValidFor: `${INVITATION_KEY_TTL_SECONDS / 86_400} days`,
    agencyPhone: agencyPhone(),
  });
  const sent = sends.some((send) => send.to.toLowerCase() === user.email.toLowerCase() && send.status === 'sent');
  return { sentTo: user.email, sent, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/**
 * Sends a fresh invitation to an account still waiting for its first password. An inactive account could
 * not use it (409); an account with a password has "Forgot password" instead (409).
 */
export async function resendInvitation(user: User): Promise<InvitationResult> {
  if (user.status !== 'active') throw new Conflict('This account is inactive: activate it before inviting its owner.', { status: 'is inactive' });
  if (user.hasPassword) throw new Conflict('This person has already chosen a password; they can use "Forgot password" if they lost it.');
  return sendInvitation(user);
}
