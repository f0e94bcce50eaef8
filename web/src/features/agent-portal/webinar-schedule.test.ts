import { describe, expect, it } from 'vitest';
import { webinarFixture } from './test/portal-fixtures.ts';
import { formatWebinarWhen, formatWebinarWhenIn, groupWebinarsByMonth, isInProgress, webinarDateTile } from './webinar-schedule.ts';

describe('webinar schedule', () => {
  it('groups webinars by the month they start in Vancouver, keeping their order', () => {
    const late = webinarFixture({ id: 1, startsAt: '2026-07-31T23:30:00.000Z', startsAtLocal: '2026-07-31T16:30' });
    // 04:30 UTC on August 1st is still July 31st in Vancouver.
    const lateNight = webinarFixture({ id: 2, startsAt: '2026-08-01T04:30:00.000Z', startsAtLocal: '2026-07-31T21:30' });
    const august = webinarFixture({ id: 3, startsAt: '2026-08-05T17:00:00.000Z', startsAtLocal: '2026-08-05T10:00' });
    const months = groupWebinarsByMonth([late, lateNight, august]);
    expect(months.map((month) => [month.key, month.label, month.webinars.map((webinar) => webinar.id)])).toEqual([
      ['2026-07', 'July 2026', [1, 2]],
      ['2026-08', 'August 2026', [3]],
    ]);
  });

  it('writes when a session runs in Pacific time, with the zone named', () => {
    const webinar = webinarFixture({ startsAt: '2026-07-08T17:00:00.000Z', startsAtLocal: '2026-07-08T10:00' });
    // Intl puts narrow no-break spaces before a.m./p.m.
    expect(formatWebinarWhen(webinar).replace(/\s/g, ' ')).toBe('Wednesday, July 8, 2026, 10:00–11:00 a.m. PDT');
    expect(webinarDateTile(webinar)).toEqual({ weekday: 'Wed', day: '8', month: 'Jul' });
  });

  it('knows a session in progress', () => {
    const webinar = webinarFixture({ startsAt: '2026-07-08T17:00:00.000Z', startsAtLocal: '2026-07-08T10:00' });
    expect(isInProgress(webinar, new Date('2026-07-08T17:30:00.000Z'))).toBe(true);
    expect(isInProgress(webinar, new Date('2026-07-08T18:00:00.000Z'))).toBe(false);
  });
});

describe('webinar times in the agent’s own zone', () => {
  it('writes the time in another zone, and nothing when the clock is Vancouver’s', () => {
    const webinar = webinarFixture({ startsAt: '2026-07-08T17:00:00.000Z', startsAtLocal: '2026-07-08T10:00' });
    expect(formatWebinarWhenIn(webinar, 'America/Toronto')?.replace(/\s/g, ' ')).toBe('Wednesday, July 8, 2026, 1:00–2:00 p.m. EDT');
    expect(formatWebinarWhenIn(webinar, 'America/Vancouver')).toBeNull();
  });
});
