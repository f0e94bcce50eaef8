import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, isoDateSchema, optionalText, requiredText, uniqueList, versionSchema } from './common-fields.ts';
import { linkTargetSchema, mediaReferenceSchema } from './media-reference.ts';
import { frenchVersionSchemaOf } from './french-version.ts';

/**
 * A promotion: a banner with an image, a title and a call to action, shown on the landing page's
 * carousel and/or above the /deals list between two dates.
 */

/** Where a promotion appears. */
export const PROMOTION_PLACEMENTS = ['landing', 'deals'] as const;
export type PromotionPlacement = (typeof PROMOTION_PLACEMENTS)[number];

const SORT_ORDER_MAX = 9999;

/** The texts of a promotion that have a French version (docs/decisions/bilingual-catalogue.md). */
export const PROMOTION_TEXTS = ['title', 'subtitle', 'linkLabel'] as const;

const promotionEditableShape = () => ({
  title: requiredText(100),
  subtitle: optionalText(200),
  image: mediaReferenceSchema,
  /** Where the call to action leads; null for a banner without one. */
  link: z.nullable(linkTargetSchema),
  /** Text of the call-to-action button; '' shows the default "View deals". */
  linkLabel: optionalText(40),
  placements: uniqueList(z.enum(PROMOTION_PLACEMENTS, { error: 'must be landing or deals' }), PROMOTION_PLACEMENTS.length).check(
    z.minLength(1, {
      error: 'needs at least one place to appear',
    }),
  ),
  /** First day shown. */
  startsAt: isoDateSchema,
  /** Last day shown. */
  endsAt: isoDateSchema,
  /** An admin can switch a promotion off without changing its dates. */
  active: z.boolean({ error: 'must be true or false' }),
  /** Lower first. */
  sortOrder: z
    .number({ error: 'must be a number' })
    .check(
      z.int({ error: 'must be a whole number' }),
      z.gte(0, { error: 'must be 0 or more' }),
      z.lte(SORT_ORDER_MAX, { error: `must be at most ${SORT_ORDER_MAX}` }),
    ),
  /** Its title, subtitle and button text in French; absent: none yet (the French site leaves the promotion out). */
  fr: z.optional(frenchVersionSchemaOf({ title: 100, subtitle: 200, linkLabel: 40 })),
});

function refinePromotionDates(promotion: { startsAt: string; endsAt: string }, ctx: z.core.$RefinementCtx): void {
  if (promotion.endsAt < promotion.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be on or after startsAt' });
}

/** A promotion as stored and as `GET /promotions/{id}` returns it. */
export const promotionSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    ...promotionEditableShape(),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type Promotion = z.infer<typeof promotionSchema>;

/** Body of `POST /promotions`. */
export const promotionCreateInputSchema = lazySchema(() => z.strictObject(promotionEditableShape()).check(z.superRefine(refinePromotionDates)));
export type PromotionCreateInput = z.output<typeof promotionCreateInputSchema>;

/** Body of `PUT /promotions/{id}`: the whole promotion and the `version` the editor read. */
export const promotionUpdateInputSchema = lazySchema(() =>
  z.strictObject({ ...promotionEditableShape(), version: versionSchema }).check(z.superRefine(refinePromotionDates)),
);
export type PromotionUpdateInput = z.output<typeof promotionUpdateInputSchema>;

/** Whether visitors see a promotion today (`YYYY-MM-DD`, agency time zone): active and within its dates. */
export function isPromotionLive(promotion: Pick<Promotion, 'active' | 'startsAt' | 'endsAt'>, today: string): boolean {
  return promotion.active && promotion.startsAt <= today && today <= promotion.endsAt;
}
