import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, requiredText, versionSchema } from './common-fields.ts';
import { frenchVersionSchemaOf } from './french-version.ts';

const CITY_NAME_MAX = 80;

/** The French version of a departure city: its name (Montréal, Québec; docs/decisions/bilingual-catalogue.md). */
export const DEPARTURE_CITY_TEXTS = ['city_name'] as const;
const departureCityFrenchSchema = lazySchema(() => frenchVersionSchemaOf({ city_name: CITY_NAME_MAX }));

/** A city packages depart from (Canadian gateways: Vancouver, Calgary, Toronto, ...). */
export const departureCitySchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    city_name: z.string(),
    /** Its French name; absent: none yet (the French site leaves the city out). */
    fr: z.optional(departureCityFrenchSchema),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type DepartureCity = z.infer<typeof departureCitySchema>;

/** Body of `POST /departures`. */
export const departureCityCreateInputSchema = lazySchema(() =>
  z.strictObject({
    city_name: requiredText(CITY_NAME_MAX),
    fr: z.optional(departureCityFrenchSchema),
  }),
);
export type DepartureCityCreateInput = z.infer<typeof departureCityCreateInputSchema>;

/** Body of `PUT /departures/{id}`: the new name and the `version` the editor read. */
export const departureCityUpdateInputSchema = lazySchema(() =>
  z.strictObject({
    city_name: requiredText(CITY_NAME_MAX),
    /** Absent: the stored French version is kept. */
    fr: z.optional(departureCityFrenchSchema),
    version: versionSchema,
  }),
);
export type DepartureCityUpdateInput = z.infer<typeof departureCityUpdateInputSchema>;
