import { useEffect, useMemo, useState } from 'react';
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
  TableSelectionCell,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, Warning16Regular } from '@fluentui/react-icons';
import { Link, useSearchParams } from 'react-router-dom';
import { LEAD_TYPES } from '@tdp/shared/schemas/lead-forms';
import { LEAD_STATUSES, normalizeLeadReference, UNASSIGNED_AGENT, type LeadBulkUpdateResult, type LeadSummary } from '@tdp/shared/schemas/lead-records';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from '../../../lib/lead-option-labels.ts';
import { useLeadPages } from '../api/list-leads.ts';
import { EMPTY_INBOX_FILTER, inboxFilterFrom, inboxQuery, inboxSearch, isInboxFiltered, type InboxFilter } from '../inbox-filter.ts';
import { formatAgencyTime } from '../lead-dates.ts';
import { adminLeadsMessages as messages } from '../messages.ts';
import { saveTextFile } from '../save-text-file.ts';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { LeadLanguageBadge } from '../../../components/lead-language-badge.tsx';
import { BulkResultBar, LeadsBulkBar, leadName } from './leads-bulk-bar.tsx';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

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
  kindLine: { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  failed: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
  },
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
  selectCell: { '@media (max-width: 699px)': { display: 'block', height: 'auto', width: 'auto', padding: 0 } },
  // The search is the filter used most: two columns where there is room, and never wider than its column.
  searchField: { '@media (min-width: 700px)': { gridColumn: 'span 2' } },
  searchInput: { width: '100%', minWidth: 0 },
});

/** Waits this long after the last keystroke before searching, so typing a name asks once, not per letter. */
const SEARCH_DELAY_MS = 350;

/** No lead selected. */
const NOTHING_SELECTED: ReadonlySet<string> = new Set();

function LeadRow({ lead, agentName, selected, onToggle }: { lead: LeadSummary; agentName: (slug: string) => string; selected: boolean; onToggle: () => void }) {
  const styles = useStyles();
  return (
    <TableRow className={styles.row} appearance={selected ? 'brand' : 'none'}>
      <TableSelectionCell
        className={styles.selectCell}
        checked={selected}
        onClick={onToggle}
        checkboxIndicator={{ 'aria-label': formatMessage(messages.selectLead, { name: leadName(lead) }) }}
      />
      <TableCell className={mergeClasses(styles.cell, styles.received)}>{formatAgencyTime(lead.createdAt)}</TableCell>
      <TableCell className={styles.cell}>
        <div className={styles.person}>
          <Link className={styles.personLink} to={pathHref(ADMIN_PATHS.lead, { id: lead.id })}>
            {`${lead.firstName} ${lead.lastName}`}
          </Link>
          <span className={styles.small}>{lead.email}</span>
        </div>
      </TableCell>
      <TableCell className={styles.cell}>
        <div className={styles.request}>
          <span className={styles.kindLine}>
            {LEAD_KIND_LABELS[lead.kind]}
            <LeadLanguageBadge language={lead.language} />
          </span>
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
 * dates and searched by name, e-mail, phone or reference (kept in the address), paged with "Load more", and exported as
 * CSV with the same filters. Leads shown can be selected (one by one or all at once) and assigned or given a status
 * together, each at the version loaded.
 */
export function LeadsInboxPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => inboxFilterFrom(searchParams), [searchParams]);
  const query = useMemo(() => inboxQuery(filter), [filter]);
  const pages = useLeadPages(query);
  const agents = useApi(agentDirectoryRoutes.listAgents);
  const [exporting, setExporting] = useState(false);

  const agentNames = useMemo(() => new Map((agents.data?.data ?? []).map((agent) => [agent.slug, agent.name])), [agents.data]);
  const agentName = (slug: string) => agentNames.get(slug) ?? slug;
  const leads = useMemo(() => pages.data?.flatMap((page) => page.leads) ?? [], [pages.data]);
  const leadsById = useMemo(() => new Map(leads.map((lead) => [lead.id, lead])), [leads]);
  const lastPage = pages.data?.[pages.data.length - 1];
  const hasMore = lastPage ? lastPage.nextCursor !== null : false;
  const loadingMore = pages.size > 0 && pages.data !== undefined && pages.data.length < pages.size;

  const change = (next: Partial<InboxFilter>) => setSearchParams(inboxQuery({ ...filter, ...next }), { replace: true });
  // What is typed in the search box; the filter takes it a moment after the typing stops, once long enough (or cleared).
  const [typedSearch, setTypedSearch] = useState(filter.q);
  const typedReferenceInvalid = /^tbb/i.test(typedSearch.trim()) && typedSearch.trim().length >= 6 && normalizeLeadReference(typedSearch) === null;
  useEffect(() => {
    const wanted = typedSearch.trim() === '' ? '' : inboxSearch(typedSearch);
    if (wanted === filter.q || (wanted === '' && typedSearch.trim() !== '')) return;
    const timer = setTimeout(() => setSearchParams(inboxQuery({ ...filter, q: wanted }), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typedSearch, filter, setSearchParams]);
  const clearFilters = () => {
    setTypedSearch('');
    change(EMPTY_INBOX_FILTER);
  };

  // The selection belongs to the list it was made in: another filter or search starts with nothing selected.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: queryKey, ids: NOTHING_SELECTED });
  const selectedIds = selection.key === queryKey ? selection.ids : NOTHING_SELECTED;
  const selectedLeads = leads.filter((lead) => selectedIds.has(lead.id));
  const select = (ids: Iterable<string>) => setSelection({ key: queryKey, ids: new Set(ids) });
  const toggle = (id: string) => select(selectedIds.has(id) ? [...selectedIds].filter((selectedId) => selectedId !== id) : [...selectedIds, id]);
  const allSelected = leads.length > 0 && selectedLeads.length === leads.length;
  const [bulkResult, setBulkResult] = useState<{ result: LeadBulkUpdateResult; leadsById: ReadonlyMap<string, LeadSummary> } | null>(null);
  const applied = (result: LeadBulkUpdateResult) => {
    // Names as loaded, before the reload: a lead left as it was is named as the admin saw it.
    setBulkResult({ result, leadsById });
    // Leads left as they were stay selected, to try again once reloaded.
    select(result.skipped.map((skip) => skip.id));
    void pages.mutate();
    void refreshReads([leadsRoutes.getAdminWorkCounts]);
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
          className={styles.searchField}
          label={messages.search}
          hint={messages.searchHint}
          validationState={typedReferenceInvalid ? 'error' : 'none'}
          validationMessage={typedReferenceInvalid ? messages.referenceInvalid : undefined}
        >
          <Input className={styles.searchInput} type="search" value={typedSearch} onChange={(_, data) => setTypedSearch(data.value)} />
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
          <Button appearance="subtle" onClick={clearFilters}>
            {messages.clearFilters}
          </Button>
        ) : null}
      </div>

      {bulkResult ? <BulkResultBar result={bulkResult.result} leadsById={bulkResult.leadsById} onDismiss={() => setBulkResult(null)} /> : null}
      {selectedLeads.length > 0 ? (
        <LeadsBulkBar selected={selectedLeads} agents={agents.data?.data ?? []} onClear={() => select([])} onApplied={applied} />
      ) : null}

      {pages.error && !pages.data ? <AdminLoadError error={pages.error} thing={messages.leadsThing} onRetry={() => void pages.mutate()} /> : null}
      {!pages.data && !pages.error ? <AdminLoading label={messages.loading} /> : null}

      {pages.data && leads.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{isInboxFiltered(filter) ? messages.noMatchesTitle : messages.noLeadsTitle}</p>
          {lastPage?.searchedSince ? <p>{formatMessage(messages.noMatchYet, { date: formatAgencyTime(lastPage.searchedSince) })}</p> : null}
          {hasMore ? (
            <Button disabledFocusable={loadingMore} icon={loadingMore ? <Spinner size="tiny" /> : undefined} onClick={() => void pages.setSize(pages.size + 1)}>
              {loadingMore ? messages.loadingMore : messages.searchOlder}
            </Button>
          ) : isInboxFiltered(filter) ? (
            <Button onClick={clearFilters}>{messages.clearFilters}</Button>
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
                  <TableSelectionCell
                    checked={allSelected ? true : selectedLeads.length > 0 ? 'mixed' : false}
                    onClick={() => select(allSelected ? [] : leads.map((lead) => lead.id))}
                    checkboxIndicator={{ 'aria-label': formatMessage(messages.selectAll, { count: leads.length }) }}
                  />
                  <TableHeaderCell>{messages.received}</TableHeaderCell>
                  <TableHeaderCell>{messages.person}</TableHeaderCell>
                  <TableHeaderCell>{messages.request}</TableHeaderCell>
                  <TableHeaderCell>{messages.assignedTo}</TableHeaderCell>
                  <TableHeaderCell>{messages.status}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody className={styles.body}>
                {leads.map((lead) => (
                  <LeadRow key={lead.id} lead={lead} agentName={agentName} selected={selectedIds.has(lead.id)} onToggle={() => toggle(lead.id)} />
                ))}
              </TableBody>
            </Table>
          </div>
          <div className={styles.footer}>
            {hasMore ? (
              <Button
                disabledFocusable={loadingMore}
                icon={loadingMore ? <Spinner size="tiny" /> : undefined}
                onClick={() => void pages.setSize(pages.size + 1)}
              >
                {loadingMore ? messages.loadingMore : lastPage?.searchedSince ? messages.searchOlder : messages.loadMore}
              </Button>
            ) : null}
            <span role="status">
              {lastPage?.searchedSince
                ? formatMessage(messages.searchedSince, { count: leads.length, date: formatAgencyTime(lastPage.searchedSince) })
                : formatMessage(messages.shownCount, { count: leads.length })}
            </span>
          </div>
        </>
      ) : null}
    </AdminScreen>
  );
}
