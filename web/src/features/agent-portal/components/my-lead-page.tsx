import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { agentLeadUpdateInputSchema, type AgentLead } from '@tdp/shared/schemas/lead-records';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { AppLink } from '../../../components/app-link.tsx';
import { LeadFacts as Facts, LeadFollowUpForm, leadContactRows } from '../../../components/lead-follow-up.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { describeLeadActivity, formatLeadTime, leadActivityMessages } from '../../../lib/lead-activity.ts';
import { LEAD_KIND_LABELS, LEAD_LANGUAGE_LABELS, LEAD_STATUS_LABELS } from '../../../lib/lead-option-labels.ts';
import { LeadLanguageBadge } from '../../../components/lead-language-badge.tsx';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { quotedDepartureText } from '../../../components/quoted-departure-text.ts';
import { useApi } from '../../../lib/use-api.ts';
import { myLeadsMessages as messages } from '../my-leads-messages.ts';
import { HandBackLead } from './hand-back-lead.tsx';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

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

function LeadView({ lead, onReload, onSaved }: { lead: AgentLead; onReload: () => void; onSaved: (lead: AgentLead) => void }) {
  const styles = useStyles();
  const request = lead.request;
  const optional = (key: keyof typeof request, label: string) => (request[key] ? [{ key, label, value: request[key] }] : []);
  return (
    <PortalPageFrame
      title={`${lead.firstName} ${lead.lastName}`}
      crumbs={[{ label: messages.title, to: PORTAL_PATHS.myLeads }]}
      lead={[
        LEAD_STATUS_LABELS[lead.status],
        LEAD_KIND_LABELS[lead.kind],
        LEAD_LANGUAGE_LABELS[lead.language],
        formatMessage(messages.received, { date: formatLeadTime(lead.createdAt) }),
        formatMessage(messages.reference, { reference: lead.reference ?? lead.id }),
      ].join(' · ')}
    >
      <div className={styles.layout}>
        <div className={styles.column}>
          <Block id="my-lead-contact" title={messages.contactHeading}>
            <Facts
              rows={[
                ...leadContactRows(lead, messages),
                ...optional('preferredContact', messages.preferredContact),
                { key: 'site-language', label: messages.siteLanguage, value: <LeadLanguageBadge language={lead.language} /> },
              ]}
            />
          </Block>
          <Block id="my-lead-request" title={messages.requestHeading}>
            <Facts
              rows={[
                ...(lead.packageUrl
                  ? [
                      {
                        key: 'package',
                        label: messages.package,
                        value: <AppLink to={pathHref(PUBLIC_PATHS.package, { id: lead.packageUrl })}>{lead.packageTitle ?? lead.packageUrl}</AppLink>,
                      },
                    ]
                  : []),
                ...(lead.departure ? [{ key: 'departure', label: messages.departure, value: quotedDepartureText(lead.departure) }] : []),
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
            <Facts
              rows={[
                ...(lead.assignment
                  ? [{ key: 'why', label: messages.assignmentWhy, value: <span data-testid="lead-assignment-reason">{lead.assignment.reason}</span> }]
                  : []),
                ...(lead.firstContactDueAt ? [{ key: 'due', label: messages.firstContactDue, value: formatLeadTime(lead.firstContactDueAt) }] : []),
              ]}
            />
            <LeadFollowUpForm
              key={lead.version}
              lead={lead}
              label={messages.followUpHeading}
              texts={messages}
              schema={agentLeadUpdateInputSchema}
              send={async (body) => onSaved((await apiFetch(leadsRoutes.updatePortalLead, { params: { id: lead.id }, body })).data)}
              onReload={onReload}
            />
            <HandBackLead lead={lead} />
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
                    <p className={styles.entryText}>{describeLeadActivity(entry, (name) => name)}</p>
                    <p className={styles.entryBy}>{formatMessage(messages.noteBy, { by: entry.by, date: formatLeadTime(entry.at) })}</p>
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
      <PortalPageFrame title={messages.notFoundTitle} crumbs={[{ label: messages.title, to: PORTAL_PATHS.myLeads }]}>
        <PortalEmpty>{error.status === 403 ? messages.agentsOnly : messages.notFound}</PortalEmpty>
        <AppLink to={PORTAL_PATHS.myLeads}>{messages.backToLeads}</AppLink>
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
