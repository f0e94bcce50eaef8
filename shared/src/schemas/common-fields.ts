import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

/**
 * Field schemas every catalogue entity shares. Messages are written to follow the field's name in an
 * error answer (`{fields: {title: 'is required'}}`), so a 400 tells the admin what to fix.
 */

/** A trimmed text of 1..`max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(z.trim(), z.minLength(1, { error: 'is required' }), z.maxLength(max, { error: `must be at most ${max} characters` }));
}

/** A trimmed text of 0..`max` characters ('' when left empty). */
export function optionalText(max: number) {
  return z.string({ error: 'must be text' }).check(z.trim(), z.maxLength(max, { error: `must be at most ${max} characters` }));
}

/** Numeric id the server allocates (positive integer). */
export const entityIdSchema = lazySchema(() =>
  z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gt(0, { error: 'must be a positive number' })),
);

/** A whole number from `min` to `max` (e.g. a page number or a page size), with the API's messages. */
export function wholeNumberBetween(min: number, max: number) {
  return z
    .number({ error: 'must be a number' })
    .check(z.int({ error: 'must be a whole number' }), z.gte(min, { error: `must be at least ${min}` }), z.lte(max, { error: `must be at most ${max}` }));
}

/** Version of a stored item, incremented by every write; an update carries the version it read. */
export const versionSchema = lazySchema(() =>
  z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gte(1, { error: 'must be at least 1' })),
);

/** A calendar date `YYYY-MM-DD` that exists (no 2027-02-29). */
export const isoDateSchema = lazySchema(() => z.iso.date({ error: 'must be a date written YYYY-MM-DD' }));

/** An instant in ISO 8601 UTC form, e.g. `2026-11-03T17:20:00.000Z`. */
export const isoDateTimeSchema = lazySchema(() => z.iso.datetime({ error: 'must be an ISO date-time' }));

/** Audit fields the server sets on every write; never accepted from a client. */
export const auditFieldsSchema = lazySchema(() =>
  z.object({
    version: versionSchema,
    createdAt: isoDateTimeSchema,
    /** Username of the admin who created the item. */
    createdBy: z.string(),
    updatedAt: isoDateTimeSchema,
    /** Username of the admin who last changed the item. */
    updatedBy: z.string(),
  }),
);
export type AuditFields = z.infer<typeof auditFieldsSchema>;

/**
 * A list of unique values: refuses a list that names the same value twice, reporting the index of
 * the second occurrence.
 */
export function uniqueList<T extends z.ZodMiniType>(item: T, max: number) {
  return z
    .array(item, { error: 'must be a list' })
    .check(z.maxLength(max, { error: `must have at most ${max} entries` }))
    .check(
      z.superRefine((values, ctx) => {
        const seen = new Set<unknown>();
        values.forEach((value, index) => {
          if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index], message: 'is listed twice' });
          seen.add(value);
        });
      }),
    );
}

/** Today's calendar date `YYYY-MM-DD` in the given time zone. */
export function isoDateInTimeZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
