import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, requiredText, versionSchema } from './common-fields.ts';

const STYLE_NAME_MAX = 60;

/**
 * A travel style (Cruises, Disney Trips, Last Minute, River Cruise, Destination Wedding, ...).
 * Ids are numbers the site links to (see `TRAVEL_STYLE_IDS`).
 */
export const travelStyleSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    style_name: z.string(),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type TravelStyle = z.infer<typeof travelStyleSchema>;

/** Body of `POST /travel-styles`. */
export const travelStyleCreateInputSchema = lazySchema(() =>
  z.strictObject({
    style_name: requiredText(STYLE_NAME_MAX),
  }),
);
export type TravelStyleCreateInput = z.infer<typeof travelStyleCreateInputSchema>;

/** Body of `PUT /travel-styles/{id}`: the new name and the `version` the editor read. */
export const travelStyleUpdateInputSchema = lazySchema(() =>
  z.strictObject({
    style_name: requiredText(STYLE_NAME_MAX),
    version: versionSchema,
  }),
);
export type TravelStyleUpdateInput = z.infer<typeof travelStyleUpdateInputSchema>;
