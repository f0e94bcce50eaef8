import { useState } from 'react';
import { Button, Card, Field, MessageBar, MessageBarBody, MessageBarTitle, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { LEAD_STATUSES, type AgentLeadSummary, type LeadStatus } from '@tdp/shared/schemas/lead-records';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { AppLink } from '../../../components/app-link.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { formatLeadTime } from '../../../lib/lead-activity.ts';
import { LEAD_KIND_LABELS, LEAD_LANGUAGE_LABELS, LEAD_STATUS_LABELS } from '../../../lib/lead-option-labels.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { useApi } from '../../../lib/use-api.ts';
import { myLeadsMessages as messages } from '../my-leads-messages.ts';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  filter: { maxWidth: '240px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  meta: { color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'flex-start' },
});

/** One lead of the list: who, what they asked, status and when. */
export function MyLeadCard({ lead }: { lead: AgentLeadSummary }) {
  const styles = useStyles();
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <Card className={styles.card}>
      <Text weight="semibold">
        <AppLink to={pathHref(PORTAL_PATHS.myLead, { id: lead.id })}>{name}</AppLink>
      </Text>
      {lead.headline ? <Text>{lead.headline}</Text> : null}
      <Text size={200} className={styles.meta}>
        {[
          LEAD_STATUS_LABELS[lead.status],
          LEAD_KIND_LABELS[lead.kind],
          LEAD_LANGUAGE_LABELS[lead.language],
          formatMessage(messages.received, { date: formatLeadTime(lead.createdAt) }),
        ].join(' · ')}
      </Text>
    </Card>
  );
}

/** One page of the list; the last page offers the next one. */
function LeadsPage({ status, cursor, isLast, onMore }: { status?: LeadStatus; cursor?: string; isLast: boolean; onMore: (cursor: string) => void }) {
  const styles = useStyles();
  const query = { limit: PAGE_SIZE, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) };
  const { data, error, mutate } = useApi(leadsRoutes.listPortalLeads, { query });
  if (error && !data) {
    if (error.status === 403) {
      return (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{messages.agentsOnlyTitle}</MessageBarTitle>
            {messages.agentsOnly}
          </MessageBarBody>
        </MessageBar>
      );
    }
    return <PortalLoadError error={error} thing={messages.leadsThing} onRetry={() => void mutate()} />;
  }
  if (!data) return <PortalLoading />;
  if (!cursor && data.leads.length === 0) return <PortalEmpty>{status ? messages.emptyForStatus : messages.empty}</PortalEmpty>;
  return (
    <>
      <ul className={styles.list}>
        {data.leads.map((lead) => (
          <li key={lead.id}>
            <MyLeadCard lead={lead} />
          </li>
        ))}
      </ul>
      {isLast && data.nextCursor ? (
        <Button className={styles.more} onClick={() => onMore(data.nextCursor!)}>
          {messages.loadMore}
        </Button>
      ) : null}
    </>
  );
}

function isStatus(value: string | null): value is LeadStatus {
  return value !== null && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** `/agent-dashboard/MyLeads`: the signed-in agent's leads, newest first, filtered by status (kept in the address). */
export function MyLeadsPage() {
  const styles = useStyles();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const [cursors, setCursors] = useState<{ status?: LeadStatus; list: string[] }>({ list: [] });
  // A new filter starts again from the first page.
  const pages = cursors.status === status ? cursors.list : [];
  return (
    <PortalPageFrame title={messages.title} lead={messages.intro}>
      <Field label={messages.statusFilter} className={styles.filter}>
        <Select value={status ?? ''} onChange={(_, data) => setSearchParams(data.value ? { status: data.value } : {}, { replace: true })}>
          <option value="">{messages.allStatuses}</option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {[undefined, ...pages].map((cursor, index) => (
        <LeadsPage
          key={cursor ?? 'first'}
          status={status}
          cursor={cursor}
          isLast={index === pages.length}
          onMore={(next) => setCursors({ status, list: [...pages, next] })}
        />
      ))}
    </PortalPageFrame>
  );
}
