import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, Link, MessageBar, MessageBarBody, Select, Spinner, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { agentLeadUpdateInputSchema, LEAD_FIELD_LIMITS, LEAD_STATUSES, type AgentLead, type AgentLeadUpdateInput, type LeadStatus } from '@tdp/shared/schemas/lead';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AppLink } from '../../../components/app-link.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { emailHref, phoneHref } from '../../../lib/contact-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { describeLeadActivity, formatLeadTime, leadActivityBy, leadActivityMessages } from '../../../lib/lead-activity.ts';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../lib/lead-option-labels.ts';
import { MY_LEADS_PATH } from '../../../lib/portal-paths.ts';
import { useApi } from '../../../lib/use-api.ts';
import { myLeadsMessages as messages } from '../my-leads-messages.ts';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  factRow: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  entries: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  entryText: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  entryBy: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <Text as="h2" id={id} size={500} weight="semibold" className={styles.heading}>
        {title}
      </Text>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: ReadonlyArray<{ key: string; label: string; value: ReactNode }> }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.key} className={styles.factRow}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.definition}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Problem = { kind: 'stale' } | { kind: 'failed'; message: string } | { kind: 'nothing' };

/**
 * Status and a note in one `PATCH` at the version loaded; someone else's change in between answers 409 and the
 * form offers Reload. Rendered with `key={lead.version}`, so it starts again from each saved version.
 */
function FollowUpForm({ lead, onReload, onSaved }: { lead: AgentLead; onReload: () => void; onSaved: (lead: AgentLead) => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: AgentLeadUpdateInput = { version: lead.version };
    if (status !== lead.status) body.status = status;
    if (note.trim() !== '') body.note = note;
    const parsed = agentLeadUpdateInputSchema.safeParse(body);
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
      onSaved((await apiFetch(leadsRoutes.updatePortalLead, { params: { id: lead.id }, body: parsed.data })).data);
      notify('success', messages.saved);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 409) setProblem({ kind: 'stale' });
      else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) setFieldErrors(error.fields);
      else setProblem({ kind: 'failed', message: error instanceof ApiError ? error.message : String(error) });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} aria-label={messages.followUpHeading}>
      <Field label={messages.status} validationMessage={fieldErrors.status} validationState={fieldErrors.status ? 'error' : 'none'}>
        <Select value={status} onChange={(_, data) => setStatus(data.value as LeadStatus)}>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
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
      <div>
        <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
          {saving ? messages.saving : messages.save}
        </Button>
      </div>
    </form>
  );
}

function LeadView({ lead, onReload, onSaved }: { lead: AgentLead; onReload: () => void; onSaved: (lead: AgentLead) => void }) {
  const styles = useStyles();
  const request = lead.request;
  const optional = (key: keyof typeof request, label: string) => (request[key] ? [{ key, label, value: request[key] }] : []);
  return (
    <PortalPageFrame
      title={`${lead.firstName} ${lead.lastName}`}
      crumbs={[{ label: messages.title, to: MY_LEADS_PATH }]}
      lead={[LEAD_STATUS_LABELS[lead.status], LEAD_KIND_LABELS[lead.kind], formatMessage(messages.received, { date: formatLeadTime(lead.createdAt) }), formatMessage(messages.reference, { reference: lead.reference ?? lead.id })].join(' · ')}
    >
      <div className={styles.layout}>
        <div className={styles.column}>
          <Block id="my-lead-contact" title={messages.contactHeading}>
            <Facts
              rows={[
                { key: 'email', label: messages.email, value: <Link href={emailHref(lead.email)}>{lead.email}</Link> },
                { key: 'phone', label: messages.phone, value: lead.phone ? <Link href={phoneHref(lead.phone)}>{lead.phone}</Link> : messages.noPhone },
                ...optional('preferredContact', messages.preferredContact),
              ]}
            />
          </Block>
          <Block id="my-lead-request" title={messages.requestHeading}>
            <Facts
              rows={[
                ...(lead.packageUrl
                  ? [{ key: 'package', label: messages.package, value: <AppLink to={`/deals/${encodeURIComponent(lead.packageUrl)}`}>{lead.packageUrl}</AppLink> }]
                  : []),
                ...optional('destinations', messages.destinations),
                ...optional('departureCity', messages.departureCity),
                ...optional('travelDates', messages.travelDates),
                ...optional('travellers', messages.travellers),
                ...optional('budgetPerPerson', messages.budgetPerPerson),
                ...optional('travelStyles', messages.travelStyles),
                ...optional('groupDetails', messages.groupDetails),
                ...optional('subject', messages.subject),
                ...optional('message', messages.message),
              ]}
            />
          </Block>
        </div>
        <div className={styles.column}>
          <Block id="my-lead-follow-up" title={messages.followUpHeading}>
            <FollowUpForm key={lead.version} lead={lead} onReload={onReload} onSaved={onSaved} />
          </Block>
          <Block id="my-lead-notes" title={messages.notesHeading}>
            {lead.notes.length === 0 ? (
              <p className={styles.muted}>{messages.noNotes}</p>
            ) : (
              <ol className={styles.entries}>
                {[...lead.notes].reverse().map((note) => (
                  <li key={`${note.at}-${note.by}`}>
                    <p className={styles.entryText}>{note.text}</p>
                    <p className={styles.entryBy}>{formatMessage(messages.noteBy, { by: note.by, date: formatLeadTime(note.at) })}</p>
                  </li>
                ))}
              </ol>
            )}
          </Block>
          <Block id="my-lead-history" title={leadActivityMessages.heading}>
            {lead.activity.length === 0 ? (
              <p className={styles.muted}>{leadActivityMessages.empty}</p>
            ) : (
              <ol className={styles.entries}>
                {[...lead.activity].reverse().map((entry, index) => (
                  <li key={`${entry.at}-${entry.change}-${index}`}>
                    <p className={styles.entryText}>{describeLeadActivity(entry, (slug) => slug)}</p>
                    <p className={styles.entryBy}>{leadActivityBy(entry, formatLeadTime(entry.at))}</p>
                  </li>
                ))}
              </ol>
            )}
          </Block>
        </div>
      </div>
    </PortalPageFrame>
  );
}

/** `/agent-dashboard/MyLeads/:id`: one of the agent's leads, with the customer's details and the follow-up form. */
export function MyLeadPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useApi(leadsRoutes.getPortalLead, { params: { id } });
  if (data) return <LeadView lead={data.data} onReload={() => void mutate()} onSaved={(saved) => void mutate({ data: saved }, { revalidate: false })} />;
  if (error && (error.status === 404 || error.status === 400 || error.status === 403)) {
    return (
      <PortalPageFrame title={messages.notFoundTitle} crumbs={[{ label: messages.title, to: MY_LEADS_PATH }]}>
        <PortalEmpty>{error.status === 403 ? messages.agentsOnly : messages.notFound}</PortalEmpty>
        <AppLink to={MY_LEADS_PATH}>{messages.backToLeads}</AppLink>
      </PortalPageFrame>
    );
  }
  if (error) {
    return (
      <PortalPageFrame title={messages.title}>
        <PortalLoadError error={error} thing={messages.leadThing} onRetry={() => void mutate()} />
      </PortalPageFrame>
    );
  }
  return (
    <PortalPageFrame title={messages.title}>
      <PortalLoading />
    </PortalPageFrame>
  );
}
