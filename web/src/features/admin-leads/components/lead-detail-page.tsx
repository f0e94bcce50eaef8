import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Field, Input, Link, MessageBar, MessageBarBody, MessageBarTitle, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useParams } from 'react-router-dom';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { leadUpdateInputSchema, type LeadDetail } from '@tdp/shared/schemas/lead-records';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { fieldState } from '../../../components/admin-kit/collection-form-dialog.tsx';
import { AppLink } from '../../../components/app-link.tsx';
import { LeadFacts, LeadFollowUpForm, leadContactRows } from '../../../components/lead-follow-up.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { describeLeadActivity, leadActivityBy, leadActivityMessages } from '../../../lib/lead-activity.ts';
import { CONTACT_METHOD_LABELS, LEAD_KIND_LABELS, LEAD_LANGUAGE_LABELS } from '../../../lib/lead-option-labels.ts';
import { formatAgencyTime } from '../lead-dates.ts';
import { leadFormRows } from '../lead-form-rows.ts';
import { quotedDepartureText } from '../../../components/quoted-departure-text.ts';
import { sourcePageName } from '../source-page.ts';
import { visitFacts } from '../visit-touch-facts.ts';
import { destinationNameOf } from '@tdp/shared/catalogue/destination-ids';
import { adminLeadsMessages as messages } from '../messages.ts';
import { LeadAttachmentDownload } from './lead-attachment-download.tsx';
import { LeadMailsTable } from './lead-mails-table.tsx';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { LeadLanguageBadge } from '../../../components/lead-language-badge.tsx';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  panelHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  facts: { '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  notes: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  noteText: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  noteBadge: { marginBottom: tokens.spacingVerticalXS },
  noteBy: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'flex-start' },
});

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The lead's address bounced or complained (SES, through the mail-events function): staff must not rely on e-mail. */
function EmailProblemWarning({ problem }: { problem: NonNullable<LeadDetail['emailProblem']> }) {
  const bounced = problem.kind === 'bounce';
  const values = { address: problem.address, when: formatAgencyTime(problem.at) };
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="lead-email-problem">
      <MessageBarBody>
        <MessageBarTitle>{bounced ? messages.emailBouncedTitle : messages.emailComplainedTitle}</MessageBarTitle>
        {formatMessage(bounced ? messages.emailBouncedBody : messages.emailComplainedBody, values)}
        {problem.detail ? <div>{formatMessage(messages.emailProblemDetail, { detail: problem.detail })}</div> : null}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The shared follow-up form with the assigned agent (an agent missing from the directory stays a choice). */
function FollowUp({
  lead,
  agents,
  onReload,
  onSaved,
}: {
  lead: LeadDetail;
  agents: readonly AgentProfile[];
  onReload: () => void;
  onSaved: (lead: LeadDetail) => void;
}) {
  const [assignedAgent, setAssignedAgent] = useState(lead.assignedAgent ?? '');
  const [reason, setReason] = useState('');
  const assignedIsListed = assignedAgent === '' || agents.some((agent) => agent.slug === assignedAgent);
  const reassigning = assignedAgent !== (lead.assignedAgent ?? '');
  return (
    <LeadFollowUpForm
      lead={lead}
      label={messages.manageHeading}
      texts={messages}
      schema={leadUpdateInputSchema}
      changes={reassigning ? { assignedAgent: assignedAgent === '' ? null : assignedAgent, ...(reason.trim() ? { assignmentReason: reason } : {}) } : {}}
      fields={(errors) => (
        <>
          <Field label={messages.assignAgent} {...fieldState(errors, 'assignedAgent')}>
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
          {reassigning ? (
            <Field label={messages.assignmentReason} hint={messages.assignmentReasonHint} {...fieldState(errors, 'assignmentReason')}>
              <Input value={reason} maxLength={300} onChange={(_, data) => setReason(data.value)} />
            </Field>
          ) : null}
        </>
      )}
      send={async (body) => onSaved((await apiFetch(leadsRoutes.updateLead, { params: { id: lead.id }, body })).data)}
      onReload={onReload}
      noteVisibility={messages.noteVisibility}
    />
  );
}

/** Who holds the lead and why, and its first-contact deadline while it waits (docs/decisions/lead-routing.md). */
function assignmentRows(lead: LeadDetail, agentName: (slug: string) => string) {
  const holder = lead.assignedAgent ? agentName(lead.assignedAgent) : messages.assignmentDesk;
  const due = lead.firstContact && lead.status === 'new' ? lead.firstContact : null;
  return [
    { key: 'holder', label: messages.assignmentNow, value: holder },
    ...(lead.assignment
      ? [{ key: 'why', label: messages.assignmentWhy, value: <span data-testid="lead-assignment-reason">{lead.assignment.reason}</span> }]
      : []),
    ...(due
      ? [
          {
            key: 'due',
            label: messages.firstContactDue,
            value: due.escalatedAt ? formatMessage(messages.firstContactEscalated, { date: formatAgencyTime(due.dueAt) }) : formatAgencyTime(due.dueAt),
          },
        ]
      : []),
  ];
}

function LeadDetails({ lead, onReload, onSaved }: { lead: LeadDetail; onReload: () => void; onSaved: (lead: LeadDetail) => void }) {
  const styles = useStyles();
  const agents = useApi(agentDirectoryRoutes.listAgents);
  const styleNames = useApi(catalogueReadRoutes.listTravelStyles);
  const agentList = agents.data?.data ?? [];
  const agentName = (slug: string) => agentList.find((agent) => agent.slug === slug)?.name ?? slug;
  const styleName = (id: number) => styleNames.data?.find((style) => style.id === id)?.style_name ?? `#${id}`;
  const continents = useApi(catalogueReadRoutes.listContinents);
  const destinationName = (id: string) => (continents.data ? (destinationNameOf(id, continents.data) ?? id) : id);
  const titleOf = (slug: string) => (slug === lead.packageUrl ? (lead.packageTitle ?? undefined) : undefined);
  const preferredContact = typeof lead.form.preferredContact === 'string' ? lead.form.preferredContact : undefined;
  const name = `${lead.firstName} ${lead.lastName}`;

  return (
    <AdminScreen
      title={formatMessage(messages.leadTitle, { name, kind: LEAD_KIND_LABELS[lead.kind] })}
      description={
        <span className={styles.summary}>
          <LeadStatusBadge status={lead.status} />
          <LeadLanguageBadge language={lead.language} />
          <span>{formatMessage(messages.receivedOn, { date: formatAgencyTime(lead.createdAt) })}</span>
          <span>{formatMessage(messages.reference, { reference: lead.reference ?? lead.id })}</span>
        </span>
      }
      before={
        <AppLink className={styles.back} to={ADMIN_PATHS.leads}>
          <ArrowLeft20Regular aria-hidden="true" />
          {messages.backToInbox}
        </AppLink>
      }
    >
      {lead.emailProblem ? <EmailProblemWarning problem={lead.emailProblem} /> : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <Panel id="lead-contact" title={messages.contactHeading}>
            <LeadFacts
              className={styles.facts}
              rows={[
                ...leadContactRows(lead, messages),
                ...(preferredContact && preferredContact in CONTACT_METHOD_LABELS
                  ? [
                      {
                        key: 'preferred',
                        label: messages.preferredContact,
                        value: CONTACT_METHOD_LABELS[preferredContact as keyof typeof CONTACT_METHOD_LABELS],
                      },
                    ]
                  : []),
                { key: 'marketing', label: messages.marketingOptIn, value: lead.marketingOptIn ? messages.yes : messages.no },
                { key: 'site-language', label: messages.siteLanguage, value: LEAD_LANGUAGE_LABELS[lead.language] },
              ]}
            />
          </Panel>
          <Panel id="lead-request" title={messages.requestHeading}>
            <LeadFacts
              className={styles.facts}
              rows={[
                ...(lead.departure ? [{ key: 'departure', label: messages.departure, value: quotedDepartureText(lead.departure) }] : []),
                ...leadFormRows(lead.form, { styleName, agentName, destinationName }),
              ]}
            />
          </Panel>
          {typeof lead.form.attachmentKey === 'string' ? (
            <Panel id="lead-attachment" title={messages.attachmentHeading}>
              <LeadAttachmentDownload leadId={lead.id} attachmentKey={lead.form.attachmentKey} />
            </Panel>
          ) : null}
          <Panel id="lead-source" title={messages.sourceHeading}>
            <LeadFacts
              className={styles.facts}
              rows={[
                {
                  key: 'source',
                  label: messages.sourcePage,
                  value: lead.source ? (
                    <Link href={lead.source} target="_blank" rel="noreferrer">
                      {sourcePageName(lead.source, titleOf)}
                    </Link>
                  ) : (
                    messages.none
                  ),
                },
                {
                  key: 'package',
                  label: messages.package,
                  value: lead.packageUrl ? (
                    <Link href={pathHref(PUBLIC_PATHS.package, { id: lead.packageUrl })} target="_blank" rel="noreferrer">
                      {lead.packageTitle ?? lead.packageUrl}
                    </Link>
                  ) : (
                    messages.none
                  ),
                },
                { key: 'attributed', label: messages.attributedAgent, value: lead.attributedAgent ? agentName(lead.attributedAgent) : messages.none },
                ...visitFacts(lead.visit, titleOf),
              ]}
            />
          </Panel>
          <Panel id="lead-sends" title={messages.sendsHeading}>
            {lead.sends.length === 0 ? <p className={styles.muted}>{messages.noSends}</p> : <LeadMailsTable lead={lead} onSaved={onSaved} />}
          </Panel>
        </div>
        <div className={styles.column}>
          <Panel id="lead-follow-up" title={messages.manageHeading}>
            <LeadFacts className={styles.facts} rows={assignmentRows(lead, agentName)} />
            <AppLink className={styles.back} to={ADMIN_PATHS.leadRouting}>
              {messages.routingRulesLink}
            </AppLink>
            <FollowUp key={lead.version} lead={lead} agents={agentList} onReload={onReload} onSaved={onSaved} />
          </Panel>
          <Panel id="lead-notes" title={messages.notesHeading}>
            {lead.notes.length === 0 ? (
              <p className={styles.muted}>{messages.noNotes}</p>
            ) : (
              <ol className={styles.notes}>
                {[...lead.notes].reverse().map((note) => (
                  <li key={`${note.at}-${note.by}`}>
                    <Badge appearance="tint" color={note.visibility === 'internal' ? 'informative' : 'brand'} className={styles.noteBadge}>
                      {note.visibility === 'internal' ? messages.noteInternal : messages.noteShared}
                    </Badge>
                    <p className={styles.noteText}>{note.text}</p>
                    <p className={styles.noteBy}>
                      {formatMessage(note.role === 'agent' ? messages.noteByAgent : messages.noteBy, { by: note.by, date: formatAgencyTime(note.at) })}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          <Panel id="lead-history" title={leadActivityMessages.heading}>
            {lead.activity.length === 0 ? (
              <p className={styles.muted}>{leadActivityMessages.empty}</p>
            ) : (
              <ol className={styles.notes}>
                {[...lead.activity].reverse().map((entry, index) => (
                  <li key={`${entry.at}-${entry.change}-${index}`}>
                    <p className={styles.noteText}>{describeLeadActivity(entry, agentName)}</p>
                    <p className={styles.noteBy}>{leadActivityBy(entry, formatAgencyTime(entry.at))}</p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </AdminScreen>
  );
}

/** How often a lead with a queued mail is read again. */
const QUEUED_MAIL_REFRESH_MS = 5000;

/**
 * `/admin-dashboard/leads/:id` (the agency e-mails link here): everything the person sent, the e-mails the
 * lead caused, and its follow-up: status, assigned agent and notes.
 */
export function LeadDetailPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useApi(leadsRoutes.getLead, { params: { id } });
  // While a mail waits on the queue, the page asks again every few seconds, so the admin sees it go out (or fail).
  const mailQueued = data?.data.sends.some((send) => send.status === 'queued') ?? false;
  useEffect(() => {
    if (!mailQueued) return undefined;
    const timer = setInterval(() => void mutate(), QUEUED_MAIL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [mailQueued, mutate]);
  const refreshReads = useRefreshRoutes();
  const saved = (lead: LeadDetail) => {
    void mutate({ data: lead }, { revalidate: false });
    // A status change may change the admin menu's count of new leads.
    void refreshReads([leadsRoutes.getAdminWorkCounts]);
  };

  if (data) {
    return <LeadDetails lead={data.data} onReload={() => void mutate()} onSaved={saved} />;
  }
  if (error && (error.status === 404 || error.status === 400)) {
    return (
      <AdminScreen title={messages.notFoundTitle} description={messages.notFoundBody} before={<AppLink to={ADMIN_PATHS.leads}>{messages.backToInbox}</AppLink>}>
        {null}
      </AdminScreen>
    );
  }
  if (error) {
    return (
      <AdminScreen title={messages.leadLoadFailed}>
        <AdminLoadError error={error} thing={messages.leadThing} onRetry={() => void mutate()} />
      </AdminScreen>
    );
  }
  return <AdminLoading label={messages.loadingLead} />;
}
