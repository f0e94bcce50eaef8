import { describe, expect, it } from 'vitest';
import { reportQueryOf, reportSearchOf, reportViewFrom, type ReportView } from './report-address.ts';

describe('the Reports screen address', () => {
  it('reads the last 12 weeks, everyone and every source, from an empty or malformed address', () => {
    const expected: ReportView = { weeks: 12, from: null, to: null, agent: null, source: null };
    expect(reportViewFrom(new URLSearchParams(''))).toEqual(expected);
    expect(reportViewFrom(new URLSearchParams('weeks=7&agent=Not%20a%20slug&source=radio&from=2026-13'))).toEqual(expected);
    expect(reportQueryOf(expected)).toEqual({ weeks: 12 });
  });

  it('keeps a period choice, an agent (or the desk) and a source, and writes back only what differs from the default', () => {
    const view = reportViewFrom(new URLSearchParams('weeks=52&agent=unassigned&source=search'));
    expect(view).toEqual({ weeks: 52, from: null, to: null, agent: 'unassigned', source: 'search' });
    expect(reportSearchOf(view).toString()).toBe('weeks=52&agent=unassigned&source=search');
    expect(reportQueryOf(view)).toEqual({ weeks: 52, agent: 'unassigned', source: 'search' });
    expect(reportSearchOf({ ...view, weeks: 12, agent: null, source: null }).toString()).toBe('');
  });

  it('reads custom dates only as a pair in order, and they win over a period choice', () => {
    const view = reportViewFrom(new URLSearchParams('weeks=4&from=2026-09-01&to=2026-11-30&agent=jordan-lee'));
    expect(view).toEqual({ weeks: null, from: '2026-09-01', to: '2026-11-30', agent: 'jordan-lee', source: null });
    expect(reportQueryOf(view)).toEqual({ from: '2026-09-01', to: '2026-11-30', agent: 'jordan-lee' });
    expect(reportViewFrom(new URLSearchParams('from=2026-11-30&to=2026-09-01')).weeks).toBe(12);
  });
});
