import {
  DataVizPalette,
  getColorFromToken,
  GroupedVerticalBarChart,
  HorizontalBarChartWithAxis,
  VerticalBarChart,
  VerticalStackedBarChart,
} from '@fluentui/react-charts';
import { REPORT_SOURCES, type AgentReportRow, type ReportMonth, type ReportWeek } from '@tdp/shared/schemas/lead-reports';
import { formatMinutes, formatShare } from '../../../lib/lead-figures.ts';
import { formatDate, formatMonth, formatPrice } from '../../../lib/intl.ts';
import { reportMessages as messages } from '../messages.ts';

/**
 * The Reports screen's charts, drawn with Fluent UI's charts (`@fluentui/react-charts`, docs/decisions/lead-reports.md):
 * SVG whose bars take the keyboard focus (Tab into the chart, arrows between bars) and name their value, each beside a
 * table of the same figures. This module is the only one that imports the chart library, and only the Reports route
 * loads it.
 */

/** One colour per source, from Fluent's data-visualisation palette (distinct in contrast and for colour blindness). */
const SOURCE_COLORS = [DataVizPalette.color1, DataVizPalette.color2, DataVizPalette.color3, DataVizPalette.color5].map((token) => getColorFromToken(token));

/** A week's Monday as a short label, `Sep 7`. */
export function weekLabel(week: string): string {
  return formatDate(week).replace(/, \d{4}$/, '');
}

const HEIGHT = 300;

export function LeadsByWeekChart({ weeks }: { weeks: readonly ReportWeek[] }) {
  return (
    <VerticalStackedBarChart
      height={HEIGHT}
      hideLabels
      yAxisTitle={messages.leads}
      data={weeks.map((week) => ({
        xAxisPoint: weekLabel(week.week),
        xAxisCalloutData: `${messages.week} ${formatDate(week.week)}`,
        chartData: REPORT_SOURCES.map((source, index) => ({
          legend: messages.sources[source],
          data: week.bySource[source],
          color: SOURCE_COLORS[index],
          callOutAccessibilityData: { ariaLabel: `${messages.week} ${formatDate(week.week)}, ${messages.sources[source]}: ${week.bySource[source]}` },
        })),
      }))}
    />
  );
}

/** Median and 90th percentile of the agents who contacted any lead, in hours. */
export function FirstContactChart({ agents }: { agents: readonly AgentReportRow[] }) {
  const rows = agents.filter((row) => row.firstContact.medianMinutes !== null);
  const hours = (minutes: number | null) => Math.round(((minutes ?? 0) / 60) * 100) / 100;
  return (
    <GroupedVerticalBarChart
      height={HEIGHT}
      hideLabels
      wrapXAxisLables
      yAxisTitle={messages.hoursAxis}
      data={rows.map((row) => ({
        name: row.name,
        series: [
          {
            key: 'median',
            legend: messages.median,
            data: hours(row.firstContact.medianMinutes),
            color: getColorFromToken(DataVizPalette.color1),
            yAxisCalloutData: formatMinutes(row.firstContact.medianMinutes),
            callOutAccessibilityData: { ariaLabel: `${row.name}, ${messages.median}: ${formatMinutes(row.firstContact.medianMinutes)}` },
          },
          {
            key: 'p90',
            legend: messages.p90,
            data: hours(row.firstContact.p90Minutes),
            color: getColorFromToken(DataVizPalette.color4),
            yAxisCalloutData: formatMinutes(row.firstContact.p90Minutes),
            callOutAccessibilityData: { ariaLabel: `${row.name}, ${messages.p90}: ${formatMinutes(row.firstContact.p90Minutes)}` },
          },
        ],
      }))}
    />
  );
}

/** Each agent's share of leads booked, in percent. */
export function ConversionChart({ agents }: { agents: readonly AgentReportRow[] }) {
  const rows = agents.filter((row) => row.leads > 0);
  return (
    <HorizontalBarChartWithAxis
      height={Math.max(160, 36 * rows.length + 60)}
      hideLegend
      xAxisTitle={`${messages.conversion} (%)`}
      data={rows.map((row) => ({
        y: row.name,
        x: Math.round((row.booked / row.leads) * 100),
        legend: row.name,
        color: getColorFromToken(DataVizPalette.color2),
        xAxisCalloutData: row.name,
        yAxisCalloutData: `${formatShare(row.booked, row.leads)} (${row.booked} / ${row.leads})`,
        callOutAccessibilityData: { ariaLabel: `${row.name}: ${formatShare(row.booked, row.leads)}, ${row.booked} of ${row.leads}` },
      }))}
    />
  );
}

export function BookedValueChart({ months }: { months: readonly ReportMonth[] }) {
  return (
    <VerticalBarChart
      height={HEIGHT}
      hideLegend
      hideLabels
      yAxisTitle={`${messages.value} (CAD)`}
      data={months.map((month) => ({
        x: formatMonth(month.month),
        y: month.value,
        legend: formatMonth(month.month),
        color: getColorFromToken(DataVizPalette.color3),
        yAxisCalloutData: formatPrice(month.value),
        callOutAccessibilityData: {
          ariaLabel: `${formatMonth(month.month)}: ${formatPrice(month.value)}, ${month.bookings} ${messages.bookings.toLowerCase()}`,
        },
      }))}
    />
  );
}
