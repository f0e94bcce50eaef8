import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { isCruiseContinent } from '@tdp/shared/schemas/destination';
import { isPackageOnSale, packageCreateInputSchema, type Package } from '@tdp/shared/schemas/package';
import { richTextFieldKeys } from '@tdp/shared/layouts/layout-registry';
import { withDerivedDepartureFields } from '@tdp/shared/departures/departure-derivations';
import { sanitizeRichText } from '@tdp/functions/domain/rich-text/sanitize-rich-text';
import { createLocalDocumentClient, createLocalS3Client, type LocalAws } from '@tdp/functions/local/local-aws';
import { useLocalAws } from '@tdp/functions/local/use-local-aws';
import { clearCatalogueIndexCache } from '@tdp/functions/domain/deals/catalogue-index-cache';
import { searchDeals } from '@tdp/functions/domain/deals/deals-queries';
import { readTopPicks } from '@tdp/functions/domain/destinations/top-picks';
import { readPackageByUrl } from '@tdp/functions/domain/packages/read-package';
import { readPricingTable } from '@tdp/functions/domain/pricing-tables/manage-pricing-tables';
import { referencedTableIds } from '@tdp/functions/domain/packages/package-card';
import { BANNER_SCENES, bannerKey, shareImageKeyOf } from './banner-image.ts';
import { buildSeedReferenceData, SEED_PACKAGE_COUNT, seedCatalogue } from './catalogue-seed.ts';
import { generatePackages, SEED_BASE_DATE } from './package-generator.ts';
import type { SeedContext } from './seed-local-stack.ts';
import { isFrenchComplete, translatableTexts } from '@tdp/shared/catalogue/french-texts';
import { inFrench } from '@tdp/shared/catalogue/french-version';
import { continentSchema } from '@tdp/shared/schemas/destination';

const reference = buildSeedReferenceData();
const packages = generatePackages(SEED_PACKAGE_COUNT, reference.generatorInput);

function editableFields(pkg: Package) {
  const { id: _id, version: _version, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...fields } = pkg;
  return fields;
}

describe('the seeded reference data', () => {
  it('has at least 6 continents plus the three cruise groups, 40 countries and 120 cities', () => {
    const regular = reference.continents.filter((continent) => !isCruiseContinent(continent));
    expect(regular.length).toBeGreaterThanOrEqual(6);
    expect(reference.continents.filter(isCruiseContinent).map((c) => c.continent_name)).toEqual(['Cruise_Categories', 'Cruise_Ocean', 'Cruise_River']);
    expect(reference.continents.flatMap((c) => c.countries).length).toBeGreaterThanOrEqual(40);
    expect(reference.places.length).toBeGreaterThanOrEqual(120);
  });

  it('keeps the travel style ids the site links to', () => {
    const name = (id: number) => reference.travelStyles.find((style) => style.id === id)?.style_name;
    expect(name(TRAVEL_STYLE_IDS.cruises)).toBe('Cruises');
    expect(name(TRAVEL_STYLE_IDS.disney)).toBe('Disney Trips');
    expect(name(TRAVEL_STYLE_IDS.lastMinute)).toBe('Last Minute');
    expect(name(TRAVEL_STYLE_IDS.riverCruise)).toBe('River Cruise');
    expect(reference.travelStyles.map((style) => style.style_name)).toEqual(expect.arrayContaining(['Destination Wedding', 'Group Travel', 'All-Inclusive']));
  });
});

describe('generatePackages', () => {
  it('is deterministic, and package n is the same whatever the count', () => {
    expect(generatePackages(SEED_PACKAGE_COUNT, reference.generatorInput)).toEqual(packages);
    expect(generatePackages(20, reference.generatorInput, 101)).toEqual(packages.slice(100, 120));
  });

  it('produces packages the admin API would accept, with unique urls', () => {
    for (const pkg of packages) {
      const result = packageCreateInputSchema.safeParse(editableFields(pkg));
      expect(result.success, `${pkg.package_url}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
    expect(new Set(packages.map((pkg) => pkg.package_url)).size).toBe(packages.length);
  });

  it('stores rich text already in its sanitised form', () => {
    for (const pkg of packages) {
      for (const tab of pkg.tabs) {
        for (const key of richTextFieldKeys(tab.layoutName)) {
          const value = tab.fields[key];
          if (typeof value === 'string') expect(sanitizeRichText(value)).toBe(value);
        }
      }
    }
  });

  it('spreads over continents, styles, date types and tab counts', () => {
    const onSale = packages.filter((pkg) => isPackageOnSale(pkg, SEED_BASE_DATE));
    for (const style of Object.values(TRAVEL_STYLE_IDS)) {
      expect(onSale.filter((pkg) => pkg.travelStyleIds.includes(style)).length, `style ${style}`).toBeGreaterThanOrEqual(3);
    }
    const continentOf = new Map(reference.places.map((place) => [`city-${place.cityId}`, place.continentId]));
    const continentsWithPackages = new Set(onSale.map((pkg) => continentOf.get(pkg.destinationIds[0]!)));
    for (const continent of reference.continents.filter((c) => c.continent_name !== 'Cruise_Categories')) {
      expect(continentsWithPackages.has(continent.continent_id), continent.continent_name).toBe(true);
    }
    expect(new Set(packages.flatMap((pkg) => pkg.dateRanges.map((range) => range.type)))).toEqual(new Set(['specific', 'range', 'until']));
    expect(new Set(packages.map((pkg) => pkg.tabs.length))).toEqual(new Set([2, 3, 4, 5]));
    expect(packages.some((pkg) => pkg.status === 'draft')).toBe(true);
    expect(packages.some((pkg) => pkg.validUntil !== null && pkg.validUntil < SEED_BASE_DATE)).toBe(true);
  });

  it('gives a share of the packages departures from several cities, some sold out, some past, priced as a save would', () => {
    const dated = packages.filter((pkg) => (pkg.departures ?? []).length > 0);
    expect(dated.length / packages.length).toBeGreaterThan(0.3);
    expect(dated.length / packages.length).toBeLessThan(0.5);
    expect(dated.every((pkg) => new Set(pkg.departures!.map((departure) => departure.departureCityId)).size >= 2)).toBe(true);
    const all = dated.flatMap((pkg) => pkg.departures!);
    expect(all.some((departure) => departure.availability === 'sold-out')).toBe(true);
    expect(all.some((departure) => departure.availability === 'limited')).toBe(true);
    expect(all.some((departure) => departure.date < SEED_BASE_DATE)).toBe(true);
    expect(all.some((departure) => departure.until !== undefined)).toBe(true);
    // Some packages' departures have all passed by the base date; most still sell.
    expect(dated.some((pkg) => !isPackageOnSale(pkg, SEED_BASE_DATE) && pkg.status === 'published')).toBe(true);
    expect(dated.filter((pkg) => isPackageOnSale(pkg, SEED_BASE_DATE)).length).toBeGreaterThan(dated.length * 0.9);
    for (const pkg of dated) expect(pkg).toEqual(withDerivedDepartureFields(pkg, '2026-11-01'));
  });

  it('writes real-looking titles', () => {
    const titles = packages.map((pkg) => pkg.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\d+-Night .+ All-Inclusive at .+/),
        expect.stringMatching(/River Cruise/),
        expect.stringMatching(/Disney/),
      ]),
    );
  });
});

describe('the seeded French catalogue', () => {
  const french = packages.filter((pkg) => pkg.fr);
  const frenchTexts = french.flatMap((pkg) => Object.values(pkg.fr!.texts).map((text) => text.text));

  it('gives at least 20 packages on sale a complete French version, and leaves a few in English only', () => {
    for (const pkg of french) expect(isFrenchComplete(pkg), pkg.package_url).toBe(true);
    expect(french.filter((pkg) => isPackageOnSale(pkg, SEED_BASE_DATE)).length).toBeGreaterThanOrEqual(20);
    expect(packages.length - french.length).toBeGreaterThan(0);
    // Every text a visitor reads, in every layout the seed uses.
    const paths = new Set(french.flatMap((pkg) => translatableTexts(pkg).map((text) => text.path.replace(/\.\d+/g, '.n'))));
    expect([...paths]).toEqual(
      expect.arrayContaining(['title', 'seo.description', 'tabs.n.fields.days.n.description', 'tabs.n.fields.questions.n.answer', 'tabs.n.fields.terms']),
    );
  });

  it('writes French as Quebec does: non-breaking spaces before : ; ? ! %, amounts as 1 000 $, no English template left', () => {
    expect(frenchTexts.filter((text) => / [:;?!%]/.test(text.replace(/<[^>]*>/g, '')))).toEqual([]);
    expect(frenchTexts.some((text) => text.includes('\u00a0:'))).toBe(true);
    expect(frenchTexts.some((text) => text.includes('250\u00a0$'))).toBe(true);
    expect(frenchTexts.filter((text) => /\$\d/.test(text))).toEqual([]);
    expect(frenchTexts.filter((text) => /\b(Nights?|Return flights|Day at sea|Fly home|per person|Deposit)\b/.test(text))).toEqual([]);
    // Not the English: every title differs from its English.
    for (const pkg of french) expect(pkg.fr!.texts.title!.text, pkg.package_url).not.toBe(pkg.title);
  });

  it('keeps every French text within its English field’s limit', () => {
    for (const pkg of french)
      for (const text of translatableTexts(pkg))
        if (text.max !== undefined) expect(pkg.fr!.texts[text.path]!.text.length, `${pkg.package_url} ${text.path}`).toBeLessThanOrEqual(text.max);
  });

  it('names every place, travel style and departure city in French, so the French site leaves none out', () => {
    for (const continent of reference.continents) {
      expect(continentSchema.safeParse(continent).success).toBe(true);
      expect(inFrench(continent, ['continent_name']), continent.continent_name).not.toBeNull();
      for (const country of continent.countries) {
        expect(inFrench(country, ['name']), country.name).not.toBeNull();
        for (const city of country.cities) expect(inFrench(city, ['name']), city.name).not.toBeNull();
      }
    }
    for (const style of reference.travelStyles) expect(inFrench(style, ['style_name'])?.style_name, style.style_name).toBeTruthy();
    for (const city of reference.departureCities) expect(inFrench(city, ['city_name'])?.city_name, city.city_name).toBeTruthy();
    expect(
      inFrench(
        reference.departureCities.find((city) => city.city_name === 'Montreal')!,
        ['city_name'],
      )!.city_name,
    ).toBe('Montréal');
  });
});

describe('seedCatalogue', () => {
  let aws: LocalAws;
  let context: SeedContext;
  const lines: string[] = [];

  beforeAll(async () => {
    aws = await useLocalAws();
    clearCatalogueIndexCache();
    context = {
      doc: createLocalDocumentClient(aws.dynamoEndpoint),
      s3: createLocalS3Client(aws.s3Endpoint),
      tableNames: aws.tableNames,
      bucket: aws.bucket,
      dataDir: '/unused',
      log: (line) => lines.push(line),
    };
  });

  afterAll(async () => {
    context?.doc.destroy();
    context?.s3.destroy();
    clearCatalogueIndexCache();
    await aws?.stop();
  });

  it('loads the catalogue in seconds, and the API serves it', async () => {
    const startedAt = Date.now();
    await seedCatalogue(context);
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(lines.at(-1)).toMatch(/240 packages/);

    const now = new Date(`${SEED_BASE_DATE}T18:00:00.000Z`);
    const all = await searchDeals({ destinationIds: [], travelStyleIds: [], page: 1, limit: 21 }, now);
    expect(all.total).toBeGreaterThanOrEqual(200);
    expect(all.packages).toHaveLength(21);
    const fromVancouverInMarch = await searchDeals(
      { destinationIds: [], travelStyleIds: [], departureCityIds: [1], months: ['2027-03'], page: 1, limit: 21 },
      now,
    );
    expect(fromVancouverInMarch.total).toBeGreaterThanOrEqual(5);
    const rivers = await searchDeals({ destinationIds: [], travelStyleIds: [TRAVEL_STYLE_IDS.riverCruise], page: 1, limit: 60 }, now);
    expect(rivers.total).toBeGreaterThanOrEqual(3);

    const picks = await readTopPicks(false, now);
    expect(picks.length).toBe(reference.continents.filter((c) => !isCruiseContinent(c)).length);
    for (const entry of picks) {
      expect(entry.top_pick_one, entry.continent_name).not.toBeNull();
      expect(entry.top_pick_two, entry.continent_name).not.toBeNull();
    }

    const first = all.packages[0]!;
    const detail = await readPackageByUrl(first.package_url, false, now);
    expect(detail.tabs.length).toBeGreaterThanOrEqual(2);

    // The French site: the packages complete in French, by their French texts; the homepage content in French too.
    const frenchDeals = await searchDeals({ destinationIds: [], travelStyleIds: [], page: 1, limit: 21 }, now, 'fr');
    expect(frenchDeals.total).toBeGreaterThanOrEqual(20);
    expect(frenchDeals.total).toBeLessThan(all.total);
    const frenchDetail = await readPackageByUrl(frenchDeals.packages[0]!.package_url, false, now, 'fr');
    expect(frenchDetail.tabs[0]!.tabName).toBe('Aperçu');
    expect(frenchDeals.packages[0]!.destinationName).toBeTruthy();
    const frenchPicks = await readTopPicks(false, now, 'fr');
    expect(frenchPicks.map((entry) => entry.continent_name)).toContain('Amérique du Nord');

    // Visitors read a pricing table only while a package on sale shows it. The seeded cruises show the four
    // cruise tables; the resort and tour tables are on no package (only cruises get a Prices tab).
    const shown = new Set(packages.filter((pkg) => isPackageOnSale(pkg, SEED_BASE_DATE)).flatMap(referencedTableIds));
    expect([...shown].sort()).toEqual([1, 2, 3, 4]);
    for (const table of reference.pricingTables) {
      if (shown.has(table.id)) expect((await readPricingTable(table.id, false, now)).name).toBe(table.name);
      else await expect(readPricingTable(table.id, false, now)).rejects.toThrow('There is no such table.');
      expect((await readPricingTable(table.id, true, now)).name).toBe(table.name);
    }
  });

  it('stores each banner image in the media bucket, each under 60 KB', async () => {
    for (const scene of BANNER_SCENES) {
      const object = await context.s3.send(new GetObjectCommand({ Bucket: aws.bucket, Key: bannerKey(scene) }));
      const bytes = await object.Body!.transformToByteArray();
      expect(object.ContentType).toBe('image/png');
      expect(bytes.length).toBeLessThan(60 * 1024);
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    }
  });

  it('stores each banner’s 1200 × 630 share image beside it, under 300 KB, and every package points at its banner’s', async () => {
    for (const scene of BANNER_SCENES) {
      const object = await context.s3.send(new GetObjectCommand({ Bucket: aws.bucket, Key: shareImageKeyOf(bannerKey(scene)) }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      expect(object.ContentType).toBe('image/png');
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
      // The PNG header's width and height.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    for (const pkg of generatePackages(SEED_PACKAGE_COUNT, buildSeedReferenceData().generatorInput)) {
      expect(pkg.share_image).toBe(pkg.banner_image.replace(/\.png$/, '-share.png'));
    }
  });
});
