import { useState } from 'react';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRepeatAll20Regular } from '@fluentui/react-icons';
import { emailTypeTitle } from '@tdp/shared/schemas/email-template';
import type { LeadDetail, LeadSend } from '@tdp/shared/schemas/lead-records';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { formatAgencyTime } from '../lead-dates.ts';
import { adminLeadsMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto' },
  cell: { overflowWrap: 'anywhere', verticalAlign: 'top', paddingBlock: tokens.spacingVerticalXS },
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  failed: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  queued: { color: tokens.colorPaletteMarigoldForeground2, fontWeight: tokens.fontWeightSemibold },
  note: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

/** What a mail's status cell says: queued (and how its retries go), sent, or failed with the reason. */
function MailStatus({ send }: { send: LeadSend }) {
  const styles = useStyles();
  const attempts = send.failedAttempts ?? 0;
  if (send.status === 'sent') {
    return (
      <span className={styles.status}>
        <span>{messages.sent}</span>
        {send.resentBy ? <span className={styles.note}>{formatMessage(messages.resentBy, { by: send.resentBy })}</span> : null}
      </span>
    );
  }
  if (send.status === 'queued') {
    return (
      <span className={styles.status}>
        <span className={styles.queued}>
          {attempts === 0 ? messages.queued : attempts === 1 ? messages.queuedRetrying : formatMessage(messages.queuedRetryingMany, { count: attempts })}
        </span>
        {send.error ? <span className={styles.note}>{formatMessage(messages.lastAttempt, { reason: send.error })}</span> : null}
      </span>
    );
  }
  return <span className={styles.failed}>{send.error ? formatMessage(messages.failedBecause, { reason: send.error }) : messages.failed}</span>;
}

/**
 * The lead's e-mails with where each stands (docs/decisions/mail-queue.md): queued, sent, or failed with the reason; a
 * failed one that went through the mail queue can be sent again, after the admin confirms.
 */
export function LeadMailsTable({ lead, onSaved }: { lead: LeadDetail; onSaved: (lead: LeadDetail) => void }) {
  const styles = useStyles();
  const [asking, setAsking] = useState<LeadSend | null>(null);
  const canResend = (send: LeadSend) => send.status === 'failed' && send.id !== undefined;
  const anyResendable = lead.sends.some(canResend);

  return (
    <div className={styles.tableWrap}>
      <Table size="small" aria-labelledby="lead-sends">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{messages.sendType}</TableHeaderCell>
            <TableHeaderCell>{messages.sendTo}</TableHeaderCell>
            <TableHeaderCell>{messages.sendStatus}</TableHeaderCell>
            <TableHeaderCell>{messages.sendAt}</TableHeaderCell>
            {anyResendable ? <TableHeaderCell>{messages.sendActions}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lead.sends.map((send) => (
            <TableRow key={send.id ?? `${send.type}-${send.to}-${send.at}`} data-testid="lead-send">
              <TableCell className={styles.cell}>{emailTypeTitle(send.type)}</TableCell>
              <TableCell className={styles.cell}>{send.to}</TableCell>
              <TableCell className={styles.cell}>
                <MailStatus send={send} />
              </TableCell>
              <TableCell className={styles.cell}>{formatAgencyTime(send.at)}</TableCell>
              {anyResendable ? (
                <TableCell className={styles.cell}>
                  {canResend(send) ? (
                    <Button
                      size="small"
                      icon={<ArrowRepeatAll20Regular aria-hidden="true" />}
                      aria-label={formatMessage(messages.resendLabel, { type: emailTypeTitle(send.type), to: send.to })}
                      onClick={() => setAsking(send)}
                    >
                      {messages.resend}
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {asking ? (
        <ConfirmDialog
          title={messages.resendTitle}
          message={formatMessage(messages.resendMessage, { type: emailTypeTitle(asking.type), to: asking.to })}
          detail={messages.resendDetail}
          confirmLabel={messages.resend}
          busyLabel={messages.resending}
          failedTitle={messages.resendFailedTitle}
          thing={messages.resendThing}
          tone="constructive"
          onConfirm={async () => onSaved((await apiFetch(leadsRoutes.resendLeadMail, { params: { id: lead.id, mailId: asking.id! } })).data)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
