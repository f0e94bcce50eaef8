import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, isoDateSchema, optionalText, requiredText, versionSchema } from './common-fields.ts';
import { frenchVersionSchemaOf } from './french-version.ts';

/** A traveller's testimonial shown on the landing page. */

const SORT_ORDER_MAX = 9999;

/** The texts of a testimonial that have a French version (the author's name is a name). */
export const TESTIMONIAL_TEXTS = ['location', 'quote', 'trip'] as const;

const testimonialEditableShape = () => ({
  /** As the traveller agreed to be named, e.g. 'Priya S.'. */
  author: requiredText(80),
  /** Where the traveller lives, e.g. 'Kelowna, BC'. */
  location: optionalText(80),
  quote: requiredText(1000),
  /** Stars from 1 to 5. */
  rating: z
    .number({ error: 'must be a number' })
    .check(z.int({ error: 'must be a whole number' }), z.gte(1, { error: 'must be at least 1' }), z.lte(5, { error: 'must be at most 5' })),
  /** The trip it is about, e.g. 'Danube river cruise'. */
  trip: optionalText(120),
  /** When the testimonial was given. */
  date: isoDateSchema,
  /** Visitors see published testimonials only. */
  published: z.boolean({ error: 'must be true or false' }),
  /** Lower first. */
  sortOrder: z
    .number({ error: 'must be a number' })
    .check(
      z.int({ error: 'must be a whole number' }),
      z.gte(0, { error: 'must be 0 or more' }),
      z.lte(SORT_ORDER_MAX, { error: `must be at most ${SORT_ORDER_MAX}` }),
    ),
  /** The testimonial in French (a translation the traveller agreed to); absent: none (the French site leaves it out). */
  fr: z.optional(frenchVersionSchemaOf({ location: 80, quote: 1000, trip: 120 })),
});

/** A testimonial as stored and listed. */
export const testimonialSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    ...testimonialEditableShape(),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Body of `POST /testimonials`. */
export const testimonialCreateInputSchema = lazySchema(() => z.strictObject(testimonialEditableShape()));
export type TestimonialCreateInput = z.output<typeof testimonialCreateInputSchema>;

/** Body of `PUT /testimonials/{id}`: the whole testimonial and the `version` the editor read. */
export const testimonialUpdateInputSchema = lazySchema(() => z.strictObject({ ...testimonialEditableShape(), version: versionSchema }));
export type TestimonialUpdateInput = z.output<typeof testimonialUpdateInputSchema>;
