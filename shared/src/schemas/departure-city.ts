import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, requiredText, versionSchema } from './common-fields.ts';

const CITY_NAME_MAX = 80;

/** A city packages depart from (Canadian gateways: Vancouver, Calgary, Toronto, ...). */
export const departureCitySchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    city_name: z.string(),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type DepartureCity = z.infer<typeof departureCitySchema>;

/** Body of `POST /departures`. */
export const departureCityCreateInputSchema = lazySchema(() =>
  z.strictObject({
    city_name: requiredText(CITY_NAME_MAX),
  }),
);
export type DepartureCityCreateInput = z.infer<typeof departureCityCreateInputSchema>;

/** Body of `PUT /departures/{id}`: the new name and the `version` the editor read. */
export const departureCityUpdateInputSchema = lazySchema(() =>
  z.strictObject({
    city_name: requiredText(CITY_NAME_MAX),
    version: versionSchema,
  }),
);
export type DepartureCityUpdateInput = z.infer<typeof departureCityUpdateInputSchema>;
