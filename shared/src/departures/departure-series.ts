import * as z from 'zod/mini';
import { lazySchema } from '../schemas/lazy-schema.ts';
import { entityIdSchema, isoDateSchema, optionalText, uniqueList } from '../schemas/common-fields.ts';
import { cadAmountSchema } from '../pricing/cad-amount.ts';
import { addCalendarDays, dayNumber, weekdayOf } from './calendar-date.ts';
import { DEPARTURE_AVAILABILITIES, OCCUPANCY_BASES, storableDeparture, type Departure } from './departure.ts';

/**
 * A series of departures made at once: e.g. every Saturday from 2 May to 26 Sep from Vancouver at $1,719 + $372.24
 * and from Calgary at $1,799 + $380. Days are counted on the calendar (see `calendar-date.ts`), so the weeks
 * around a daylight-saving change keep their weekday.
 */

/** A series spans at most a year. */
const SERIES_SPAN_MAX_DAYS = 366;
const SERIES_CITIES_MAX = 30;

/** The price and taxes of the series from one departure city (each city of a series has its own). */
export const departureSeriesCitySchema = lazySchema(() =>
  z.strictObject({
    departureCityId: entityIdSchema,
    price: cadAmountSchema,
    tax: cadAmountSchema,
  }),
);

/** What an editor asks for: the days (first and last day, weekdays 0 Sunday ... 6 Saturday), the cities and their prices. */
export const departureSeriesInputSchema = lazySchema(() =>
  z
    .strictObject({
      from: isoDateSchema,
      to: isoDateSchema,
      weekdays: uniqueList(
        z
          .number({ error: 'must be a number' })
          .check(
            z.int({ error: 'must be a whole number' }),
            z.gte(0, { error: 'must be 0 (Sunday) to 6 (Saturday)' }),
            z.lte(6, { error: 'must be 0 (Sunday) to 6 (Saturday)' }),
          ),
        7,
      ).check(z.minLength(1, { error: 'needs at least one weekday' })),
      cities: z
        .array(departureSeriesCitySchema, { error: 'must be a list' })
        .check(
          z.minLength(1, { error: 'needs at least one departure city' }),
          z.maxLength(SERIES_CITIES_MAX, { error: `must have at most ${SERIES_CITIES_MAX} entries` }),
        ),
      occupancy: z.enum(OCCUPANCY_BASES, { error: `must be one of ${OCCUPANCY_BASES.join(', ')}` }),
      availability: z.optional(z.enum(DEPARTURE_AVAILABILITIES, { error: `must be one of ${DEPARTURE_AVAILABILITIES.join(', ')}` })),
      supplierCode: z.optional(optionalText(40)),
      note: z.optional(optionalText(120)),
    })
    .check(
      // The days are checked whenever both are dates, so an editor hears of them while a price is still wrong.
      z.superRefine(
        (series, ctx) => {
          if (series.to < series.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
          else if (dayNumber(series.to) - dayNumber(series.from) > SERIES_SPAN_MAX_DAYS)
            ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${SERIES_SPAN_MAX_DAYS} days after from` });
        },
        { when: (payload) => isDate((payload.value as { from?: unknown } | undefined)?.from) && isDate((payload.value as { to?: unknown } | undefined)?.to) },
      ),
      z.superRefine((series, ctx) => {
        const seen = new Set<number>();
        series.cities.forEach((city, index) => {
          if (seen.has(city.departureCityId)) ctx.addIssue({ code: 'custom', path: ['cities', index, 'departureCityId'], message: 'is listed twice' });
          seen.add(city.departureCityId);
        });
      }),
    ),
);

function isDate(value: unknown): value is string {
  return typeof value === 'string' && isoDateSchema.safeParse(value).success;
}
export type DepartureSeriesInput = z.output<typeof departureSeriesInputSchema>;

/** The calendar dates from `from` to `to` inclusive that fall on one of `weekdays` (0 Sunday ... 6 Saturday). */
export function seriesDates(from: string, to: string, weekdays: readonly number[]): string[] {
  const wanted = new Set(weekdays);
  const dates: string[] = [];
  const days = dayNumber(to) - dayNumber(from);
  for (let offset = 0; offset <= days; offset++) {
    const date = addCalendarDays(from, offset);
    if (wanted.has(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/**
 * The departures of a series, by date then in the order the cities are given; `newId` names each one (a random
 * UUID in the builder). Availability defaults to `available`.
 */
export function generateDepartureSeries(series: DepartureSeriesInput, newId: () => string): Departure[] {
  const departures: Departure[] = [];
  for (const date of seriesDates(series.from, series.to, series.weekdays)) {
    for (const city of series.cities) {
      departures.push(
        storableDeparture({
          id: newId(),
          departureCityId: city.departureCityId,
          date,
          price: city.price,
          tax: city.tax,
          occupancy: series.occupancy,
          availability: series.availability ?? 'available',
          supplierCode: series.supplierCode,
          note: series.note,
        }),
      );
    }
  }
  return departures;
}
