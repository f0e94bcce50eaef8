import { describe, expect, it } from 'vitest';
import { localDateTimeIn, webinarCreateInputSchema, zonedLocalToInstant } from './webinar.ts';

describe('Vancouver wall-clock times', () => {
  // Dates in the past: the time-zone database decides the offsets, and BC's rules change (permanent UTC-7 from November 2026).
  it('converts summer (PDT, UTC-7) and winter (PST, UTC-8) times', () => {
    expect(zonedLocalToInstant('2026-07-15T10:00')?.toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(zonedLocalToInstant('2026-01-14T10:00')?.toISOString()).toBe('2026-01-14T18:00:00.000Z');
  });

  it('has no instant for a time the spring change skips, and takes the first of a time the autumn change repeats', () => {
    expect(zonedLocalToInstant('2026-03-08T02:30')).toBeNull();
    expect(zonedLocalToInstant('2025-11-02T01:30')?.toISOString()).toBe('2025-11-02T08:30:00.000Z');
  });

  it('refuses dates that do not exist', () => {
    expect(zonedLocalToInstant('2027-02-29T10:00')).toBeNull();
    expect(zonedLocalToInstant('2027-13-01T10:00')).toBeNull();
    expect(zonedLocalToInstant('2027-01-01T24:00')).toBeNull();
  });

  it('round-trips through the wall-clock time', () => {
    for (const local of ['2026-03-08T03:00', '2025-11-02T00:59', '2025-11-02T02:00', '2028-02-29T23:45']) {
      expect(localDateTimeIn(zonedLocalToInstant(local)!)).toBe(local);
    }
  });
});

describe('webinar input', () => {
  const webinar = {
    kind: 'webinar',
    title: 'Sunwing: selling Cuba',
    startsAtLocal: '2026-03-08T02:30',
    durationMinutes: 60,
    presenter: 'Karen Wong',
    location: '',
    joinUrl: null,
    recordingUrl: null,
    materials: [],
    description: '',
    published: true,
  };

  it('names the start field when the time does not exist in Vancouver', () => {
    const result = webinarCreateInputSchema.safeParse(webinar);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['startsAtLocal']);
    expect(webinarCreateInputSchema.safeParse({ ...webinar, startsAtLocal: '2027-03-17T10:00' }).success).toBe(true);
  });
});
