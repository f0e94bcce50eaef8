import { afterEach, describe, expect, it } from 'vitest';
import { addCalendarDays, monthsSpanned, weekdayOf } from './calendar-date.ts';
import { departureSeriesInputSchema, generateDepartureSeries, seriesDates } from './departure-series.ts';

const SATURDAY = 6;
const originalZone = process.env.TZ;

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe('calendar dates', () => {
  it('counts days and weekdays on the calendar', () => {
    expect(addCalendarDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(weekdayOf('2027-05-01')).toBe(SATURDAY);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(monthsSpanned('2026-11-20', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsSpanned('2027-01-05', '2027-01-09')).toEqual(['2027-01']);
  });
});

describe('series of departures', () => {
  it('makes every Saturday from 2 May to 26 Sep 2027 from two cities at their prices', () => {
    let next = 0;
    const departures = generateDepartureSeries(
      {
        from: '2027-05-01',
        to: '2027-09-26',
        weekdays: [SATURDAY],
        cities: [
          { departureCityId: 1, price: 1719, tax: 372.24 },
          { departureCityId: 2, price: 1799, tax: 380 },
        ],
        occupancy: 'double',
      },
      () => `n${++next}`,
    );
    expect(departures).toHaveLength(22 * 2);
    expect(departures[0]).toEqual({
      id: 'n1',
      departureCityId: 1,
      date: '2027-05-01',
      price: 1719,
      tax: 372.24,
      occupancy: 'double',
      availability: 'available',
    });
    expect(departures[1]).toMatchObject({ id: 'n2', departureCityId: 2, date: '2027-05-01', price: 1799, tax: 380 });
    expect(departures.at(-1)).toMatchObject({ departureCityId: 2, date: '2027-09-25' });
    expect(departures.every((departure) => weekdayOf(departure.date) === SATURDAY)).toBe(true);
  });

  it('keeps the weekday across daylight-saving weeks, whatever the machine’s zone', () => {
    // Vancouver's last changes (the time-zone data has British Columbia on daylight time all year since): clocks went
    // back on Sunday 2 November 2025 and forward on Sunday 8 March 2026. Toronto still changes on 14 March and
    // 7 November 2027. A machine in any of these zones, or in UTC, gets the same calendar dates.
    for (const zone of ['America/Vancouver', 'America/Toronto', 'UTC', 'Pacific/Chatham']) {
      process.env.TZ = zone;
      expect(seriesDates('2025-10-25', '2025-11-15', [SATURDAY]), zone).toEqual(['2025-10-25', '2025-11-01', '2025-11-08', '2025-11-15']);
      expect(seriesDates('2025-11-01', '2025-11-03', [SATURDAY, 0, 1]), zone).toEqual(['2025-11-01', '2025-11-02', '2025-11-03']);
      expect(seriesDates('2026-03-01', '2026-03-31', [0]), zone).toEqual(['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29']);
      expect(seriesDates('2026-03-07', '2026-03-09', [SATURDAY, 0, 1]), zone).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
      expect(seriesDates('2027-03-01', '2027-03-31', [SATURDAY]), zone).toEqual(['2027-03-06', '2027-03-13', '2027-03-20', '2027-03-27']);
      expect(seriesDates('2027-11-01', '2027-11-30', [0]), zone).toEqual(['2027-11-07', '2027-11-14', '2027-11-21', '2027-11-28']);
    }
  });

  it('makes several weekdays, first and last days included', () => {
    expect(seriesDates('2027-06-02', '2027-06-12', [3, SATURDAY])).toEqual(['2027-06-02', '2027-06-05', '2027-06-09', '2027-06-12']);
    expect(seriesDates('2027-06-02', '2027-06-01', [3])).toEqual([]);
  });

  it('validates what the editor asks for, naming each field', () => {
    const base = {
      from: '2027-05-01',
      to: '2027-09-26',
      weekdays: [SATURDAY],
      cities: [{ departureCityId: 1, price: 1719, tax: 372.24 }],
      occupancy: 'double',
    };
    expect(departureSeriesInputSchema.safeParse(base).success).toBe(true);
    const bad = departureSeriesInputSchema.safeParse({ ...base, to: '2027-04-30', weekdays: [7], cities: [base.cities[0], base.cities[0]] });
    expect(Object.fromEntries(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      'weekdays.0': 'must be 0 (Sunday) to 6 (Saturday)',
      to: 'must be on or after from',
      'cities.1.departureCityId': 'is listed twice',
    });
    expect(departureSeriesInputSchema.safeParse({ ...base, to: '2028-05-02' }).error!.issues[0]!.message).toBe('must be at most 366 days after from');
    // Each city's price and taxes are named on their own, and the days are still checked while an amount is wrong.
    const prices = departureSeriesInputSchema.safeParse({
      ...base,
      to: '2027-04-30',
      cities: [base.cities[0], { departureCityId: 2, price: 'abc', tax: 12.345 }],
    });
    expect(Object.fromEntries(prices.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      'cities.1.price': 'must be a number',
      'cities.1.tax': 'must have at most two decimals',
      to: 'must be on or after from',
    });
  });

  it('gives each city its price and taxes across daylight-saving weeks, whatever the machine’s zone', () => {
    // Toronto puts its clocks forward on Sunday 14 March 2027 and back on Sunday 7 November 2027.
    for (const zone of ['America/Toronto', 'America/Vancouver', 'UTC', 'Australia/Lord_Howe']) {
      process.env.TZ = zone;
      let next = 0;
      const series = (from: string, to: string) =>
        generateDepartureSeries(
          {
            from,
            to,
            weekdays: [SATURDAY, 0],
            cities: [
              { departureCityId: 11, price: 1499.99, tax: 310.5 },
              { departureCityId: 1, price: 1719, tax: 372.24 },
              { departureCityId: 5, price: 0, tax: 0 },
            ],
            occupancy: 'single',
            availability: 'limited',
          },
          () => `s${++next}`,
        );
      const spring = series('2027-03-13', '2027-03-14');
      expect(
        spring.map((departure) => `${departure.date} ${departure.departureCityId} ${departure.price}+${departure.tax}`),
        zone,
      ).toEqual([
        '2027-03-13 11 1499.99+310.5',
        '2027-03-13 1 1719+372.24',
        '2027-03-13 5 0+0',
        '2027-03-14 11 1499.99+310.5',
        '2027-03-14 1 1719+372.24',
        '2027-03-14 5 0+0',
      ]);
      expect(
        spring.every((departure) => departure.occupancy === 'single' && departure.availability === 'limited'),
        zone,
      ).toBe(true);
      const autumn = series('2027-10-30', '2027-11-14');
      expect(
        autumn.filter((departure) => departure.departureCityId === 1).map((departure) => departure.date),
        zone,
      ).toEqual(['2027-10-30', '2027-10-31', '2027-11-06', '2027-11-07', '2027-11-13', '2027-11-14']);
      expect(new Set(autumn.filter((departure) => departure.departureCityId === 11).map((departure) => departure.price)), zone).toEqual(new Set([1499.99]));
      expect(
        autumn.every((departure) => [SATURDAY, 0].includes(weekdayOf(departure.date))),
        zone,
      ).toBe(true);
    }
  });
});
