import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import {
  DEALS_DEFAULT_LIMIT,
  DEALS_DEFAULT_PAGE,
  DEALS_FILTER_DEPARTURE_CITIES_MAX,
  DEALS_FILTER_DESTINATIONS_MAX,
  DEALS_FILTER_MONTHS_MAX,
  DEALS_FILTER_STYLES_MAX,
  DEALS_MAX_LIMIT,
  DEALS_SORTS,
  DEFAULT_TAB,
} from '../constants.ts';
import { LAYOUT_NAMES, validateTabFields } from '../layouts/layout-registry.ts';
import {
  auditFieldsSchema,
  entityIdSchema,
  isoDateSchema,
  optionalText,
  requiredText,
  uniqueList,
  versionSchema,
  wholeNumberBetween,
} from './common-fields.ts';
import { dateRangeSchema, dateRangesSchema, lastTravelDate, type DateRange } from './date-range.ts';
import { destinationIdSchema } from './destination.ts';
import { mediaReferenceSchema } from './media-reference.ts';
import { cadAmountSchema } from '../pricing/cad-amount.ts';
import { departureListSchema, departureSchema, type Departure } from '../departures/departure.ts';
import { lastDepartureDay, type PriceSource } from '../departures/departure-derivations.ts';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from '../catalogue/catalogue-language.ts';

/**
 * A travel package (a deal). `package_url` is its public id (`/deals/{package_url}`); `id` is the
 * internal number other items (best bets, top picks) point at, so renaming the slug breaks no link.
 * Everything a deal page shows beyond the card lives in `tabs`, shaped by the layout registry.
 */

const PACKAGE_URL_MAX = 120;
const PACKAGE_URL_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TITLE_MAX = 150;
const ICONS_MAX = 8;
const ICON_TEXT_MAX = 80;
const TAB_NAME_MAX = 40;
const TABS_MAX = 12;
const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 160;
const DESTINATIONS_PER_PACKAGE_MAX = 50;
const STYLES_PER_PACKAGE_MAX = 20;
const DEPARTURE_CITIES_PER_PACKAGE_MAX = 30;
const DEALS_PAGE_MAX = 10_000;

/** A travel month `YYYY-MM`, e.g. `2027-06`. */
export const travelMonthSchema = lazySchema(() =>
  z.string({ error: 'must be a month written YYYY-MM' }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month written YYYY-MM' })),
);

/** Icons a package card can show beside a line of text; the web maps each name to a drawn icon. */
export const ICON_NAMES = [
  'plane',
  'hotel',
  'meal',
  'drink',
  'transfer',
  'car',
  'train',
  'bus',
  'ship',
  'calendar',
  'clock',
  'star',
  'users',
  'child',
  'tour',
  'beach',
  'mountain',
  'spa',
  'ring',
  'castle',
  'gift',
  'percent',
  'wifi',
  'shield',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** Publication state: drafts are seen by admins only. */
export const PACKAGE_STATUSES = ['draft', 'published'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** The public id of a package: lowercase words joined by single hyphens, at most 120 characters. */
export const packageUrlSchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(PACKAGE_URL_MAX, { error: `must be at most ${PACKAGE_URL_MAX} characters` }),
      z.regex(PACKAGE_URL_PATTERN, { error: 'must be lowercase letters and digits joined by single hyphens' }),
    ),
);

/**
 * A package url made from a title: accents dropped, lowercase, other characters turned into hyphens,
 * cut to 120 characters at a word boundary when possible. '' when the title has no letter or digit.
 */
export function packageUrlFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > PACKAGE_URL_MAX) return slug || word.slice(0, PACKAGE_URL_MAX);
    slug = next;
  }
  return slug;
}

export { cadAmountSchema } from '../pricing/cad-amount.ts';

/** One icon line of a package card, e.g. `{icon: 'plane', text1: 'Flights from Vancouver'}`. */
export const packageIconSchema = lazySchema(() =>
  z.strictObject({
    icon: z.enum(ICON_NAMES, { error: `must be one of ${ICON_NAMES.join(', ')}` }),
    text1: requiredText(ICON_TEXT_MAX),
  }),
);
export type PackageIcon = z.infer<typeof packageIconSchema>;

/** Most French texts a package may hold (its English texts are far fewer). */
export const FRENCH_TEXTS_MAX = 2000;
/** Addresses of a package's texts (see `translatableTexts`): `title`, `icons.0`, `tabs.2.fields.days.3.description`. */
const FRENCH_TEXT_PATH =
  /^(title|icons\.\d{1,3}|seo\.(title|description)|tabs\.\d{1,2}\.(name|fields\.[A-Za-z][A-Za-z0-9]{0,40}(\.\d{1,3}(\.(title|description|question|answer|caption))?)?))$/;

/** The French version of a package's texts: each French text with the fingerprint of the English text it translates. */
export const packageFrenchSchema = lazySchema(() =>
  z.strictObject({
    texts: z
      .record(
        z.string().check(z.regex(FRENCH_TEXT_PATH, { error: 'is not the address of a text of the package' })),
        z.strictObject({
          text: z.string({ error: 'must be text' }).check(z.maxLength(20_000, { error: 'must have at most 20000 characters' })),
          from: z.string().check(z.regex(/^[0-9a-f]{8}$/, { error: 'must be the fingerprint of the English text (8 hex digits)' })),
        }),
      )
      .check(z.refine((texts) => Object.keys(texts).length <= FRENCH_TEXTS_MAX, { error: `must have at most ${FRENCH_TEXTS_MAX} texts` })),
    /**
     * The package's address on the French site (`/fr/deals/{slug}`), written like `package_url`; absent: the English
     * one. Unique among every package's addresses in both languages; a published package's previous French address
     * keeps leading to it, as an old English one does.
     */
    slug: z.optional(packageUrlSchema),
  }),
);

/** Search-engine title and description; '' means "use the package title / the Overview summary". */
export const packageSeoSchema = lazySchema(() =>
  z.strictObject({
    title: optionalText(SEO_TITLE_MAX),
    description: optionalText(SEO_DESCRIPTION_MAX),
  }),
);

/** A tab as stored: its `fields` were checked against the layout when saved. */
export const packageTabSchema = lazySchema(() =>
  z.object({
    tabName: z.string(),
    layoutName: z.string(),
    fields: z.record(z.string(), z.unknown()),
  }),
);
export type PackageTab = z.infer<typeof packageTabSchema>;

/** A tab as an editor sends it: the layout must exist and `fields` must match it (texts are trimmed). */
export const packageTabInputSchema = lazySchema(() =>
  z.pipe(
    z.strictObject({
      tabName: requiredText(TAB_NAME_MAX),
      layoutName: z.enum(LAYOUT_NAMES, { error: `must be one of ${LAYOUT_NAMES.join(', ')}` }),
      fields: z.record(z.string(), z.unknown(), { error: 'must be an object' }),
    }),
    z.transform((tab, ctx) => {
      const result = validateTabFields(tab.layoutName, tab.fields);
      if (result.success) return { ...tab, fields: result.fields };
      for (const issue of result.issues) ctx.issues.push({ code: 'custom', input: tab, path: ['fields', ...issue.path], message: issue.message });
      return z.NEVER;
    }),
  ),
);

const packageTabsInputSchema = lazySchema(() =>
  z
    .array(packageTabInputSchema, { error: 'must be a list' })
    .check(z.minLength(1, { error: 'needs at least one tab' }), z.maxLength(TABS_MAX, { error: `must have at most ${TABS_MAX} tabs` }))
    .check(
      z.superRefine((tabs, ctx) => {
        const seen = new Set<string>();
        tabs.forEach((tab, index) => {
          const key = tab.tabName.toLocaleLowerCase('en-CA');
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'tabName'], message: 'is already used by another tab' });
          seen.add(key);
        });
      }),
    ),
);

/** The fields an admin edits, shared by the stored package and the create/update bodies. */
const packageEditableShape = () => ({
  package_url: packageUrlSchema,
  title: requiredText(TITLE_MAX),
  banner_image: mediaReferenceSchema,
  /**
   * The link-preview image (`og:image`), 1200 × 630, made from the same source as the banner when it is cropped
   * in the builder; missing or null = link previews show the banner.
   */
  share_image: z.optional(z.nullable(mediaReferenceSchema)),
  /** Price per person in CAD, before tax. */
  price: cadAmountSchema,
  /** Taxes and fees per person in CAD. */
  tax: cadAmountSchema,
  icons_data: z.array(packageIconSchema, { error: 'must be a list' }).check(z.maxLength(ICONS_MAX, { error: `must have at most ${ICONS_MAX} entries` })),
  dateRanges: dateRangesSchema,
  destinationIds: uniqueList(destinationIdSchema, DESTINATIONS_PER_PACKAGE_MAX),
  travelStyleIds: uniqueList(entityIdSchema, STYLES_PER_PACKAGE_MAX),
  departureCityIds: uniqueList(entityIdSchema, DEPARTURE_CITIES_PER_PACKAGE_MAX),
  status: z.enum(PACKAGE_STATUSES, { error: 'must be draft or published' }),
  /** First day the deal is shown publicly; null = at once. */
  validFrom: z.nullable(isoDateSchema),
  /** Last day the deal is shown publicly; after it the package is expired. null = no end. */
  validUntil: z.nullable(isoDateSchema),
  seo: packageSeoSchema,
  /**
   * The package's departures, each with its own city, date and price (at most 500). Absent or empty: the package
   * sells at its one `price` and `tax` on its `dateRanges`, as before departures existed. With departures, the server
   * derives `price`, `tax`, `dateRanges` and `departureCityIds` from them on every save (whatever the body says), and
   * the package leaves the public site once every departure is past.
   */
  departures: z.optional(departureListSchema),
  /**
   * The French version of the package's texts, by path (shared/src/catalogue/french-texts.ts): the package is on the
   * French site only when it is complete. Absent: no French version yet.
   */
  fr: z.optional(packageFrenchSchema),
});

/** Rules that tie fields together, on any body holding the editable fields. */
function refinePackageRules(
  pkg: {
    status: PackageStatus;
    validFrom: string | null;
    validUntil: string | null;
    destinationIds: string[];
    dateRanges: unknown[];
    departures?: unknown[] | undefined;
  },
  ctx: z.core.$RefinementCtx,
): void {
  if (pkg.validFrom !== null && pkg.validUntil !== null && pkg.validUntil < pkg.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'must be on or after validFrom' });
  }
  if (pkg.status === 'published' && pkg.destinationIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['destinationIds'], message: 'needs at least one destination to publish' });
  }
  if (pkg.status === 'published' && pkg.dateRanges.length === 0 && (pkg.departures ?? []).length === 0) {
    ctx.addIssue({ code: 'custom', path: ['dateRanges'], message: 'needs at least one date to publish' });
  }
}

/** A package as stored and as `GET /packages/edit-form/{id}` returns it. */
/**
 * The fields an editor writes, in one list. The builder's body (`packageInputOf`), the server's preparation of a save
 * (`preparePackageFields`), its unchanged-save check (`holdsSameFields`) and the card projection
 * (`toPackageCardRecord`) are all written over it, so a new field is added here and the compiler names every place
 * that must handle it. `package.test.ts` checks it against the create schema's keys.
 */
export const PACKAGE_FIELD_NAMES = [
  'package_url',
  'title',
  'banner_image',
  'share_image',
  'price',
  'tax',
  'icons_data',
  'dateRanges',
  'destinationIds',
  'travelStyleIds',
  'departureCityIds',
  'status',
  'validFrom',
  'validUntil',
  'seo',
  'tabs',
  'departures',
  'fr',
] as const;
export type PackageFieldName = (typeof PACKAGE_FIELD_NAMES)[number];

/** The named fields of `source`, in the list's order (a field `source` lacks is left out). */
export function pickFields<T extends object, K extends keyof T>(source: T, names: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const name of names) if (source[name] !== undefined) picked[name] = source[name];
  return picked;
}

export const packageSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    ...packageEditableShape(),
    dateRanges: z.array(dateRangeSchema),
    departures: z.optional(z.array(departureSchema)),
    tabs: z.array(packageTabSchema),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type Package = z.infer<typeof packageSchema>;

/**
 * Body of `POST /packages`. Strict: the server sets `id`, `version` and the audit fields, and refuses
 * them here. Tabs' fields are checked against their layout; publishing needs a destination and a date.
 */
export const packageCreateInputSchema = lazySchema(() =>
  z.strictObject({ ...packageEditableShape(), tabs: packageTabsInputSchema }).check(z.superRefine(refinePackageRules)),
);
export type PackageCreateInput = z.output<typeof packageCreateInputSchema>;

/** Body of `PUT /packages/{id}`: the whole edited package and the `version` the editor read. */
export const packageUpdateInputSchema = lazySchema(() =>
  z.strictObject({ ...packageEditableShape(), tabs: packageTabsInputSchema, version: versionSchema }).check(z.superRefine(refinePackageRules)),
);
export type PackageUpdateInput = z.output<typeof packageUpdateInputSchema>;

/** A package as the public detail page receives it: no admin usernames, and its texts in English only (the French site reads its own). */
export const publicPackageSchema = lazySchema(() => z.omit(packageSchema.unwrap(), { createdBy: true, updatedBy: true, fr: true }));
export type PublicPackage = z.infer<typeof publicPackageSchema>;

/**
 * A whole package as the admin's reads and writes answer it (the builder's edit form): price, tax and dates derived
 * from its departures for the agency's day, as visitors see them that day, and where its price comes from.
 */
export type AdminPackage = Package & { priceSource: PriceSource };

/** Where a price comes from (see `PriceSource`). */
const priceSourceSchema = lazySchema(() =>
  z.discriminatedUnion('from', [
    z.object({ from: z.literal('package') }),
    z.object({ from: z.literal('departures'), open: z.number().check(z.int(), z.gte(0)) }),
  ]),
);

/** Hides who edited a package, and its French texts, before it goes to a visitor of the English site. */
export function toPublicPackage(pkg: Package): PublicPackage {
  const { createdBy: _createdBy, updatedBy: _updatedBy, fr: _french, ...visible } = pkg;
  return visible;
}

/** What deal lists show for a package (deals, homepage, top picks, best bets, related deals). */
export const packageCardSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    package_url: z.string(),
    title: z.string(),
    banner_image: z.string(),
    price: z.number(),
    tax: z.number(),
    icons_data: z.array(packageIconSchema),
    dateRanges: z.array(dateRangeSchema),
    /** Name of the package's first destination (country, city or continent), null when it has none. */
    destinationName: z.nullable(z.string()),
    /** Nights, from the Overview tab's `durationNights`; null when not given. */
    durationNights: z.nullable(z.number()),
    /** Where the price comes from on the day: in the admin's views only (the admin list, best bets, top picks). */
    priceSource: z.optional(priceSourceSchema),
  }),
);
export type PackageCard = z.infer<typeof packageCardSchema>;

/** Nights of a package, read from its first Overview ('Layout 9') tab, or null. */
export function packageDurationNights(pkg: Pick<Package, 'tabs'>): number | null {
  const overview = pkg.tabs.find((tab) => tab.layoutName === DEFAULT_TAB.layoutName);
  const nights = overview?.fields.durationNights;
  return typeof nights === 'number' ? nights : null;
}

/** A row of the admin package list (`GET /packages/admin-all`): the card plus what an admin sorts and filters by. */
export const packageAdminRowSchema = lazySchema(() =>
  z.extend(packageCardSchema.unwrap(), {
    status: z.enum(PACKAGE_STATUSES),
    validUntil: z.nullable(z.string()),
    version: versionSchema,
    updatedAt: z.string(),
    updatedBy: z.string(),
    priceSource: priceSourceSchema,
  }),
);
export type PackageAdminRow = z.infer<typeof packageAdminRowSchema>;

/** Answer of `GET /packages/admin-all`: one page of rows and how many packages match. */
export interface AdminPackagePage {
  packages: PackageAdminRow[];
  total: number;
}

/**
 * Whether a package is past its last valid day, or past its last travel day: with departures, when every one of them
 * is past (sold-out ones count: the page still lists them); without, when the last day of its date ranges (an "until"
 * date, or the last specific or range date) is past. `today` is `YYYY-MM-DD` in the agency's time zone.
 */
export function isPackageExpired(
  pkg: Pick<Package, 'validUntil'> & {
    dateRanges?: ReadonlyArray<Pick<DateRange, 'end'>>;
    departures?: ReadonlyArray<Pick<Departure, 'date' | 'until'>> | undefined;
  },
  today: string,
): boolean {
  if (pkg.validUntil !== null && pkg.validUntil < today) return true;
  const departures = pkg.departures ?? [];
  const lastDay = departures.length > 0 ? lastDepartureDay(departures) : lastTravelDate(pkg.dateRanges ?? []);
  return lastDay !== null && lastDay < today;
}

/** Whether visitors see a package today: published, its first valid day reached and not expired. */
export function isPackageOnSale(
  pkg: Pick<Package, 'status' | 'validFrom' | 'validUntil'> & {
    dateRanges?: ReadonlyArray<Pick<DateRange, 'end'>>;
    departures?: ReadonlyArray<Pick<Departure, 'date' | 'until'>> | undefined;
  },
  today: string,
): boolean {
  return pkg.status === 'published' && (pkg.validFrom === null || pkg.validFrom <= today) && !isPackageExpired(pkg, today);
}

export { DEALS_SORTS, type DealsSort } from '../constants.ts';

/**
 * Body of `POST /packages/deals`. A package matches when it has any listed destination (a continent
 * matches everything in it, a country its cities), any listed style, departs from any listed departure city
 * and can be travelled in any listed month; an empty or absent list does not filter.
 */
export const dealsFilterSchema = lazySchema(() =>
  z.strictObject({
    destinationIds: z._default(
      z
        .array(destinationIdSchema, { error: 'must be a list' })
        .check(z.maxLength(DEALS_FILTER_DESTINATIONS_MAX, { error: `must have at most ${DEALS_FILTER_DESTINATIONS_MAX} entries` })),
      [],
    ),
    travelStyleIds: z._default(
      z
        .array(entityIdSchema, { error: 'must be a list' })
        .check(z.maxLength(DEALS_FILTER_STYLES_MAX, { error: `must have at most ${DEALS_FILTER_STYLES_MAX} entries` })),
      [],
    ),
    /**
     * Departure cities ("From Vancouver"): a package matches when it departs from any of them (a departure of the
     * package, or a listed departure city of a package without departures). Prices and dates then come from those cities.
     */
    departureCityIds: z.optional(uniqueList(entityIdSchema, DEALS_FILTER_DEPARTURE_CITIES_MAX)),
    /** Travel months `YYYY-MM`: a package matches when it can be travelled in any of them (from today on). */
    months: z.optional(uniqueList(travelMonthSchema, DEALS_FILTER_MONTHS_MAX)),
    page: z._default(wholeNumberBetween(1, DEALS_PAGE_MAX), DEALS_DEFAULT_PAGE),
    limit: z._default(wholeNumberBetween(1, DEALS_MAX_LIMIT), DEALS_DEFAULT_LIMIT),
    sort: z.optional(z.enum(DEALS_SORTS, { error: `must be one of ${DEALS_SORTS.join(', ')}` })),
  }),
);
export type DealsFilter = z.output<typeof dealsFilterSchema>;

/** Query parameters of `GET /packages/deals`, in the order a canonical address writes them. */
export const DEALS_QUERY_PARAMETERS = ['destinationIds', 'travelStyleIds', 'departureCityIds', 'months', 'sort', 'page', 'limit'] as const;

/**
 * The deals query as a query string (`GET /packages/deals`, the cacheable form of `POST /packages/deals`): lists are
 * JSON lists as the deals addresses write them (`destinationIds=["country-5"]`, `travelStyleIds=[4,13]`), `page` and
 * `limit` digits, `sort` a name; then the very rules of the body. A parameter that is not JSON, or not a known one,
 * is refused with its name. `lang=en|fr` (as on every public catalogue read) is the language of the answer, not a
 * filter: it is kept beside the filter (absent when not given).
 */
export const dealsQuerySchema = lazySchema(() =>
  z.pipe(
    z.strictObject({
      ...(Object.fromEntries(DEALS_QUERY_PARAMETERS.map((name) => [name, z.optional(z.string())])) as Record<
        (typeof DEALS_QUERY_PARAMETERS)[number],
        z.ZodMiniOptional<z.ZodMiniString>
      >),
      lang: z.optional(z.enum(CATALOGUE_LANGUAGES, { error: 'must be en or fr' })),
    }),
    z.transform((query, ctx): DealsFilter & { lang?: CatalogueLanguage } => {
      const filter: Record<string, unknown> = {};
      let readable = true;
      const { lang, ...parameters } = query;
      for (const [name, text] of Object.entries(parameters)) {
        if (text === undefined) continue;
        if (name === 'sort') filter[name] = text;
        else if (name === 'page' || name === 'limit') filter[name] = /^[0-9]{1,6}$/.test(text) ? Number(text) : text;
        else {
          try {
            filter[name] = JSON.parse(text);
          } catch {
            readable = false;
            ctx.issues.push({ code: 'custom', input: text, path: [name], message: 'must be a JSON list, e.g. [4,13]' });
          }
        }
      }
      if (!readable) return z.NEVER;
      const parsed = dealsFilterSchema.safeParse(filter);
      if (parsed.success) return lang === undefined ? parsed.data : { ...parsed.data, lang };
      for (const issue of parsed.error.issues)
        ctx.issues.push({ code: 'custom', input: filter[String(issue.path[0])], path: issue.path, message: issue.message });
      return z.NEVER;
    }),
  ),
);

/** Answer of `POST /packages/deals` (and of the other paged package lists): one page and the total count. */
export const dealsAnswerSchema = lazySchema(() =>
  z.object({
    packages: z.array(packageCardSchema),
    total: z.number().check(z.int(), z.gte(0)),
  }),
);
export type DealsAnswer = z.infer<typeof dealsAnswerSchema>;
