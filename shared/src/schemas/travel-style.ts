import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, requiredText, versionSchema } from './common-fields.ts';
import { frenchVersionSchemaOf } from './french-version.ts';

const STYLE_NAME_MAX = 60;

/** The French version of a travel style: its name (docs/decisions/bilingual-catalogue.md). */
export const TRAVEL_STYLE_TEXTS = ['style_name'] as const;
const travelStyleFrenchSchema = lazySchema(() => frenchVersionSchemaOf({ style_name: STYLE_NAME_MAX }));

/**
 * A travel style (Cruises, Disney Trips, Last Minute, River Cruise, Destination Wedding, ...).
 * Ids are numbers the site links to (see `TRAVEL_STYLE_IDS`).
 */
export const travelStyleSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    style_name: z.string(),
    /** Its French name; absent: none yet (the French site leaves the style out). */
    fr: z.optional(travelStyleFrenchSchema),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type TravelStyle = z.infer<typeof travelStyleSchema>;

/** Body of `POST /travel-styles`. */
export const travelStyleCreateInputSchema = lazySchema(() =>
  z.strictObject({
    style_name: requiredText(STYLE_NAME_MAX),
    fr: z.optional(travelStyleFrenchSchema),
  }),
);
export type TravelStyleCreateInput = z.infer<typeof travelStyleCreateInputSchema>;

/** Body of `PUT /travel-styles/{id}`: the new name and the `version` the editor read. */
export const travelStyleUpdateInputSchema = lazySchema(() =>
  z.strictObject({
    style_name: requiredText(STYLE_NAME_MAX),
    /** Absent: the stored French version is kept. */
    fr: z.optional(travelStyleFrenchSchema),
    version: versionSchema,
  }),
);
export type TravelStyleUpdateInput = z.infer<typeof travelStyleUpdateInputSchema>;
