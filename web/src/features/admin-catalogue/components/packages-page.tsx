import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  Button,
  Card,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  type TableHeaderCellProps,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, BoxMultipleRegular, CopyRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useLocation, useSearchParams } from 'react-router-dom';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import type { AdminPackageSort } from '@tdp/shared/api/routes/catalogue-routes';
import { lastTravelDate } from '@tdp/shared/schemas/date-range';
import { initialPackageListState, packageListReducer } from '@tdp/shared/catalogue/list-state';
import { AGENCY_TIME_ZONE, DELETE_PACKAGE_FAILED_MESSAGE, PACKAGE_LIST_PAGE_SIZE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { PackageAdminRow } from '@tdp/shared/schemas/package';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDeleteDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { fieldErrorsFromApi, labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import type { FromPackageList } from '../../../lib/package-list-return.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { buildUrl } from '@tdp/shared/api/build-url';
import { adminPackageQuery, useAdminPackages, type AdminPackageFilters } from '../api/list-admin-packages.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { orderAfterChoosing, packageListSearchOf, packageListViewFrom, type PackageListOrder } from '../package-list-address.ts';
import type { InlineChange, InlineEditColumn } from '../package-changes.ts';
import { DerivedAmountCell, InlineEditCell, columnName } from './inline-edit-cell.tsx';
import { QuotedPrice } from '../../../components/admin-form/quoted-price.tsx';
import { PackageFilters } from './package-filters.tsx';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';

/** Reads that show packages: details, deals, homepage lists, top picks and best bets. */
const PACKAGE_READS = [
  catalogueReadRoutes.getDeals,
  catalogueReadRoutes.getPackage,
  catalogueReadRoutes.listRelatedPackages,
  catalogueReadRoutes.listHomepagePackages,
  catalogueReadRoutes.getPricingTable,
  catalogueRoutes.getPackageEditForm,
  catalogueReadRoutes.listTopPicks,
  catalogueReadRoutes.listBestBets,
];
/** Start loading the next page when the end of the table is this close to the screen. */
const LOAD_AHEAD_MARGIN = '600px';

const packageFieldLabels = labelsFrom({
  price: messages.columnPrice,
  tax: messages.columnTax,
  status: messages.columnStatus,
  destinationIds: messages.destinationIdsLabel,
  dateRanges: messages.dateRangesLabel,
});

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  count: { color: tokens.colorNeutralForeground3 },
  tableCard: { padding: 0, overflowX: 'auto' },
  table: { minWidth: '960px' },
  packageCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, padding: `${tokens.spacingVerticalS} 0` },
  thumbnail: {
    width: '72px',
    height: '48px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
  packageText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  packageTitle: { fontWeight: tokens.fontWeightSemibold },
  packageMeta: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  moneyColumn: { width: '112px' },
  stacked: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  statusColumn: { width: '124px' },
  dateColumn: { width: '108px' },
  actionsColumn: { width: '120px' },
  nowrap: { whiteSpace: 'nowrap' },
  changedBy: { display: 'block', fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  footer: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalL },
});

/** A calendar date of a row, or what stands for its absence. */
function lastDateText(date: string | null, none: string): string {
  return date ? formatDate(date) : none;
}

function staleProblem(row: PackageAdminRow): SaveProblem {
  return {
    kind: 'stale',
    title: formatMessage(messages.packageStaleTitle, { name: row.title }),
    message: messages.packageStaleMessage,
  };
}

/** A header's sort state as Fluent's table reads it (`aria-sort` and the arrow). */
function sortDirectionOf(order: PackageListOrder, sort: AdminPackageSort): TableHeaderCellProps['sortDirection'] {
  if (order.sort !== sort) return undefined;
  return order.dir === 'asc' ? 'ascending' : 'descending';
}

/**
 * `/admin-dashboard/packages`: every package, 60 to a page, more loaded while fewer are loaded than match
 * (a page holds 60 rows); search, filters and the order (title, price, status or last change, sorted by the server
 * since the list is paged) kept in the address, so Back from the builder shows the same list; the all-in price
 * visitors see today and, for a package priced by its departures, how many are open; price, tax and
 * status edited in place (one cell at a time, saved with `PATCH /packages/{id}` and the version the list
 * showed), except the price and tax its departures set, which link to them; duplicate as a draft (`POST /packages/{id}/duplicate`); delete after confirming (a failure is a toast saying the package could not be deleted). Add and edit open
 * the package builder. "Valid until" is the last travel date; "Shown until" the last day the deal is shown.
 */
export function PackagesPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { cdnPrefix } = useRuntimeConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const addressQuery = searchParams.toString();
  const { filters, order } = useMemo(() => packageListViewFrom(new URLSearchParams(addressQuery)), [addressQuery]);
  const fromList: FromPackageList = { packageList: `${location.pathname}${location.search}` };
  const [listState, dispatch] = useReducer(packageListReducer, initialPackageListState);
  const list = useAdminPackages(filters, order);
  const [listProblem, setListProblem] = useState<SaveProblem | null>(null);
  const [deleting, setDeleting] = useState<PackageAdminRow | null>(null);
  const [duplicating, setDuplicating] = useState<number | null>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);

  // The list's address holds what it shows; the list's history entry is replaced, so Back leaves the list.
  const showList = useCallback(
    (nextFilters: AdminPackageFilters, nextOrder: PackageListOrder) => {
      setSearchParams(packageListSearchOf({ filters: nextFilters, order: nextOrder }), { replace: true, preventScrollReset: true });
      setListProblem(null);
      dispatch({ type: 'clearEditingCell' });
    },
    [setSearchParams],
  );
  const changeFilters = useCallback((next: AdminPackageFilters) => showList(next, order), [showList, order]);

  useEffect(() => {
    dispatch({
      type: 'setQueryParams',
      queryParams: buildUrl(catalogueRoutes.listPackagesForAdmin, undefined, adminPackageQuery(filters, 1, order)).split('?')[1] ?? '',
    });
  }, [filters, order]);

  useEffect(() => {
    dispatch({ type: 'replaceFilters', filters: { limit: PACKAGE_LIST_PAGE_SIZE, page: list.size } });
  }, [list.size]);

  const { hasMore, isLoadingMore, loadMore } = list;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || isLoadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      rootMargin: LOAD_AHEAD_MARGIN,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, loadMore]);

  async function refreshAfterChange() {
    await Promise.all([list.refresh(), refreshReads(PACKAGE_READS)]);
  }

  async function saveCell(row: PackageAdminRow, column: InlineEditColumn, change: InlineChange): Promise<string | null> {
    setListProblem(null);
    try {
      // One request: the server changes this field at the version the list showed (409 if someone saved since).
      await apiFetch(catalogueRoutes.patchPackage, { params: { id: row.id }, body: { ...change, version: row.version } });
      dispatch({ type: 'clearEditingCell' });
      notify('success', formatMessage(messages.cellSaved, { column: columnName(column), name: row.title }));
      await refreshAfterChange();
      return null;
    } catch (failure) {
      const problem = describeSaveProblem(failure, messages.packageThing);
      if (problem.kind === 'fields') return Object.values(fieldErrorsFromApi(problem.fields, packageFieldLabels))[0] ?? problem.message;
      if (problem.kind === 'stale' || problem.kind === 'gone') {
        dispatch({ type: 'clearEditingCell' });
        setListProblem(problem.kind === 'stale' ? staleProblem(row) : problem);
        return null;
      }
      return problem.message;
    }
  }

  async function duplicate(row: PackageAdminRow) {
    setDuplicating(row.id);
    try {
      const copy = await apiFetch(catalogueRoutes.duplicatePackage, { params: { id: row.id } });
      notify('success', formatMessage(messages.duplicated, { name: copy.title }));
      await refreshAfterChange();
    } catch {
      notify('error', messages.duplicateFailed);
    } finally {
      setDuplicating(null);
    }
  }

  const filtered = Object.values(filters).some((value) => value !== '');
  const sortableHeader = (sort: AdminPackageSort) => ({
    sortable: true,
    sortDirection: sortDirectionOf(order, sort),
    onClick: () => showList(filters, orderAfterChoosing(order, sort)),
  });
  let content;
  if (list.error && list.rows.length === 0) {
    content = <AdminLoadError error={list.error} thing={messages.packagesTitle.toLowerCase()} onRetry={() => void list.refresh()} />;
  } else if (list.isLoading || list.total === undefined) {
    content = <AdminLoading />;
  } else if (list.rows.length === 0) {
    content = (
      <AdminEmpty icon={<BoxMultipleRegular />} title={filtered ? messages.noMatchingPackages : messages.noPackages}>
        <Text>{filtered ? messages.noMatchingPackagesHint : messages.noPackagesHint}</Text>
      </AdminEmpty>
    );
  } else {
    content = (
      <>
        <Card className={styles.tableCard}>
          <Table className={styles.table} aria-label={messages.packagesTitle} sortable>
            <TableHeader>
              <TableRow>
                <TableHeaderCell {...sortableHeader('title')}>{messages.columnPackage}</TableHeaderCell>
                <TableHeaderCell className={styles.moneyColumn} {...sortableHeader('price')}>
                  {messages.columnAllIn}
                </TableHeaderCell>
                <TableHeaderCell className={styles.moneyColumn} sortable={false}>
                  {messages.columnPriceAndTax}
                </TableHeaderCell>
                <TableHeaderCell className={styles.statusColumn} {...sortableHeader('status')}>
                  {messages.columnStatus}
                </TableHeaderCell>
                <TableHeaderCell className={styles.dateColumn} sortable={false}>
                  <Tooltip content={messages.validUntilHint} relationship="description">
                    <span>{messages.columnValidUntil}</span>
                  </Tooltip>
                </TableHeaderCell>
                <TableHeaderCell className={styles.dateColumn} sortable={false}>
                  <Tooltip content={messages.shownUntilHint} relationship="description">
                    <span>{messages.columnShownUntil}</span>
                  </Tooltip>
                </TableHeaderCell>
                <TableHeaderCell className={styles.dateColumn} {...sortableHeader('updated')}>
                  {messages.columnChanged}
                </TableHeaderCell>
                <TableHeaderCell className={styles.actionsColumn} sortable={false}>
                  {messages.actionsColumn}
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <div className={styles.packageCell}>
                      <img className={styles.thumbnail} src={resolveMediaUrl(row.banner_image, cdnPrefix)} alt="" width={72} height={48} loading="lazy" />
                      <div className={styles.packageText}>
                        <span className={styles.packageTitle}>{row.title}</span>
                        <span className={styles.packageMeta} title={pathHref(PUBLIC_PATHS.package, { id: row.package_url })}>
                          {row.destinationName && `${row.destinationName} · `}/deals/{row.package_url}
                        </span>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell>
                    <QuotedPrice parts={row} />
                  </TableCell>
                  {[['price', 'tax'] as const, ['status'] as const].map((columns) => (
                    <TableCell key={columns[0]}>
                      {/* The price and the tax the all-in total adds up, one above the other. */}
                      <div className={styles.stacked}>
                        {columns.map((column) =>
                          // Departures set the price and tax of a package that has them: a link to them, not an input.
                          column !== 'status' && row.priceSource.from === 'departures' ? (
                            <DerivedAmountCell key={column} row={row} column={column} state={fromList} />
                          ) : (
                            <InlineEditCell
                              key={column}
                              row={row}
                              column={column}
                              today={today}
                              editing={listState.editingCell?.rowId === row.id && listState.editingCell.column === column}
                              onStartEditing={() => dispatch({ type: 'setEditingCell', cell: { rowId: row.id, column } })}
                              onStopEditing={() => dispatch({ type: 'clearEditingCell' })}
                              onSave={(change) => saveCell(row, column, change)}
                            />
                          ),
                        )}
                      </div>
                    </TableCell>
                  ))}
                  <TableCell className={mergeClasses(styles.muted, styles.nowrap)}>
                    {lastDateText(lastTravelDate(row.dateRanges), messages.noTravelDates)}
                  </TableCell>
                  <TableCell className={mergeClasses(styles.muted, styles.nowrap)}>{lastDateText(row.validUntil, messages.noEndDate)}</TableCell>
                  <TableCell className={styles.muted}>
                    <span className={styles.nowrap}>{formatDate(row.updatedAt)}</span>
                    <span className={styles.changedBy}>{formatMessage(messages.changedBy, { user: row.updatedBy })}</span>
                  </TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Tooltip content={formatMessage(messages.editPackage, { name: row.title })} relationship="label">
                        <LinkButton to={pathHref(ADMIN_PATHS.packageEdit, { id: row.id })} state={fromList} appearance="subtle" icon={<EditRegular />} />
                      </Tooltip>
                      <Tooltip content={formatMessage(messages.duplicatePackage, { name: row.title })} relationship="label">
                        <Button
                          appearance="subtle"
                          icon={duplicating === row.id ? <Spinner size="extra-tiny" /> : <CopyRegular />}
                          disabledFocusable={duplicating !== null}
                          onClick={() => void duplicate(row)}
                        />
                      </Tooltip>
                      <Tooltip content={formatMessage(messages.deletePackage, { name: row.title })} relationship="label">
                        <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(row)} />
                      </Tooltip>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
        <div ref={sentinelRef} className={styles.footer}>
          {list.isLoadingMore ? (
            <Spinner size="small" label={messages.loadingMore} />
          ) : (
            list.hasMore && (
              <Button appearance="secondary" onClick={list.loadMore}>
                {messages.loadMore}
              </Button>
            )
          )}
        </div>
      </>
    );
  }

  return (
    <AdminScreen
      title={messages.packagesTitle}
      description={messages.packagesDescription}
      actions={
        <LinkButton to={ADMIN_PATHS.packageAdd} state={fromList} appearance="primary" icon={<AddRegular />}>
          {messages.addPackage}
        </LinkButton>
      }
    >
      <div className={styles.toolbar}>
        <PackageFilters filters={filters} onChange={changeFilters} />
        {list.total !== undefined && (
          <Text className={styles.count} aria-live="polite">
            {formatMessage(messages.packagesCount, { shown: list.rows.length, total: list.total })}
          </Text>
        )}
      </div>
      {listProblem && (
        <ProblemBar
          problem={listProblem}
          onReload={() => {
            setListProblem(null);
            void list.refresh();
          }}
        />
      )}
      {content}
      {deleting && (
        <ConfirmDeleteDialog
          thing={messages.packageThing}
          name={deleting.title}
          detail={messages.deletePackageDetail}
          onDelete={async () => {
            try {
              await apiFetch(catalogueRoutes.deletePackage, { params: { id: deleting.id } });
            } catch {
              // A failed delete is reported with this toast only; the list stays as it was.
              notify('error', DELETE_PACKAGE_FAILED_MESSAGE);
              return;
            }
            notify('success', formatMessage(messages.deleted, { name: deleting.title }));
            await refreshAfterChange();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
