import { useMemo, useState } from 'react';
import {
  Button,
  Field,
  Input,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, Warning16Regular } from '@fluentui/react-icons';
import { Link, useSearchParams } from 'react-router-dom';
import { LEAD_STATUSES, LEAD_TYPES, normalizeLeadReference, UNASSIGNED_AGENT, type LeadSummary } from '@tdp/shared/schemas/lead';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from '../../../lib/lead-option-labels.ts';
import { useLeadPages } from '../api/list-leads.ts';
import { EMPTY_INBOX_FILTER, inboxFilterFrom, inboxQuery, isInboxFiltered, type InboxFilter } from '../inbox-filter.ts';
import { formatAgencyTime } from '../lead-dates.ts';
import { leadPath } from '../lead-paths.ts';
import { adminLeadsMessages as messages } from '../messages.ts';
import { saveTextFile } from '../save-text-file.ts';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  tableWrap: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // Below 700 px each lead becomes a small card: the columns would not fit a phone.
  table: { minWidth: '860px', '@media (max-width: 699px)': { minWidth: 0, display: 'block' } },
  head: { '@media (max-width: 699px)': { display: 'none' } },
  body: { '@media (max-width: 699px)': { display: 'block' } },
  row: {
    '@media (max-width: 699px)': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: tokens.spacingVerticalXXS,
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    },
  },
  cell: { '@media (max-width: 699px)': { display: 'block', height: 'auto', padding: 0, width: '100%' } },
  received: { whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  person: { display: 'flex', flexDirection: 'column', minWidth: 0, paddingBlock: tokens.spacingVerticalS },
  personLink: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink },
  small: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  request: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalS },
  failed: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  emptyTitle: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

function LeadRow({ lead, agentName }: { lead: LeadSummary; agentName: (slug: string) => string }) {
  const styles = useStyles();
  return (
    <TableRow className={styles.row}>
      <TableCell className={mergeClasses(styles.cell, styles.received)}>{formatAgencyTime(lead.createdAt)}</TableCell>
      <TableCell className={styles.cell}>
        <div className={styles.person}>
          <Link className={styles.personLink} to={leadPath(lead.id)}>
            {`${lead.firstName} ${lead.lastName}`}
          </Link>
          <span className={styles.small}>{lead.email}</span>
        </div>
      </TableCell>
      <TableCell className={styles.cell}>
        <div className={styles.request}>
          <span>{LEAD_KIND_LABELS[lead.kind]}</span>
          {lead.reference ? <span className={styles.small}>{lead.reference}</span> : null}
          <span className={styles.small}>{lead.headline}</span>
          {lead.failedSends > 0 ? (
            <span className={styles.failed}>
              <Warning16Regular aria-hidden="true" />
              {formatMessage(lead.failedSends === 1 ? messages.failedSends : messages.failedSendsMany, { count: lead.failedSends })}
            </span>
          ) : null}
        </div>
      </TableCell>
      <TableCell className={styles.cell}>{lead.assignedAgent ? agentName(lead.assignedAgent) : messages.unassigned}</TableCell>
      <TableCell className={styles.cell}>
        <LeadStatusBadge status={lead.status} />
      </TableCell>
    </TableRow>
  );
}

/**
 * `/admin-dashboard/leads`: the leads inbox, newest first, filtered by type, status, agent and received
 * dates (kept in the address), paged with "Load more", and exported as CSV with the same filters.
 */
export function LeadsInboxPage() {
  const styles = useStyles();
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => inboxFilterFrom(searchParams), [searchParams]);
  const query = useMemo(() => inboxQuery(filter), [filter]);
  const pages = useLeadPages(query);
  const agents = useApi(agentDirectoryRoutes.listAgents);
  const [exporting, setExporting] = useState(false);

  const agentNames = useMemo(() => new Map((agents.data?.data ?? []).map((agent) => [agent.slug, agent.name])), [agents.data]);
  const agentName = (slug: string) => agentNames.get(slug) ?? slug;
  const leads = pages.data?.flatMap((page) => page.leads) ?? [];
  const lastPage = pages.data?.[pages.data.length - 1];
  const hasMore = lastPage ? lastPage.nextCursor !== null : false;
  const loadingMore = pages.size > 0 && pages.data !== undefined && pages.data.length < pages.size;

  const change = (next: Partial<InboxFilter>) => setSearchParams(inboxQuery({ ...filter, ...next }), { replace: true });
  // What is typed in the reference box; the filter takes it once it reads as a reference (or is cleared).
  const [typedReference, setTypedReference] = useState(filter.reference);
  const typedReferenceValid = typedReference.trim() === '' || normalizeLeadReference(typedReference) !== null;
  const searchReference = (typed: string) => {
    setTypedReference(typed);
    if (typed.trim() === '') change({ reference: '' });
    else {
      const reference = normalizeLeadReference(typed);
      if (reference) change({ reference });
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await apiFetch(leadsRoutes.exportLeads, { query: query });
      saveTextFile(file.fileName, file.contentType, file.csv);
      notify(
        file.truncated ? 'warning' : 'success',
        file.truncated
          ? formatMessage(messages.exportTruncated, { count: file.rowCount })
          : formatMessage(file.rowCount === 1 ? messages.exportedOne : messages.exported, { count: file.rowCount, file: file.fileName }),
      );
    } catch (error) {
      notify('error', formatMessage(messages.exportFailed, { message: error instanceof ApiError ? error.message : String(error) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminScreen
      title={messages.inboxTitle}
      description={messages.inboxDescription}
      actions={
        <Button icon={exporting ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabledFocusable={exporting} onClick={() => void exportCsv()}>
          {exporting ? messages.exporting : messages.exportCsv}
        </Button>
      }
    >
      <div role="search" aria-label={messages.filtersLabel} className={styles.filters}>
        <Field
          label={messages.referenceSearch}
          hint={messages.referenceHint}
          validationState={typedReference.trim().length >= 6 && !typedReferenceValid ? 'error' : 'none'}
          validationMessage={typedReference.trim().length >= 6 && !typedReferenceValid ? messages.referenceInvalid : undefined}
        >
          <Input type="search" value={typedReference} onChange={(_, data) => searchReference(data.value)} />
        </Field>
        <Field label={messages.type}>
          <Select value={filter.type} onChange={(_, data) => change({ type: data.value as InboxFilter['type'] })}>
            <option value="">{messages.all}</option>
            {LEAD_TYPES.map((type) => (
              <option key={type} value={type}>
                {LEAD_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={messages.status}>
          <Select value={filter.status} onChange={(_, data) => change({ status: data.value as InboxFilter['status'] })}>
            <option value="">{messages.all}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={messages.agent}>
          <Select value={filter.agent} onChange={(_, data) => change({ agent: data.value })}>
            <option value="">{messages.everyone}</option>
            <option value={UNASSIGNED_AGENT}>{messages.unassigned}</option>
            {filter.agent && filter.agent !== UNASSIGNED_AGENT && !agentNames.has(filter.agent) ? <option value={filter.agent}>{filter.agent}</option> : null}
            {(agents.data?.data ?? []).map((agent) => (
              <option key={agent.slug} value={agent.slug}>
                {agent.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={messages.from}>
          <Input type="date" value={filter.from} max={filter.to || undefined} onChange={(_, data) => change({ from: data.value })} />
        </Field>
        <Field label={messages.to}>
          <Input type="date" value={filter.to} min={filter.from || undefined} onChange={(_, data) => change({ to: data.value })} />
        </Field>
        {isInboxFiltered(filter) ? (
          <Button
            appearance="subtle"
            onClick={() => {
              setTypedReference('');
              change(EMPTY_INBOX_FILTER);
            }}
          >
            {messages.clearFilters}
          </Button>
        ) : null}
      </div>

      {pages.error && !pages.data ? <AdminLoadError error={pages.error} thing={messages.leadsThing} onRetry={() => void pages.mutate()} /> : null}
      {!pages.data && !pages.error ? <AdminLoading label={messages.loading} /> : null}

      {pages.data && leads.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{isInboxFiltered(filter) ? messages.noMatchesTitle : messages.noLeadsTitle}</p>
          {isInboxFiltered(filter) ? (
            <Button
              onClick={() => {
                setTypedReference('');
                change(EMPTY_INBOX_FILTER);
              }}
            >
              {messages.clearFilters}
            </Button>
          ) : (
            <p>{messages.noLeadsBody}</p>
          )}
        </div>
      ) : null}

      {leads.length > 0 ? (
        <>
          <div className={styles.tableWrap}>
            <Table className={styles.table} aria-label={messages.tableLabel}>
              <TableHeader className={styles.head}>
                <TableRow>
                  <TableHeaderCell>{messages.received}</TableHeaderCell>
                  <TableHeaderCell>{messages.person}</TableHeaderCell>
                  <TableHeaderCell>{messages.request}</TableHeaderCell>
                  <TableHeaderCell>{messages.assignedTo}</TableHeaderCell>
                  <TableHeaderCell>{messages.status}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody className={styles.body}>
                {leads.map((lead) => (
                  <LeadRow key={lead.id} lead={lead} agentName={agentName} />
                ))}
              </TableBody>
            </Table>
          </div>
          <div className={styles.footer}>
            {hasMore ? (
              <Button disabledFocusable={loadingMore} icon={loadingMore ? <Spinner size="tiny" /> : undefined} onClick={() => void pages.setSize(pages.size + 1)}>
                {loadingMore ? messages.loadingMore : messages.loadMore}
              </Button>
            ) : null}
            <span role="status">{formatMessage(messages.shownCount, { count: leads.length })}</span>
          </div>
        </>
      ) : null}
    </AdminScreen>
  );
}
