import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { LEAD_FIELD_LIMITS, LEAD_STATUSES, leadUpdateInputSchema, type LeadDetail, type LeadStatus, type LeadUpdateInput } from '@tdp/shared/schemas/lead';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { LEAD_STATUS_LABELS } from '../../../lib/lead-option-labels.ts';
import { adminLeadsMessages as messages } from '../messages.ts';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type Problem = { kind: 'stale' } | { kind: 'failed'; message: string } | { kind: 'nothing' };

/** Props of {@link LeadFollowUpForm}. */
export interface LeadFollowUpFormProps {
  lead: LeadDetail;
  agents: readonly AgentProfile[];
  /** Reads the lead again (after a 409). */
  onReload: () => void;
  /** Shows the lead as saved. */
  onSaved: (lead: LeadDetail) => void;
}

/**
 * Changes a lead's status and assigned agent and adds a note, in one `PATCH` at the version the admin
 * loaded. Someone else's change in between answers 409: the form says so and offers Reload.
 * Render it with `key={lead.version}` so it starts again from each saved version.
 */
export function LeadFollowUpForm({ lead, agents, onReload, onSaved }: LeadFollowUpFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignedAgent, setAssignedAgent] = useState(lead.assignedAgent ?? '');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  const assignedIsListed = assignedAgent === '' || agents.some((agent) => agent.slug === assignedAgent);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: LeadUpdateInput = { version: lead.version };
    if (status !== lead.status) body.status = status;
    if (assignedAgent !== (lead.assignedAgent ?? '')) body.assignedAgent = assignedAgent === '' ? null : assignedAgent;
    if (note.trim() !== '') body.note = note;
    const parsed = leadUpdateInputSchema.safeParse(body);
    if (!parsed.success) {
      const noChange = Object.keys(body).length === 1;
      setProblem(noChange ? { kind: 'nothing' } : null);
      setFieldErrors(noChange ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setSaving(true);
    setProblem(null);
    setFieldErrors({});
    try {
      onSaved((await apiFetch(leadsRoutes.updateLead, { params: { id: lead.id }, body: parsed.data })).data);
      notify('success', messages.saved);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 409) setProblem({ kind: 'stale' });
      else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) setFieldErrors(error.fields);
      else setProblem({ kind: 'failed', message: error instanceof ApiError ? error.message : String(error) });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} aria-label={messages.manageHeading}>
      <Field label={messages.status} validationMessage={fieldErrors.status} validationState={fieldErrors.status ? 'error' : 'none'}>
        <Select value={status} onChange={(_, data) => setStatus(data.value as LeadStatus)}>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={messages.assignAgent} validationMessage={fieldErrors.assignedAgent} validationState={fieldErrors.assignedAgent ? 'error' : 'none'}>
        <Select value={assignedAgent} onChange={(_, data) => setAssignedAgent(data.value)}>
          <option value="">{messages.noAgent}</option>
          {!assignedIsListed ? <option value={assignedAgent}>{assignedAgent}</option> : null}
          {agents.map((agent) => (
            <option key={agent.slug} value={agent.slug}>
              {agent.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={messages.note} hint={messages.noteHint} validationMessage={fieldErrors.note} validationState={fieldErrors.note ? 'error' : 'none'}>
        <Textarea value={note} resize="vertical" rows={3} maxLength={LEAD_FIELD_LIMITS.adminNote} onChange={(_, data) => setNote(data.value)} />
      </Field>
      {problem?.kind === 'stale' ? <ProblemBar problem={{ kind: 'stale', title: messages.staleTitle, message: messages.staleMessage }} onReload={onReload} /> : null}
      {problem?.kind === 'failed' ? <ProblemBar problem={{ kind: 'other', title: messages.saveFailedTitle, message: problem.message }} /> : null}
      {problem?.kind === 'nothing' ? (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{messages.nothingToSave}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
          {saving ? messages.saving : messages.save}
        </Button>
      </div>
    </form>
  );
}
