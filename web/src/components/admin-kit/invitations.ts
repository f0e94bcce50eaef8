import { useState } from 'react';
import type { InvitationResult } from '@tdp/shared/schemas/people';
import { describeSaveProblem } from '../admin-form/save-problem.ts';
import { useNotify } from '../app-toaster.tsx';
import { formatMessage } from '../../lib/intl.ts';
import { adminKitMessages as messages } from './admin-kit-messages.ts';

/** The toast after an account's invitation was (or could not be) sent: a 7-day link to choose a password. */
export function invitationNotice(invitation: InvitationResult): { intent: 'success' | 'warning'; message: string } {
  return invitation.sent
    ? { intent: 'success', message: formatMessage(messages.invitationSent, { email: invitation.sentTo }) }
    : { intent: 'warning', message: formatMessage(messages.invitationNotSent, { email: invitation.sentTo }) };
}

/** What a screen gets from {@link useInvitationResend}. */
export interface InvitationResend {
  /** The key of the account whose invitation is on its way (its button waits), or null. */
  sending: string | null;
  /** Sends a fresh invitation (the older link stops working) and says how it went. */
  resend: (key: string, send: () => Promise<{ data: InvitationResult }>) => Promise<void>;
}

/**
 * Resending an account's invitation, from a list's row or the account's page: one account at a time, the outcome in a
 * toast (sent, or saved but not sent), a refusal in an error toast naming `thing` (e.g. 'agent').
 */
export function useInvitationResend(thing: string): InvitationResend {
  const notify = useNotify();
  const [sending, setSending] = useState<string | null>(null);

  async function resend(key: string, send: () => Promise<{ data: InvitationResult }>) {
    setSending(key);
    try {
      const notice = invitationNotice((await send()).data);
      notify(notice.intent, notice.message);
    } catch (failure) {
      notify('error', describeSaveProblem(failure, thing).message);
    } finally {
      setSending(null);
    }
  }

  return { sending, resend };
}
