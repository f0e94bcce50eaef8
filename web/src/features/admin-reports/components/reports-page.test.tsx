import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LeadReport } from '@tdp/shared/schemas/lead-reports';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { ReportsPage } from './reports-page.tsx';

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out and has no SVG text measure, which the charts call to wrap their axis labels: zero, as for
// text not shown. The charts' drawing is checked in Chromium (web/e2e/reports.e2e.test.ts).
beforeAll(() => {
  const text = SVGElement.prototype as SVGElement & { getComputedTextLength?: () => number };
  text.getComputedTextLength ??= () => 0;
});

const PATH = '/admin-dashboard/reports';

const firstContact = (contacted: number, onTime: number, medianMinutes: number | null, p90Minutes: number | null) => ({
  contacted,
  onTime,
  medianMinutes,
  p90Minutes,
});

const REPORT: LeadReport = {
  period: { from: '2026-03-02', to: '2026-03-15', weeks: ['2026-03-02', '2026-03-09'], months: ['2026-03'] },
  filters: { agent: null, source: null },
  totals: { leads: 6, booked: 2, bookedValue: 8000.5, firstContact: firstContact(4, 3, 10, 4320) },
  leadsByWeek: [
    { week: '2026-03-02', bySource: { 'share-link': 1, campaign: 1, search: 1, direct: 0 }, total: 3 },
    { week: '2026-03-09', bySource: { 'share-link': 1, campaign: 0, search: 1, direct: 1 }, total: 3 },
  ],
  byAgent: [
    { agent: 'unassigned', name: 'Agency desk', leads: 3, booked: 0, firstContact: firstContact(1, 0, 4320, 4320) },
    { agent: 'harpreet-gill', name: 'Harpreet Gill', leads: 2, booked: 2, firstContact: firstContact(1, 1, 10, 10) },
    { agent: 'wei-chen', name: 'Wei Chen', leads: 1, booked: 0, firstContact: firstContact(2, 2, 5, 90) },
  ],
  byPackage: [{ packageUrl: 'alaska-cruise', title: 'Alaska by Sea', leads: 2, booked: 1 }],
  byDestination: [{ destinationId: 'country-3', name: 'United States', leads: 2, booked: 1 }],
  bookedValueByMonth: [{ month: '2026-03', bookings: 2, value: 8000.5 }],
};

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the Reports screen', { timeout: 60_000 }, () => {
  it('shows each chart with a sentence and a table of the same figures', async () => {
    fakeApi({ getLeadReport: { data: REPORT }, listAgentAccounts: { data: [] } } as never);
    renderRoutes(PATH, { [PATH]: <ReportsPage /> });
    const weeks = await screen.findByRole('table', { name: 'Table: Leads per week by source' });
    expect(rowsOf(weeks)).toEqual([
      ['Week of', 'Share links', 'Campaigns', 'Search', 'Direct', 'Total'],
      ['Mar 2, 2026', '1', '1', '1', '0', '3'],
      ['Mar 9, 2026', '1', '0', '1', '1', '3'],
      ['Total', '2', '1', '2', '1', '6'],
    ]);
    expect(screen.getByText('6 leads in 2 weeks: Share links 2, Campaigns 1, Search 2, Direct 1.')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Table: Time to first contact by agent' }))).toEqual([
      ['Agent', 'Contacted', 'Median', '90th percentile', 'By the deadline'],
      ['Agency desk', '1', '3 days', '3 days', '0%'],
      ['Harpreet Gill', '1', '10 min', '10 min', '100%'],
      ['Wei Chen', '2', '5 min', '1 h 30 min', '100%'],
    ]);
    expect(screen.getByText('Half of the 4 leads contacted were contacted within 10 min; 90% within 3 days. 75% met the first-contact deadline.')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Table: Conversion to booked by agent' })).at(-1)).toEqual(['Total', '6', '2', '33%']);
    expect(rowsOf(screen.getByRole('table', { name: 'Table: Booked value per month' }))).toEqual([
      ['Month', 'Bookings', 'Value'],
      ['Mar 2026', '2', '$8,000.50'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Table: Conversion by package' }))[1]).toEqual(['Alaska by Sea', '2', '1', '50%']);
    expect(rowsOf(screen.getByRole('table', { name: 'Table: Conversion by destination' }))[1]).toEqual(['United States', '2', '1', '50%']);
    // Each chart is a figure named by its heading and described by its sentence.
    const figure = screen.getByRole('figure', { name: 'Leads per week by source' });
    expect(figure.getAttribute('aria-describedby')).toBe('report-weeks-summary');
  });

  it('asks for another period, agent or source and keeps the choice in the address', async () => {
    const requests = fakeApi({
      getLeadReport: { data: REPORT },
      listAgentAccounts: { data: [{ slug: 'wei-chen', name: 'Wei Chen' }] },
    } as never);
    const { router } = renderRoutes(PATH, { [PATH]: <ReportsPage /> });
    await screen.findByRole('table', { name: 'Table: Leads per week by source' });
    expect(requests.find((request) => request.route === 'getLeadReport')?.query.toString()).toBe('weeks=12');
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '52' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Source' }), { target: { value: 'search' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?weeks=52&source=search'));
    await vi.waitFor(() =>
      expect(requests.some((request) => request.route === 'getLeadReport' && request.query.toString() === 'weeks=52&source=search')).toBe(true),
    );
  });

  it('says when the period has no leads', async () => {
    const empty = {
      ...REPORT,
      totals: { leads: 0, booked: 0, bookedValue: 0, firstContact: firstContact(0, 0, null, null) },
      leadsByWeek: [],
      byAgent: [],
      byPackage: [],
      byDestination: [],
      bookedValueByMonth: [],
    };
    fakeApi({ getLeadReport: { data: empty }, listAgentAccounts: { data: [] } } as never);
    renderRoutes(PATH, { [PATH]: <ReportsPage /> });
    expect(await screen.findByText('No leads in this period.')).toBeTruthy();
  });
});
