import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema } from './common-fields.ts';
import { packageCardSchema } from './package.ts';

/**
 * A continent's two top picks, shown in the Destinations mega-menu beside its countries. They point at
 * packages by internal id; reads return the packages' cards.
 */

/** Top picks as stored, one item per continent. */
export const topPickSchema = lazySchema(() =>
  z.object({
    continent_id: entityIdSchema,
    top_pick_one: z.nullable(entityIdSchema),
    top_pick_two: z.nullable(entityIdSchema),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type TopPick = z.infer<typeof topPickSchema>;

/**
 * Body of `PUT /destinations/continents/top-picks/{id}` (id = continent id). `version` is the one the
 * editor read, 0 when the continent had no top picks yet. The two picks must differ.
 */
export const topPickUpdateInputSchema = lazySchema(() =>
  z
    .strictObject({
      top_pick_one: z.nullable(entityIdSchema),
      top_pick_two: z.nullable(entityIdSchema),
      version: z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' })),
    })
    .check(
      z.superRefine((picks, ctx) => {
        if (picks.top_pick_one !== null && picks.top_pick_one === picks.top_pick_two) {
          ctx.addIssue({ code: 'custom', path: ['top_pick_two'], message: 'must differ from top_pick_one' });
        }
      }),
    ),
);
export type TopPickUpdateInput = z.output<typeof topPickUpdateInputSchema>;

/**
 * One continent's entry of `GET /destinations/continents/all/top-picks`: the picks as package cards
 * (null when unset or no longer on sale) and the version to send back when editing.
 */
export const topPickViewSchema = lazySchema(() =>
  z.object({
    continent_id: entityIdSchema,
    continent_name: z.string(),
    top_pick_one: z.nullable(packageCardSchema),
    top_pick_two: z.nullable(packageCardSchema),
    /** 0 when the continent has no top picks saved yet. */
    version: z.number().check(z.int(), z.gte(0)),
  }),
);
export type TopPickView = z.infer<typeof topPickViewSchema>;
