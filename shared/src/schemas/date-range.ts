import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { isoDateSchema, requiredText } from './common-fields.ts';

/**
 * When a package can be travelled. Every entry has `start` and `end` as calendar dates `YYYY-MM-DD`:
 * - `specific`: one departure date, `start`; `end` repeats it.
 * - `range`: any departure from `start` to `end` inclusive (`end` on or after `start`).
 * - `until`: the offer is valid until `end`; `start` is the day it became valid (on or before `end`)
 *   and is not shown.
 */
export const DATE_RANGE_TYPES = ['specific', 'range', 'until'] as const;
export type DateRangeType = (typeof DATE_RANGE_TYPES)[number];

const DATE_RANGE_ID_MAX = 40;
const DATE_RANGES_MAX = 60;

/** One date entry of a package. */
export const dateRangeSchema = lazySchema(() =>
  z
    .strictObject({
      /** Chosen by the editor (e.g. a random UUID); unique within the package. */
      id: requiredText(DATE_RANGE_ID_MAX),
      type: z.enum(DATE_RANGE_TYPES, { error: 'must be specific, range or until' }),
      start: isoDateSchema,
      end: isoDateSchema,
    })
    .check(
      z.superRefine((range, ctx) => {
        if (range.type === 'specific' && range.end !== range.start) {
          ctx.addIssue({ code: 'custom', path: ['end'], message: 'must equal start for a specific date' });
        }
        if (range.type !== 'specific' && range.end < range.start) {
          ctx.addIssue({ code: 'custom', path: ['end'], message: 'must be on or after start' });
        }
      }),
    ),
);
export type DateRange = z.infer<typeof dateRangeSchema>;

/** The date entries of a package: at most 60, ids unique. */
export const dateRangesSchema = lazySchema(() =>
  z
    .array(dateRangeSchema, { error: 'must be a list' })
    .check(z.maxLength(DATE_RANGES_MAX, { error: `must have at most ${DATE_RANGES_MAX} entries` }))
    .check(
      z.superRefine((ranges, ctx) => {
        const seen = new Set<string>();
        ranges.forEach((range, index) => {
          if (seen.has(range.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is listed twice' });
          seen.add(range.id);
        });
      }),
    ),
);

/**
 * The first day on or after `today` a traveller can leave on, or null when every entry is past.
 * An `until` entry allows leaving any day up to its end. Dates compare as `YYYY-MM-DD` strings.
 */
export function earliestDepartureOn(ranges: ReadonlyArray<Pick<DateRange, 'type' | 'start' | 'end'>>, today: string): string | null {
  let earliest: string | null = null;
  for (const range of ranges) {
    if (range.end < today) continue;
    const candidate = range.type === 'until' || range.start < today ? today : range.start;
    if (earliest === null || candidate < earliest) earliest = candidate;
  }
  return earliest;
}

/**
 * The last day a traveller can be away on: the latest `end` of the entries (a range's last day, a specific
 * date, an `until` entry's end), or null when there is none. What the admin list shows as "Valid until".
 */
export function lastTravelDate(ranges: ReadonlyArray<Pick<DateRange, 'end'>>): string | null {
  let last: string | null = null;
  for (const range of ranges) if (last === null || range.end > last) last = range.end;
  return last;
}
