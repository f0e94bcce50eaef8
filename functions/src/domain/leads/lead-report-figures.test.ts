import { describe, expect, it } from 'vitest';
import { breakdownConversion, FirstContactTally, reportMonthOf, reportPeriodOf, reportWeekOf } from './lead-report-figures.ts';

const ALL = { source: null, agent: null };

describe('the period of a report', () => {
  it('covers the last weeks up to the current agency week, and the months they touch', () => {
    // Wednesday 2026-11-25 at the agency.
    const period = reportPeriodOf({ weeks: 4 }, new Date('2026-11-25T20:00:00.000Z'));
    expect(period).toEqual({ from: '2026-11-02', to: '2026-11-29', weeks: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'], months: ['2026-11'] });
    expect(reportPeriodOf({}, new Date('2026-11-25T20:00:00.000Z')).weeks).toHaveLength(12);
  });

  it('covers the whole weeks holding custom dates', () => {
    const period = reportPeriodOf({ from: '2026-02-26', to: '2026-03-10' }, new Date());
    expect(period).toEqual({ from: '2026-02-23', to: '2026-03-15', weeks: ['2026-02-23', '2026-03-02', '2026-03-09'], months: ['2026-02', '2026-03'] });
  });
});

describe('figures from counters', () => {
  it('reads the median and 90th percentile as the upper end of the step that holds them', () => {
    const tally = new FirstContactTally();
    tally.add({ 'contacted|direct': 2, 'onTime|direct': 1, 't0|direct': 1, 't17|direct': 1 }, ALL);
    tally.add({ 'contacted|search': 2, 'onTime|search': 2, 't1|search': 1, 't88|search': 1 }, ALL);
    // Steps 5, 10, 90 minutes and 4320 (3 days).
    expect(tally.figures()).toEqual({ contacted: 4, onTime: 3, medianMinutes: 10, p90Minutes: 4320 });
    const searchOnly = new FirstContactTally();
    searchOnly.add({ 'contacted|direct': 2, 't0|direct': 2 }, { source: 'search', agent: null });
    expect(searchOnly.figures()).toEqual({ contacted: 0, onTime: 0, medianMinutes: null, p90Minutes: null });
  });

  it('adds a week’s leads by source over its agents, keeping only the filter’s source', () => {
    const items: Array<Record<string, number>> = [
      { 'leads|share-link': 2, 'leads|direct': 1 },
      { 'leads|search': 4, 'booked|search': 1 },
    ];
    expect(reportWeekOf('2026-03-02', items, ALL)).toEqual({ week: '2026-03-02', bySource: { 'share-link': 2, campaign: 0, search: 4, direct: 1 }, total: 7 });
    expect(reportWeekOf('2026-03-02', items, { source: 'search', agent: null }).total).toBe(4);
  });

  it('reads a package’s or destination’s leads and bookings for one agent or all', () => {
    const counts = { 'leads|wei-chen|direct': 2, 'booked|wei-chen|direct': 1, 'leads|-|search': 3 };
    expect(breakdownConversion(counts, ALL)).toEqual({ leads: 5, booked: 1 });
    expect(breakdownConversion(counts, { source: null, agent: '-' })).toEqual({ leads: 3, booked: 0 });
    expect(breakdownConversion(counts, { source: 'direct', agent: null })).toEqual({ leads: 2, booked: 1 });
  });

  it('answers a month’s booked value in dollars from cents', () => {
    expect(
      reportMonthOf(
        '2026-03',
        [
          { 'bookings|direct': 1, 'cents|direct': 500050 },
          { 'bookings|search': 1, 'cents|search': 300000 },
        ],
        ALL,
      ),
    ).toEqual({ month: '2026-03', bookings: 2, value: 8000.5 });
  });
});
