import * as z from 'zod';
import { CRUISE_CONTINENT_PREFIX } from '../constants.ts';
import { auditFieldsSchema, entityIdSchema, requiredText, versionSchema } from './common-fields.ts';

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
export const destinationNameSchema = requiredText(DESTINATION_NAME_MAX);

/** A city (or, in a cruise group, a port). */
export const citySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
});
export type City = z.infer<typeof citySchema>;

/** A country (or, in a cruise group, a cruise region) with its cities. */
export const countrySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  cities: z.array(citySchema),
});
export type Country = z.infer<typeof countrySchema>;

/** A continent or cruise group with its countries, as stored and as `GET /destinations/continents` lists it. */
export const continentSchema = z.object({
  continent_id: entityIdSchema,
  continent_name: z.string(),
  countries: z.array(countrySchema),
  ...auditFieldsSchema.shape,
});
export type Continent = z.infer<typeof continentSchema>;

/** Whether a continent is a cruise group (`Cruise_Ocean`...) rather than a geographic continent. */
export function isCruiseContinent(continent: Pick<Continent, 'continent_name'>): boolean {
  return continent.continent_name.startsWith(CRUISE_CONTINENT_PREFIX);
}

/** Name of a cruise group as visitors read it: `Cruise_River` → `River`. Other names are unchanged. */
export function continentDisplayName(continent: Pick<Continent, 'continent_name'>): string {
  if (!isCruiseContinent(continent)) return continent.continent_name;
  return continent.continent_name.slice(CRUISE_CONTINENT_PREFIX.length).replaceAll('_', ' ');
}

/** The three levels of the tree a filter can name. */
export const DESTINATION_KINDS = ['continent', 'country', 'city'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

/** A destination id as used in filters: `continent-{id}`, `country-{id}` or `city-{id}`. */
export type DestinationId = `${DestinationKind}-${number}`;

const DESTINATION_ID_PATTERN = /^(continent|country|city)-([1-9][0-9]{0,14})$/;

/** Reads `country-12` as `{kind: 'country', id: 12}`; anything else (`country-0`, `Country-1`, `city-x`) is null. */
export function parseDestinationId(value: string): { kind: DestinationKind; id: number } | null {
  const match = DESTINATION_ID_PATTERN.exec(value);
  if (!match) return null;
  return { kind: match[1] as DestinationKind, id: Number(match[2]) };
}

/** Writes a destination id: `('city', 7)` → `city-7`. */
export function formatDestinationId(kind: DestinationKind, id: number): DestinationId {
  return `${kind}-${id}`;
}

/** A destination id string (`continent-{id}`, `country-{id}`, `city-{id}`). */
export const destinationIdSchema = z
  .string({ error: 'must be text' })
  .regex(DESTINATION_ID_PATTERN, { error: 'must be continent-{id}, country-{id} or city-{id}' }) as z.ZodType<DestinationId, string>;

function refuseDuplicateNames(names: string[], ctx: z.RefinementCtx, pathOf: (index: number) => PropertyKey[]): void {
  const seen = new Set<string>();
  names.forEach((name, index) => {
    const key = name.toLocaleLowerCase('en-CA');
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: pathOf(index), message: 'is already used at this level' });
    seen.add(key);
  });
}

function refuseDuplicateIds(ids: Array<number | undefined>, ctx: z.RefinementCtx, pathOf: (index: number) => PropertyKey[]): void {
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    if (id === undefined) return;
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: pathOf(index), message: 'is listed twice' });
    seen.add(id);
  });
}

/** A city in an edit of the tree: an existing city keeps its `id`; a new one has none and gets one on save. */
export const cityInputSchema = z
  .object({
    id: entityIdSchema.optional(),
    name: destinationNameSchema,
  })
  .strict();
export type CityInput = z.infer<typeof cityInputSchema>;

/** A country in an edit of the tree: an existing country keeps its `id`; a new one has none. */
export const countryInputSchema = z
  .object({
    id: entityIdSchema.optional(),
    name: destinationNameSchema,
    cities: z.array(cityInputSchema).max(CITIES_PER_COUNTRY_MAX, { error: `must have at most ${CITIES_PER_COUNTRY_MAX} cities` }),
  })
  .strict()
  .superRefine((country, ctx) => {
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
  });
export type CountryInput = z.infer<typeof countryInputSchema>;

const continentFields = {
  continent_name: destinationNameSchema,
  countries: z
    .array(countryInputSchema)
    .max(COUNTRIES_PER_CONTINENT_MAX, { error: `must have at most ${COUNTRIES_PER_CONTINENT_MAX} countries` }),
};

function refuseDuplicateCountries(continent: { countries: CountryInput[] }, ctx: z.RefinementCtx): void {
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
export const continentCreateInputSchema = z.object(continentFields).strict().superRefine(refuseDuplicateCountries);
export type ContinentCreateInput = z.infer<typeof continentCreateInputSchema>;

/**
 * Body of `PUT /destinations/continents/{id}`: the edited tree and the `version` the editor read.
 * Countries and cities left out are removed; ones without an id are added.
 */
export const continentUpdateInputSchema = z
  .object({ ...continentFields, version: versionSchema })
  .strict()
  .superRefine(refuseDuplicateCountries);
export type ContinentUpdateInput = z.infer<typeof continentUpdateInputSchema>;

/** Every destination id of a continent's tree: the continent, its countries and their cities. */
export function destinationIdsOfContinent(continent: Pick<Continent, 'continent_id' | 'countries'>): DestinationId[] {
  return [
    formatDestinationId('continent', continent.continent_id),
    ...continent.countries.flatMap((country) => [
      formatDestinationId('country', country.id),
      ...country.cities.map((city) => formatDestinationId('city', city.id)),
    ]),
  ];
}

/** Name of the place a destination id names in a tree, or null when the tree has no such place. */
export function destinationNameOf(destinationId: string, continents: ReadonlyArray<Pick<Continent, 'continent_id' | 'continent_name' | 'countries'>>): string | null {
  const parsed = parseDestinationId(destinationId);
  if (!parsed) return null;
  for (const continent of continents) {
    if (parsed.kind === 'continent' && continent.continent_id === parsed.id) return continentDisplayName(continent);
    for (const country of continent.countries) {
      if (parsed.kind === 'country' && country.id === parsed.id) return country.name;
      for (const city of country.cities) {
        if (parsed.kind === 'city' && city.id === parsed.id) return city.name;
      }
    }
  }
  return null;
}
