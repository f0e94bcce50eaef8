import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Field,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, PersonEditRegular } from '@fluentui/react-icons';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import type { AgentContactPreference, AgentLanguage, AgentSpecialty, CanadianProvince } from '@tdp/shared/schemas/agent-profile';
import type {
  AgentOwnProfileField,
  AgentProfilePublishingMode,
  AgentProfilePublishingSetting,
  PendingProfileChangeView,
} from '@tdp/shared/schemas/agent-own-profile';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { formatLeadTime } from '../../../lib/lead-activity.ts';
import { CONTACT_METHOD_LABELS, LANGUAGE_LABELS, PROVINCE_LABELS, SPECIALTY_LABELS } from '../../../lib/lead-option-labels.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { peopleMessages as messages } from '../messages.ts';
import { AGENT_READS } from '../people-paths.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const FIELD_LABELS: Readonly<Record<AgentOwnProfileField, string>> = {
  photo: messages.photoLabel,
  bio: messages.bioLabel,
  specialties: messages.specialtiesLabel,
  languages: messages.languagesLabel,
  city: messages.cityLabel,
  province: messages.provinceLabel,
  phone: messages.phoneLabel,
  contactPreference: messages.contactPreferenceLabel,
};

/** A value of the diff in words: option lists by their labels, an empty value said so. */
function describeValue(field: AgentOwnProfileField, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return messages.emptyValue;
  if (field === 'languages' && Array.isArray(value)) return value.map((item: AgentLanguage) => LANGUAGE_LABELS[item] ?? String(item)).join(', ');
  if (field === 'specialties' && Array.isArray(value)) return value.map((item: AgentSpecialty) => SPECIALTY_LABELS[item] ?? String(item)).join(', ');
  if (field === 'province' && typeof value === 'string') return PROVINCE_LABELS[value as CanadianProvince] ?? value;
  if (field === 'contactPreference' && typeof value === 'string') return CONTACT_METHOD_LABELS[value as AgentContactPreference] ?? value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A value of the diff as the admin should judge it: a photo as the picture itself (with its file name), the rest in words. */
function DiffValue({ field, value, name }: { field: AgentOwnProfileField; value: unknown; name: string }) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  if (field !== 'photo' || typeof value !== 'string' || value === '') return <>{describeValue(field, value)}</>;
  return (
    <span className={styles.photo}>
      <img src={resolveMediaUrl(value, cdnPrefix)} alt={formatMessage(messages.photoOf, { name })} width={96} height={96} className={styles.photoImage} />
      <span>{value.slice(value.lastIndexOf('/') + 1)}</span>
    </span>
  );
}

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL, '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM } },
  heading: { margin: 0 },
  photo: { display: 'inline-flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  photoImage: { objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  change: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  value: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The agency's setting as a radio group, saved at the version loaded (409: someone saved it first, Reload). */
function PublishingForm({
  setting,
  onSaved,
  onReload,
}: {
  setting: AgentProfilePublishingSetting;
  onSaved: (saved: AgentProfilePublishingSetting) => void;
  onReload: () => void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [mode, setMode] = useState<AgentProfilePublishingMode>(setting.mode);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setProblem(null);
    try {
      const answer = await apiFetch(peopleRoutes.updateAgentProfilePublishing, { body: { version: setting.version, mode } });
      notify('success', messages.publishingSaved);
      onSaved(answer.data);
    } catch (error) {
      setProblem(describeSaveProblem(error, messages.publishingThing));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} aria-label={messages.publishingHeading}>
      {problem && <ProblemBar problem={problem} onReload={onReload} />}
      <Field label={messages.publishingLabel}>
        <RadioGroup value={mode} onChange={(_, data) => setMode(data.value as AgentProfilePublishingMode)}>
          <Radio value="immediate" label={messages.publishingImmediate} />
          <Radio value="approval" label={messages.publishingApproval} />
        </RadioGroup>
      </Field>
      <AdminSaveBar saving={saving} label={messages.savePublishing} savingLabel={messages.saving} />
    </form>
  );
}

function PublishingCard() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(peopleRoutes.getAgentProfilePublishing);
  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold" className={styles.heading}>
        {messages.publishingHeading}
      </Text>
      {data ? (
        <PublishingForm
          key={data.data.version}
          setting={data.data}
          onSaved={(saved) => void mutate({ data: saved }, { revalidate: false })}
          onReload={() => void mutate()}
        />
      ) : error ? (
        <AdminLoadError error={error} thing={messages.publishingSettingThing} onRetry={() => void mutate()} />
      ) : (
        <AdminLoading />
      )}
    </Card>
  );
}

/** One agent's waiting change: who and when, the diff field by field, Approve and Reject. */
function WaitingChange({ change, onDecide }: { change: PendingProfileChangeView; onDecide: (decision: 'approve' | 'reject') => void }) {
  const styles = useStyles();
  return (
    <section className={styles.change} aria-label={formatMessage(messages.changesOf, { name: change.name })}>
      <Text as="h3" size={400} weight="semibold" className={styles.heading}>
        <AppLink to={pathHref(ADMIN_PATHS.agentEdit, { id: change.slug })}>{change.name}</AppLink>
      </Text>
      <Text as="p" className={styles.muted}>
        {formatMessage(messages.submitted, { date: formatLeadTime(change.submittedAt), by: change.submittedBy })}
      </Text>
      <Table size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{messages.fieldColumn}</TableHeaderCell>
            <TableHeaderCell>{messages.currentColumn}</TableHeaderCell>
            <TableHeaderCell>{messages.proposedColumn}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {change.diff.map((row) => (
            <TableRow key={row.field}>
              <TableCell>{FIELD_LABELS[row.field]}</TableCell>
              <TableCell className={styles.value}>
                <DiffValue field={row.field} value={row.from} name={change.name} />
              </TableCell>
              <TableCell className={styles.value}>
                <DiffValue field={row.field} value={row.to} name={change.name} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<CheckmarkRegular />} onClick={() => onDecide('approve')}>
          {messages.approve}
        </Button>
        <Button icon={<DismissRegular />} onClick={() => onDecide('reject')}>
          {messages.reject}
        </Button>
      </div>
    </section>
  );
}

function WaitingCard() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, mutate } = useApi(peopleRoutes.listPendingProfileChanges);
  const [asking, setAsking] = useState<{ change: PendingProfileChangeView; decision: 'approve' | 'reject' } | null>(null);

  async function decide(change: PendingProfileChangeView, decision: 'approve' | 'reject') {
    await apiFetch(peopleRoutes.decideProfileChange, { params: { slug: change.slug }, body: { version: change.version, decision } });
    notify('success', formatMessage(decision === 'approve' ? messages.approved : messages.rejected, { name: change.name }));
    // The admin menu counts the changes still waiting.
    await Promise.all([mutate(), refreshReads([...AGENT_READS, leadsRoutes.getAdminWorkCounts])]);
  }

  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold" className={styles.heading}>
        {messages.waitingHeading}
      </Text>
      {data ? (
        data.data.length === 0 ? (
          <AdminEmpty icon={<PersonEditRegular />} title={messages.noWaiting}>
            <Text>{messages.noWaitingHint}</Text>
          </AdminEmpty>
        ) : (
          <div className={styles.list}>
            {data.data.map((change) => (
              <WaitingChange key={`${change.slug}-${change.version}`} change={change} onDecide={(decision) => setAsking({ change, decision })} />
            ))}
          </div>
        )
      ) : error ? (
        <AdminLoadError error={error} thing={messages.waitingThing} onRetry={() => void mutate()} />
      ) : (
        <AdminLoading />
      )}
      {asking && (
        <ConfirmDialog
          title={formatMessage(asking.decision === 'approve' ? messages.approveTitle : messages.rejectTitle, { name: asking.change.name })}
          message={formatMessage(asking.decision === 'approve' ? messages.approveMessage : messages.rejectMessage, { name: asking.change.name })}
          confirmLabel={asking.decision === 'approve' ? messages.approve : messages.reject}
          tone={asking.decision === 'approve' ? 'constructive' : 'destructive'}
          thing={messages.changeThing}
          onConfirm={() => decide(asking.change, asking.decision)}
          onClose={() => setAsking(null)}
        />
      )}
    </Card>
  );
}

/** `agent/profile-changes`: the agency's publishing setting and the agents' page changes waiting for approval. */
export function ProfileChangesPage() {
  return (
    <AdminScreen title={messages.pageChangesTitle} description={messages.pageChangesDescription}>
      <PublishingCard />
      <WaitingCard />
    </AdminScreen>
  );
}
