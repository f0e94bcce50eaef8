import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, optionalText, requiredText, versionSchema } from './common-fields.ts';
import { packageCardSchema } from './package.ts';
import { frenchVersionSchemaOf } from './french-version.ts';

/**
 * A top best bet: a package the agency pushes on the homepage, with a badge and a short pitch.
 * It points at the package's internal id, so renaming the package url keeps the link.
 */

const SORT_ORDER_MAX = 9999;

/** The texts of a best bet that have a French version (docs/decisions/bilingual-catalogue.md). */
export const BEST_BET_TEXTS = ['label', 'blurb'] as const;

const bestBetEditableShape = () => ({
  packageId: entityIdSchema,
  /** Badge on the card, e.g. 'Best Seller', 'Staff Pick'. */
  label: requiredText(40),
  /** One or two sentences on why this deal. */
  blurb: optionalText(280),
  /** Lower first. */
  sortOrder: z
    .number({ error: 'must be a number' })
    .check(
      z.int({ error: 'must be a whole number' }),
      z.gte(0, { error: 'must be 0 or more' }),
      z.lte(SORT_ORDER_MAX, { error: `must be at most ${SORT_ORDER_MAX}` }),
    ),
  /** Its label and blurb in French; absent: none yet (the French homepage leaves the best bet out). */
  fr: z.optional(frenchVersionSchemaOf({ label: 40, blurb: 280 })),
});

/** A best bet as stored. */
export const bestBetSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    ...bestBetEditableShape(),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type BestBet = z.infer<typeof bestBetSchema>;

/** Body that creates a best bet. */
export const bestBetCreateInputSchema = lazySchema(() => z.strictObject(bestBetEditableShape()));
export type BestBetCreateInput = z.output<typeof bestBetCreateInputSchema>;

/** Body of `PUT /top-best-bets/{id}`: the whole best bet and the `version` the editor read. */
export const bestBetUpdateInputSchema = lazySchema(() => z.strictObject({ ...bestBetEditableShape(), version: versionSchema }));
export type BestBetUpdateInput = z.output<typeof bestBetUpdateInputSchema>;

/**
 * A best bet as `GET /top-best-bets` lists it: with the package's card, or null when the package is no
 * longer on sale (the homepage skips those; the admin screen flags them).
 */
export const bestBetViewSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    ...bestBetEditableShape(),
    version: versionSchema,
    package: z.nullable(packageCardSchema),
  }),
);
export type BestBetView = z.infer<typeof bestBetViewSchema>;
