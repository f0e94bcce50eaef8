import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, requiredText, versionSchema } from './common-fields.ts';
import { DESTINATION_ID_PATTERN, type DestinationId } from '../catalogue/destination-ids.ts';
import { frenchVersionSchemaOf } from './french-version.ts';

// Ids and names of the tree live in a module without zod (the public menus and filters load it first); they are
// re-exported here for code that reads them together with the schemas.
export {
  continentDisplayName,
  DESTINATION_KINDS,
  destinationIdsOfContinent,
  destinationNameOf,
  formatDestinationId,
  isCruiseContinent,
  parseDestinationId,
  type DestinationId,
  type DestinationKind,
} from '../catalogue/destination-ids.ts';

/**
 * The destination tree: continents hold countries, countries hold cities. Cruise groups are continents
 * whose name starts with `Cruise_` (`Cruise_Categories`, `Cruise_Ocean`, `Cruise_River`); their countries
 * and cities are cruise regions and ports. Ids are numbers, unique per level across the whole tree, so a
 * filter id such as `country-12` names one place.
 */

const DESTINATION_NAME_MAX = 80;
const COUNTRIES_PER_CONTINENT_MAX = 200;
const CITIES_PER_COUNTRY_MAX = 300;

/** Name of a continent, country or city: trimmed, 1..80 characters. */
export const destinationNameSchema = lazySchema(() => requiredText(DESTINATION_NAME_MAX));

/**
 * The French name of a country or city (`name`), or of a continent (`continent_name`; for a cruise group the name as
 * visitors read it, without `Cruise_`): docs/decisions/bilingual-catalogue.md. Absent on a place of an edit sent with
 * its id: its stored French name is kept.
 */
const placeFrenchSchema = lazySchema(() => frenchVersionSchemaOf({ name: DESTINATION_NAME_MAX }));
const continentFrenchSchema = lazySchema(() => frenchVersionSchemaOf({ continent_name: DESTINATION_NAME_MAX }));

/** A city (or, in a cruise group, a port). */
export const citySchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    name: z.string(),
    fr: z.optional(placeFrenchSchema),
  }),
);

/** A country (or, in a cruise group, a cruise region) with its cities. */
export const countrySchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    name: z.string(),
    fr: z.optional(placeFrenchSchema),
    cities: z.array(citySchema),
  }),
);
export type Country = z.infer<typeof countrySchema>;

/** A continent or cruise group with its countries, as stored and as `GET /destinations/continents` lists it. */
export const continentSchema = lazySchema(() =>
  z.object({
    continent_id: entityIdSchema,
    continent_name: z.string(),
    fr: z.optional(continentFrenchSchema),
    countries: z.array(countrySchema),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type Continent = z.infer<typeof continentSchema>;

/** A destination id string (`continent-{id}`, `country-{id}`, `city-{id}`). */
export const destinationIdSchema = lazySchema(
  () =>
    z.string({ error: 'must be text' }).check(z.regex(DESTINATION_ID_PATTERN, { error: 'must be continent-{id}, country-{id} or city-{id}' })) as z.ZodMiniType<
      DestinationId,
      string
    >,
);

function refuseDuplicateNames(names: string[], ctx: z.core.$RefinementCtx, pathOf: (index: number) => PropertyKey[]): void {
  const seen = new Set<string>();
  names.forEach((name, index) => {
    const key = name.toLocaleLowerCase('en-CA');
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: pathOf(index), message: 'is already used at this level' });
    seen.add(key);
  });
}

function refuseDuplicateIds(ids: Array<number | undefined>, ctx: z.core.$RefinementCtx, pathOf: (index: number) => PropertyKey[]): void {
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    if (id === undefined) return;
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: pathOf(index), message: 'is listed twice' });
    seen.add(id);
  });
}

/** A city in an edit of the tree: an existing city keeps its `id`; a new one has none and gets one on save. */
export const cityInputSchema = lazySchema(() =>
  z.strictObject({
    id: z.optional(entityIdSchema),
    name: destinationNameSchema,
    fr: z.optional(placeFrenchSchema),
  }),
);

/** A country in an edit of the tree: an existing country keeps its `id`; a new one has none. */
export const countryInputSchema = lazySchema(() =>
  z
    .strictObject({
      id: z.optional(entityIdSchema),
      name: destinationNameSchema,
      fr: z.optional(placeFrenchSchema),
      cities: z.array(cityInputSchema).check(z.maxLength(CITIES_PER_COUNTRY_MAX, { error: `must have at most ${CITIES_PER_COUNTRY_MAX} cities` })),
    })
    .check(
      z.superRefine((country, ctx) => {
        refuseDuplicateNames(
          country.cities.map((city) => city.name),
          ctx,
          (index) => ['cities', index, 'name'],
        );
        refuseDuplicateIds(
          country.cities.map((city) => city.id),
          ctx,
          (index) => ['cities', index, 'id'],
        );
      }),
    ),
);
export type CountryInput = z.infer<typeof countryInputSchema>;

const continentFields = () => ({
  continent_name: destinationNameSchema,
  fr: z.optional(continentFrenchSchema),
  countries: z
    .array(countryInputSchema)
    .check(z.maxLength(COUNTRIES_PER_CONTINENT_MAX, { error: `must have at most ${COUNTRIES_PER_CONTINENT_MAX} countries` })),
});

function refuseDuplicateCountries(continent: { countries: CountryInput[] }, ctx: z.core.$RefinementCtx): void {
  refuseDuplicateNames(
    continent.countries.map((country) => country.name),
    ctx,
    (index) => ['countries', index, 'name'],
  );
  refuseDuplicateIds(
    continent.countries.map((country) => country.id),
    ctx,
    (index) => ['countries', index, 'id'],
  );
  refuseDuplicateIds(
    continent.countries.flatMap((country) => country.cities.map((city) => city.id)),
    ctx,
    () => ['countries'],
  );
}

/**
 * Body of `POST /destinations/continents`: a continent (or `Cruise_` group) with its whole tree.
 * Names are unique (ignoring case) among siblings; ids, when given, name existing places being kept.
 */
export const continentCreateInputSchema = lazySchema(() => z.strictObject(continentFields()).check(z.superRefine(refuseDuplicateCountries)));
export type ContinentCreateInput = z.infer<typeof continentCreateInputSchema>;

/**
 * Body of `PUT /destinations/continents/{id}`: the edited tree and the `version` the editor read.
 * Countries and cities left out are removed; ones without an id are added.
 */
export const continentUpdateInputSchema = lazySchema(() =>
  z.strictObject({ ...continentFields(), version: versionSchema }).check(z.superRefine(refuseDuplicateCountries)),
);
export type ContinentUpdateInput = z.infer<typeof continentUpdateInputSchema>;
