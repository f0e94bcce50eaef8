import * as z from 'zod/mini';
import { lazySchema } from '../schemas/lazy-schema.ts';
import { entityIdSchema, isoDateSchema, optionalText, requiredText } from '../schemas/common-fields.ts';
import { cadAmountSchema } from '../pricing/cad-amount.ts';
import { addCalendarDays } from './calendar-date.ts';

/**
 * A departure of a package: one departure city, one day (or a span of days for flexible travel), its own
 * price and taxes and fees per person in CAD, the occupancy the price is based on and whether seats remain.
 * A package with departures derives its "from" price, its dates and its expiry from them (see
 * `departure-derivations.ts`); a package without any keeps its hand-typed price, tax and date ranges.
 */

/**
 * Most departures one package holds: about 75 KB of the package item with short notes, 190 KB at the longest ids,
 * codes and notes (the package item, tabs included, must stay under DynamoDB's 400 KB).
 */
export const DEPARTURES_PER_PACKAGE_MAX = 500;
/** Longest departure id (an editor's UUID fits). */
export const DEPARTURE_ID_MAX = 40;
const SUPPLIER_CODE_MAX = 40;
const NOTE_MAX = 120;
/** A flexible departure spans at most a year (it then falls in at most 13 travel months). */
export const FLEXIBLE_SPAN_MAX_DAYS = 366;

export {
  DEPARTURE_AVAILABILITIES,
  DEPARTURE_AVAILABILITY_LABELS,
  OCCUPANCY_BASES,
  OCCUPANCY_BASIS_LABELS,
  isDepartureBookable,
  type DepartureAvailability,
  type OccupancyBasis,
} from './departure-terms.ts';
import { DEPARTURE_AVAILABILITIES, OCCUPANCY_BASES } from './departure-terms.ts';

/** One departure as stored and as an editor sends it. */
export const departureSchema = lazySchema(() =>
  z
    .strictObject({
      /** Chosen by the editor (e.g. a random UUID); unique within the package; names the departure in the price history. */
      id: requiredText(DEPARTURE_ID_MAX),
      /** A city of the departure-cities entity (`GET /departures`). */
      departureCityId: entityIdSchema,
      /** The day of departure, a calendar date at the agency. */
      date: isoDateSchema,
      /** Flexible travel: any day from `date` to `until` inclusive. Absent for a fixed date. */
      until: z.optional(isoDateSchema),
      /** Price per person in CAD, before taxes and fees. */
      price: cadAmountSchema,
      /** Taxes and fees per person in CAD. */
      tax: cadAmountSchema,
      occupancy: z.enum(OCCUPANCY_BASES, { error: `must be one of ${OCCUPANCY_BASES.join(', ')}` }),
      availability: z.enum(DEPARTURE_AVAILABILITIES, { error: `must be one of ${DEPARTURE_AVAILABILITIES.join(', ')}` }),
      /** The supplier's reference for this departure (admins and agents only; visitors do not see it). */
      supplierCode: z.optional(optionalText(SUPPLIER_CODE_MAX)),
      /** A short remark shown beside the departure, e.g. "Ocean-view rooms only". */
      note: z.optional(optionalText(NOTE_MAX)),
    })
    .check(
      z.superRefine((departure, ctx) => {
        if (departure.until !== undefined && departure.until < departure.date) {
          ctx.addIssue({ code: 'custom', path: ['until'], message: 'must be on or after date' });
        } else if (departure.until !== undefined && departure.until > addCalendarDays(departure.date, FLEXIBLE_SPAN_MAX_DAYS)) {
          ctx.addIssue({ code: 'custom', path: ['until'], message: `must be at most ${FLEXIBLE_SPAN_MAX_DAYS} days after date` });
        }
      }),
    ),
);
export type Departure = z.infer<typeof departureSchema>;

/** What makes two departures the same offer: city, days and occupancy. */
function departureIdentity(departure: Pick<Departure, 'departureCityId' | 'date' | 'until' | 'occupancy'>): string {
  return `${departure.departureCityId}/${departure.date}/${departure.until ?? ''}/${departure.occupancy}`;
}

/**
 * The departures of a package: at most 500, ids unique, and no two for the same city, days and occupancy (the
 * second is reported, e.g. `departures.3.date: is listed twice for this city and occupancy`).
 */
export const departureListSchema = lazySchema(() =>
  z
    .array(departureSchema, { error: 'must be a list' })
    .check(z.maxLength(DEPARTURES_PER_PACKAGE_MAX, { error: `must have at most ${DEPARTURES_PER_PACKAGE_MAX} entries` }))
    .check(
      z.superRefine((departures, ctx) => {
        const ids = new Set<string>();
        const identities = new Set<string>();
        departures.forEach((departure, index) => {
          if (ids.has(departure.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is listed twice' });
          ids.add(departure.id);
          const identity = departureIdentity(departure);
          if (identities.has(identity)) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'is listed twice for this city and occupancy' });
          identities.add(identity);
        });
      }),
    ),
);

/** The last day a departure can be travelled on: `until` for flexible travel, otherwise its date. */
export function departureLastDay(departure: Pick<Departure, 'date' | 'until'>): string {
  return departure.until ?? departure.date;
}

/**
 * A departure as stored: empty optional texts are left out, so the item holds only what was given (and
 * a departure saved again unchanged compares equal).
 */
export function storableDeparture(departure: Departure): Departure {
  const { supplierCode, note, until, ...required } = departure;
  return {
    ...required,
    ...(until !== undefined ? { until } : {}),
    ...(supplierCode ? { supplierCode } : {}),
    ...(note ? { note } : {}),
  };
}
