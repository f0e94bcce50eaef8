import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import type { InvitationResult } from '@tdp/shared/schemas/people';
import { useInvitationResend } from '../../../components/admin-kit/invitations.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { peopleMessages as messages } from '../messages.ts';

/**
 * On an account's edit page while its owner has not chosen a password yet: says so and offers "Resend
 * invitation" (a fresh 7-day link; the older one stops working), as the list's row does.
 */
export function InvitationPendingBar({ name, thing, send }: { name: string; thing: string; send: () => Promise<{ data: InvitationResult }> }) {
  const invitations = useInvitationResend(thing);
  const sending = invitations.sending !== null;

  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{messages.invitationPending}</MessageBarTitle>
        {formatMessage(messages.invitationPendingBody, { name })}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={sending ? <Spinner size="tiny" /> : <MailRegular />} disabledFocusable={sending} onClick={() => void invitations.resend(name, send)}>
          {messages.resendInvitation}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
