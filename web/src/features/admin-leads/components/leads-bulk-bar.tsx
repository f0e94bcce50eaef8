import { useState } from 'react';
import { Button, Field, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import {
  LEAD_LOST_REASONS,
  LEAD_STATUSES,
  UNASSIGNED_AGENT,
  type LeadBulkUpdateInput,
  type LeadBulkUpdateResult,
  type LeadLoss,
  type LeadLostReason,
  type LeadStatus,
  type LeadSummary,
} from '@tdp/shared/schemas/lead-records';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { leadOutcomeMessages } from '../../../components/lead-follow-up.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS } from '../../../lib/lead-option-labels.ts';
import { adminLeadsMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  count: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px', fontWeight: tokens.fontWeightSemibold },
  // A choice and its button; on a narrow screen the button goes under the choice.
  action: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, minWidth: 0, maxWidth: '100%' },
  choice: { minWidth: 0, maxWidth: '100%' },
  result: { whiteSpace: 'pre-line' },
});

/** A lead as the admin knows it: the person's name and, when it has one, its reference. */
export function leadName(lead: Pick<LeadSummary, 'firstName' | 'lastName' | 'reference'>): string {
  const name = `${lead.firstName} ${lead.lastName}`;
  return lead.reference ? `${name} (${lead.reference})` : name;
}

/** One change for all the selected leads: an agent (or nobody) or a status. */
type BulkChange = { assignedAgent: string | null } | { status: LeadStatus; loss?: LeadLoss };

/** Statuses the bar sets: all but booked, which is each lead's own booking (set on the lead's page). */
const BULK_STATUSES = LEAD_STATUSES.filter((status) => status !== 'booked');

function countMessage(count: number, one: string, many: string, values: Record<string, string | number> = {}): string {
  return formatMessage(count === 1 ? one : many, { count, ...values });
}

/** Props of {@link LeadsBulkBar}. */
export interface LeadsBulkBarProps {
  /** The selected leads as loaded (their versions go with the change). */
  selected: readonly LeadSummary[];
  agents: readonly AgentProfile[];
  onClear: () => void;
  /** Called with the answer once the change is applied. */
  onApplied: (result: LeadBulkUpdateResult) => void;
}

/**
 * The inbox's bulk actions for the selected leads: assign them to an agent (or nobody) or set their status, after a
 * confirmation, in one `POST /api/admin/leads/bulk-update` that changes each lead at the version loaded.
 */
export function LeadsBulkBar({ selected, agents, onClear, onApplied }: LeadsBulkBarProps) {
  const styles = useStyles();
  const [agent, setAgent] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [lostReason, setLostReason] = useState<LeadLostReason | ''>('');
  const [asking, setAsking] = useState<BulkChange | null>(null);
  const count = selected.length;

  const agentName = (slug: string) => agents.find((candidate) => candidate.slug === slug)?.name ?? slug;
  const title = (change: BulkChange): string => {
    if ('status' in change) return countMessage(count, messages.bulk.statusTitleOne, messages.bulk.statusTitle, { status: LEAD_STATUS_LABELS[change.status] });
    if (change.assignedAgent === null) return countMessage(count, messages.bulk.unassignTitleOne, messages.bulk.unassignTitle);
    return countMessage(count, messages.bulk.assignTitleOne, messages.bulk.assignTitle, { agent: agentName(change.assignedAgent) });
  };

  const apply = async (change: BulkChange) => {
    const body: LeadBulkUpdateInput = { leads: selected.map((lead) => ({ id: lead.id, version: lead.version })), ...change };
    onApplied((await apiFetch(leadsRoutes.bulkUpdateLeads, { body })).data);
  };

  return (
    <div role="group" aria-label={messages.bulk.label} className={styles.bar}>
      <span className={styles.count} role="status">
        {countMessage(count, messages.bulk.selectedOne, messages.bulk.selected)}
        <Button appearance="subtle" size="small" icon={<DismissRegular />} onClick={onClear}>
          {messages.bulk.clear}
        </Button>
      </span>
      <div className={styles.action}>
        <Field className={styles.choice} label={messages.bulk.assignTo}>
          <Select value={agent} onChange={(_, data) => setAgent(data.value)}>
            <option value="">{messages.bulk.chooseAgent}</option>
            <option value={UNASSIGNED_AGENT}>{messages.noAgent}</option>
            {agents.map((candidate) => (
              <option key={candidate.slug} value={candidate.slug}>
                {candidate.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button disabled={agent === ''} onClick={() => setAsking({ assignedAgent: agent === UNASSIGNED_AGENT ? null : agent })}>
          {messages.bulk.assign}
        </Button>
      </div>
      <div className={styles.action}>
        <Field className={styles.choice} label={messages.bulk.setStatus}>
          <Select value={status} onChange={(_, data) => setStatus(data.value as LeadStatus | '')}>
            <option value="">{messages.bulk.chooseStatus}</option>
            {BULK_STATUSES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {LEAD_STATUS_LABELS[candidate]}
              </option>
            ))}
          </Select>
        </Field>
        {status === 'lost' && (
          <Field className={styles.choice} label={leadOutcomeMessages.lostReason} required>
            <Select value={lostReason} onChange={(_, data) => setLostReason(data.value as LeadLostReason | '')}>
              <option value="">{leadOutcomeMessages.chooseReason}</option>
              {LEAD_LOST_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {LOST_REASON_LABELS[reason]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Button
          disabled={status === '' || (status === 'lost' && lostReason === '')}
          onClick={() => status !== '' && setAsking(status === 'lost' && lostReason !== '' ? { status, loss: { reason: lostReason } } : { status })}
        >
          {messages.bulk.changeStatus}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={title(asking)}
          message={messages.bulk.confirmMessage}
          detail={
            'assignedAgent' in asking && asking.assignedAgent !== null
              ? formatMessage(messages.bulk.assignMailNote, { agent: agentName(asking.assignedAgent) })
              : undefined
          }
          confirmLabel={'status' in asking ? messages.bulk.changeStatus : messages.bulk.assign}
          busyLabel={messages.bulk.applying}
          failedTitle={messages.bulk.failedTitle}
          thing={messages.bulk.thing}
          tone="constructive"
          onConfirm={() => apply(asking)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}

/** What a bulk change did, in words: how many leads changed, and each one left as it was with why. */
export function BulkResultBar({
  result,
  leadsById,
  onDismiss,
}: {
  result: LeadBulkUpdateResult;
  leadsById: ReadonlyMap<string, LeadSummary>;
  onDismiss: () => void;
}) {
  const styles = useStyles();
  const total = result.updated.length + result.skipped.length;
  const nameOf = (id: string) => {
    const lead = leadsById.get(id);
    return lead ? leadName(lead) : id;
  };
  const reasons = { changed: messages.bulk.changedSince, missing: messages.bulk.missing, failed: messages.bulk.failed } as const;
  const title =
    result.skipped.length === 0
      ? countMessage(result.updated.length, messages.bulk.doneOne, messages.bulk.doneAll)
      : formatMessage(messages.bulk.donePartly, { done: result.updated.length, total });
  return (
    <MessageBar intent={result.skipped.length === 0 ? 'success' : 'warning'} layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        <span className={styles.result}>{result.skipped.map((skip) => formatMessage(reasons[skip.reason], { name: nameOf(skip.id) })).join('\n')}</span>
      </MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" aria-label={messages.bulk.dismiss} icon={<DismissRegular />} onClick={onDismiss} />}
      />
    </MessageBar>
  );
}
