import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Button,
  Card,
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
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DataBarVerticalRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router-dom';
import { leadReportRoutes } from '@tdp/shared/api/routes/lead-report-routes';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { UNASSIGNED_AGENT } from '@tdp/shared/schemas/lead-records';
import { REPORT_SOURCES, REPORT_WEEK_CHOICES, type ConversionFigures, type LeadReport, type ReportSource } from '@tdp/shared/schemas/lead-reports';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { formatDate, formatMessage, formatMonth, formatPrice } from '../../../lib/intl.ts';
import { formatMinutes, formatShare } from '../../../lib/lead-figures.ts';
import { useApi } from '../../../lib/use-api.ts';
import { reportMessages as messages } from '../messages.ts';
import { reportQueryOf, reportSearchOf, reportViewFrom, type ReportView } from '../report-address.ts';

/*
 * The charts load with the chart library when the screen first draws them: the admin area's own file never imports
 * them, so no other screen downloads the library (web/vite.config.ts puts them in the `charts` file).
 */
const LeadsByWeekChart = lazy(() => import('./report-charts.tsx').then((module) => ({ default: module.LeadsByWeekChart })));
const FirstContactChart = lazy(() => import('./report-charts.tsx').then((module) => ({ default: module.FirstContactChart })));
const ConversionChart = lazy(() => import('./report-charts.tsx').then((module) => ({ default: module.ConversionChart })));
const BookedValueChart = lazy(() => import('./report-charts.tsx').then((module) => ({ default: module.BookedValueChart })));

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
  },
  field: { minWidth: '180px', '@media (max-width: 599px)': { minWidth: '100%' } },
  totals: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', gap: tokens.spacingHorizontalM },
  tile: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  tileValue: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  sections: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))', gap: tokens.spacingHorizontalL },
  section: {
    padding: tokens.spacingHorizontalL,
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM },
  },
  heading: { margin: 0 },
  note: { color: tokens.colorNeutralForeground2 },
  figure: { margin: 0, minWidth: 0 },
  tableWrap: { overflowX: 'auto' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numberHeading: { justifyContent: 'flex-end' },
  totalRow: { fontWeight: tokens.fontWeightSemibold },
});

/** A card of the screen: heading, a sentence saying what the chart shows (its text alternative), the chart, its table. */
function ReportSection({
  id,
  title,
  summary,
  note,
  chart,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  note?: string;
  chart?: ReactNode;
  table: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.section} aria-labelledby={id} role="region">
      <Text as="h2" id={id} size={500} weight="semibold" className={styles.heading}>
        {title}
      </Text>
      <Text as="p" id={`${id}-summary`}>
        {summary}
      </Text>
      {note && (
        <Text as="p" size={200} className={styles.note}>
          {note}
        </Text>
      )}
      {chart && (
        <figure className={styles.figure} aria-labelledby={id} aria-describedby={`${id}-summary`}>
          <Suspense fallback={<Spinner size="small" />}>{chart}</Suspense>
        </figure>
      )}
      <div className={styles.tableWrap}>{table}</div>
    </Card>
  );
}

/** A plain table of figures: the first column a label, the others numbers. */
function FiguresTable({
  label,
  columns,
  rows,
  total,
}: {
  label: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  total?: readonly ReactNode[];
}) {
  const styles = useStyles();
  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          {columns.map((column, index) =>
            index === 0 ? (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ) : (
              <TableHeaderCell key={column} className={styles.number} button={{ className: styles.numberHeading }}>
                {column}
              </TableHeaderCell>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={index} className={index === 0 ? undefined : styles.number}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {total && (
          <TableRow className={styles.totalRow}>
            {total.map((cell, index) => (
              <TableCell key={index} className={index === 0 ? undefined : styles.number}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const conversionCells = (row: ConversionFigures) => [row.leads, row.booked, formatShare(row.booked, row.leads)];

/** The figures of one answer: totals, then each section with its chart and table. */
export function ReportFigures({ report }: { report: LeadReport }) {
  const styles = useStyles();
  const { totals, leadsByWeek, byAgent, byPackage, byDestination, bookedValueByMonth } = report;
  const bySource = Object.fromEntries(REPORT_SOURCES.map((source) => [source, leadsByWeek.reduce((sum, week) => sum + week.bySource[source], 0)])) as Record<
    ReportSource,
    number
  >;
  const contactedAgents = byAgent.filter((row) => row.firstContact.contacted > 0);
  const title = (chart: string) => formatMessage(messages.tableOf, { chart });
  return (
    <>
      <div className={styles.totals}>
        <Card className={styles.tile}>
          <Text>{messages.totalLeads}</Text>
          <Text className={styles.tileValue}>{totals.leads}</Text>
        </Card>
        <Card className={styles.tile}>
          <Text>{messages.totalBooked}</Text>
          <Text className={styles.tileValue}>{totals.booked}</Text>
          <Text size={200}>{formatMessage(messages.totalBookedShare, { share: formatShare(totals.booked, totals.leads) })}</Text>
        </Card>
        <Card className={styles.tile}>
          <Text>{messages.totalValue}</Text>
          <Text className={styles.tileValue}>{formatPrice(totals.bookedValue)}</Text>
          <Text size={200}>{messages.totalValueMonths}</Text>
        </Card>
        <Card className={styles.tile}>
          <Text>{messages.totalFirstContact}</Text>
          <Text className={styles.tileValue}>{formatMinutes(totals.firstContact.medianMinutes)}</Text>
          <Text size={200}>{formatMessage(messages.totalFirstContactP90, { time: formatMinutes(totals.firstContact.p90Minutes) })}</Text>
        </Card>
      </div>
      <div className={styles.sections}>
        <ReportSection
          id="report-weeks"
          title={messages.weeksHeading}
          summary={formatMessage(messages.weeksSummary, {
            total: totals.leads,
            weeks: leadsByWeek.length,
            sources: REPORT_SOURCES.map((source) => `${messages.sources[source]} ${bySource[source]}`).join(', '),
          })}
          note={messages.sourcesNote}
          chart={<LeadsByWeekChart weeks={leadsByWeek} />}
          table={
            <FiguresTable
              label={title(messages.weeksHeading)}
              columns={[messages.week, ...REPORT_SOURCES.map((source) => messages.sources[source]), messages.total]}
              rows={leadsByWeek.map((week) => ({
                key: week.week,
                cells: [formatDate(week.week), ...REPORT_SOURCES.map((source) => week.bySource[source]), week.total],
              }))}
              total={[messages.total, ...REPORT_SOURCES.map((source) => bySource[source]), totals.leads]}
            />
          }
        />
        <ReportSection
          id="report-first-contact"
          title={messages.firstContactHeading}
          summary={
            totals.firstContact.contacted === 0
              ? messages.firstContactNone
              : formatMessage(messages.firstContactSummary, {
                  contacted: totals.firstContact.contacted,
                  median: formatMinutes(totals.firstContact.medianMinutes),
                  p90: formatMinutes(totals.firstContact.p90Minutes),
                  onTime: formatShare(totals.firstContact.onTime, totals.firstContact.contacted),
                })
          }
          note={messages.firstContactNote}
          chart={contactedAgents.length > 0 ? <FirstContactChart agents={contactedAgents} /> : undefined}
          table={
            <FiguresTable
              label={title(messages.firstContactHeading)}
              columns={[messages.agentColumn, messages.contacted, messages.median, messages.p90, messages.onTime]}
              rows={contactedAgents.map((row) => ({
                key: row.agent,
                cells: [
                  row.name,
                  row.firstContact.contacted,
                  formatMinutes(row.firstContact.medianMinutes),
                  formatMinutes(row.firstContact.p90Minutes),
                  formatShare(row.firstContact.onTime, row.firstContact.contacted),
                ],
              }))}
            />
          }
        />
        <ReportSection
          id="report-conversion"
          title={messages.conversionHeading}
          summary={formatMessage(messages.conversionSummary, { booked: totals.booked, leads: totals.leads, share: formatShare(totals.booked, totals.leads) })}
          chart={byAgent.some((row) => row.leads > 0) ? <ConversionChart agents={byAgent} /> : undefined}
          table={
            <FiguresTable
              label={title(messages.conversionHeading)}
              columns={[messages.agentColumn, messages.leads, messages.booked, messages.conversion]}
              rows={byAgent.map((row) => ({ key: row.agent, cells: [row.name, ...conversionCells(row)] }))}
              total={[messages.total, ...conversionCells(totals)]}
            />
          }
        />
        <ReportSection
          id="report-value"
          title={messages.valueHeading}
          summary={formatMessage(messages.valueSummary, {
            value: formatPrice(totals.bookedValue),
            bookings: bookedValueByMonth.reduce((sum, month) => sum + month.bookings, 0),
            months: bookedValueByMonth.length,
          })}
          chart={<BookedValueChart months={bookedValueByMonth} />}
          table={
            <FiguresTable
              label={title(messages.valueHeading)}
              columns={[messages.month, messages.bookings, messages.value]}
              rows={bookedValueByMonth.map((month) => ({ key: month.month, cells: [formatMonth(month.month), month.bookings, formatPrice(month.value)] }))}
            />
          }
        />
        <ReportSection
          id="report-packages"
          title={messages.packagesHeading}
          summary={byPackage.length === 0 ? messages.packagesEmpty : formatMessage(messages.conversionSummary, sumConversion(byPackage))}
          table={
            <FiguresTable
              label={title(messages.packagesHeading)}
              columns={[messages.packageColumn, messages.leads, messages.booked, messages.conversion]}
              rows={byPackage.map((row) => ({ key: row.packageUrl, cells: [row.title, ...conversionCells(row)] }))}
            />
          }
        />
        <ReportSection
          id="report-destinations"
          title={messages.destinationsHeading}
          summary={byDestination.length === 0 ? messages.destinationsEmpty : formatMessage(messages.conversionSummary, sumConversion(byDestination))}
          note={messages.destinationsNote}
          table={
            <FiguresTable
              label={title(messages.destinationsHeading)}
              columns={[messages.destinationColumn, messages.leads, messages.booked, messages.conversion]}
              rows={byDestination.map((row) => ({ key: row.destinationId, cells: [row.name, ...conversionCells(row)] }))}
            />
          }
        />
      </div>
    </>
  );
}

function sumConversion(rows: readonly ConversionFigures[]): { booked: number; leads: number; share: string } {
  const leads = rows.reduce((sum, row) => sum + row.leads, 0);
  const booked = rows.reduce((sum, row) => sum + row.booked, 0);
  return { booked, leads, share: formatShare(booked, leads) };
}

/** The period, agent and source choices; custom dates are applied with Show. */
function ReportFilters({ view, onChange }: { view: ReportView; onChange: (view: ReportView) => void }) {
  const styles = useStyles();
  const agents = useApi(peopleRoutes.listAgentAccounts);
  const [dates, setDates] = useState({ from: view.from ?? '', to: view.to ?? '' });
  const [custom, setCustom] = useState(view.weeks === null);
  const datesValid = /^\d{4}-\d{2}-\d{2}$/.test(dates.from) && /^\d{4}-\d{2}-\d{2}$/.test(dates.to) && dates.from <= dates.to;
  return (
    <Card className={styles.filters} role="search" aria-label={messages.filtersLabel}>
      <Field label={messages.period} className={styles.field}>
        <Select
          value={custom ? 'custom' : String(view.weeks)}
          onChange={(_, data) => {
            if (data.value === 'custom') setCustom(true);
            else {
              setCustom(false);
              onChange({ ...view, weeks: Number(data.value) as ReportView['weeks'], from: null, to: null });
            }
          }}
        >
          {REPORT_WEEK_CHOICES.map((weeks) => (
            <option key={weeks} value={String(weeks)}>
              {formatMessage(messages.lastWeeks, { weeks })}
            </option>
          ))}
          <option value="custom">{messages.customDates}</option>
        </Select>
      </Field>
      {custom && (
        <>
          <Field label={messages.from}>
            <Input type="date" value={dates.from} onChange={(_, data) => setDates({ ...dates, from: data.value })} />
          </Field>
          <Field label={messages.to} validationMessage={dates.from && dates.to && !datesValid ? messages.datesProblem : undefined}>
            <Input type="date" value={dates.to} onChange={(_, data) => setDates({ ...dates, to: data.value })} />
          </Field>
          <Button appearance="primary" disabled={!datesValid} onClick={() => onChange({ ...view, weeks: null, from: dates.from, to: dates.to })}>
            {messages.apply}
          </Button>
        </>
      )}
      <Field label={messages.agent} className={styles.field}>
        <Select value={view.agent ?? ''} onChange={(_, data) => onChange({ ...view, agent: data.value === '' ? null : data.value })}>
          <option value="">{messages.allAgents}</option>
          <option value={UNASSIGNED_AGENT}>{messages.desk}</option>
          {(agents.data?.data ?? []).map((agent) => (
            <option key={agent.slug} value={agent.slug}>
              {agent.name}
            </option>
          ))}
          {view.agent !== null && view.agent !== UNASSIGNED_AGENT && agents.data && !agents.data.data.some((agent) => agent.slug === view.agent) && (
            <option value={view.agent}>{view.agent}</option>
          )}
        </Select>
      </Field>
      <Field label={messages.source} className={styles.field}>
        <Select value={view.source ?? ''} onChange={(_, data) => onChange({ ...view, source: data.value === '' ? null : (data.value as ReportSource) })}>
          <option value="">{messages.allSources}</option>
          {REPORT_SOURCES.map((source) => (
            <option key={source} value={source}>
              {messages.sources[source]}
            </option>
          ))}
        </Select>
      </Field>
    </Card>
  );
}

/**
 * `/admin-dashboard/reports`: the agency's sales figures over a period (last 4, 12 or 52 weeks, or custom dates), for
 * every agent or one, every source or one; each chart has a sentence and a table of the same figures.
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const view = reportViewFrom(search);
  const { data, error, mutate } = useApi(leadReportRoutes.getLeadReport, { query: reportQueryOf(view) });
  const report = data?.data;
  let content: ReactNode;
  if (!report) content = error ? <AdminLoadError error={error} thing={messages.thing} onRetry={() => void mutate()} /> : <AdminLoading />;
  else if (report.totals.leads === 0 && report.totals.booked === 0 && report.totals.bookedValue === 0) {
    content = (
      <AdminEmpty icon={<DataBarVerticalRegular />} title={messages.empty}>
        {messages.emptyHint}
      </AdminEmpty>
    );
  } else content = <ReportFigures report={report} />;
  return (
    <AdminScreen
      title={messages.title}
      description={
        report
          ? `${messages.description} ${formatMessage(messages.periodLine, { from: formatDate(report.period.from), to: formatDate(report.period.to) })}.`
          : messages.description
      }
    >
      <ReportFilters view={view} onChange={(next) => setSearch(reportSearchOf(next), { replace: true })} />
      {content}
    </AdminScreen>
  );
}
