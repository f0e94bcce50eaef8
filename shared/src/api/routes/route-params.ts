import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { CATALOGUE_LANGUAGES } from '../../catalogue/catalogue-language.ts';

/**
 * Path and query schemas several route files share. They live apart from any one group's routes so that a
 * group's handler bundles only the route files of its own group (docs/decisions/lazy-schemas.md).
 */

/** A numeric id in a path or query string (`/departures/7`). */
export const numericIdParamSchema = lazySchema(() =>
  z.pipe(z.string({ error: 'is required' }).check(z.regex(/^[1-9][0-9]{0,11}$/, { error: 'must be a positive whole number' })), z.transform(Number)),
);

/** A whole number between `min` and `max` in a query string (`?page=2`). */
export function integerQuery(min: number, max: number) {
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^[0-9]{1,6}$/, { error: 'must be a whole number' })), z.transform(Number)),
    z.number().check(z.gte(min, { error: `must be at least ${min}` }), z.lte(max, { error: `must be at most ${max}` })),
  );
}

/** `isFromAdmin=true` asks for the admin view (drafts, inactive items); it needs an admin's token. */
export const isFromAdminQuery = lazySchema(() => z.optional(z.enum(['true', 'false'], { error: 'must be true or false' })));

/** A JSON list of numeric ids in a query string, as the deals filters write it: `[4,13]`. */
export const jsonIdListQuerySchema = lazySchema(() =>
  z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      const ids = z
        .array(z.number().check(z.int(), z.gt(0)))
        .check(z.maxLength(50))
        .safeParse(value);
      if (!ids.success) {
        ctx.issues.push({ code: 'custom', input: text, message: 'must be a JSON list of positive whole numbers, e.g. [4,13]' });
        return z.NEVER;
      }
      return ids.data;
    }),
  ),
);

/** Path parameters `{id}` of a numeric id. */
export const idParams = lazySchema(() => z.strictObject({ id: numericIdParamSchema }));
/** A query string that must be empty. */
export const noQuery = lazySchema(() => z.strictObject({}));
/** A query string with only `isFromAdmin`. */
export const adminViewQuery = lazySchema(() => z.strictObject({ isFromAdmin: isFromAdminQuery }));

/**
 * `lang=en|fr`: the language of a public catalogue read's texts (docs/decisions/bilingual-catalogue.md). Absent or `en`:
 * the English answer; `fr`: the French one (only what has a complete French version). Anything else is a 400 naming it.
 */
export const langQuery = lazySchema(() => z.optional(z.enum(CATALOGUE_LANGUAGES, { error: 'must be en or fr' })));
/** A query string with only `lang`. */
export const langOnlyQuery = lazySchema(() => z.strictObject({ lang: langQuery }));
/** A query string with `isFromAdmin` and `lang`. */
export const adminViewLangQuery = lazySchema(() => z.strictObject({ isFromAdmin: isFromAdminQuery, lang: langQuery }));
