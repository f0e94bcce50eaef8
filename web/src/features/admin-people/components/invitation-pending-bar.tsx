import { useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import type { InvitationResult } from '@tdp/shared/schemas/people';
import { describeSaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { peopleMessages as messages } from '../messages.ts';
import { invitationNotice } from '../people-paths.ts';

/**
 * On an account's edit page while its owner has not chosen a password yet: says so and offers "Resend
 * invitation" (a fresh 7-day link; the older one stops working), as the list's row does.
 */
export function InvitationPendingBar({ name, thing, send }: { name: string; thing: string; send: () => Promise<InvitationResult> }) {
  const notify = useNotify();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const notice = invitationNotice(await send());
      notify(notice.intent, notice.message);
    } catch (failure) {
      notify('error', describeSaveProblem(failure, thing).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{messages.invitationPending}</MessageBarTitle>
        {formatMessage(messages.invitationPendingBody, { name })}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={sending ? <Spinner size="tiny" /> : <MailRegular />} disabledFocusable={sending} onClick={() => void resend()}>
          {messages.resendInvitation}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
