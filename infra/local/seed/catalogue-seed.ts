import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Continent } from '@tdp/shared/schemas/destination';
import { isCruiseContinent } from '@tdp/shared/schemas/destination';
import type { Package } from '@tdp/shared/schemas/package';
import { isPackageOnSale } from '@tdp/shared/schemas/package';
import type { PricingTable } from '@tdp/shared/schemas/pricing-table';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import type { Testimonial } from '@tdp/shared/schemas/testimonial';
import type { BestBet } from '@tdp/shared/schemas/best-bet';
import type { TopPick } from '@tdp/shared/schemas/top-pick';
import { collectionItem } from '@tdp/functions/data/content-table';
import { packageItemsForBulkLoad } from '@tdp/functions/domain/packages/package-card';
import { packageAgentNotesItemForBulkLoad } from '@tdp/functions/data/package-agent-notes-repository';
import { counterItem } from '@tdp/functions/data/counter-repository';
import { catalogueVersionItem } from '@tdp/functions/data/catalogue-version-repository';
import { BANNER_SCENES, bannerKey, renderBannerPng, renderShareImagePng, shareImageKeyOf } from './banner-image.ts';
import { SEED_CONTINENTS, SEED_DEPARTURE_CITIES, SEED_TRAVEL_STYLES } from './catalogue-seed-data.ts';
import { generatePackages, SEED_BASE_DATE, type GeneratorInput, type PricingTableTheme, type SeedPlace } from './package-generator.ts';
import type { SeedContext } from './seed-local-stack.ts';
import { seedPackageAgentNotes } from './package-agent-notes-seed.ts';
import { textFingerprint } from '@tdp/shared/catalogue/french-texts';
import type { FrenchVersion } from '@tdp/shared/catalogue/french-version';
import { FRENCH_STYLE_NAMES, frenchDepartureCityName, frenchDollars, frenchPlaceName, NBSP } from './french-names.ts';

/** A French version of an item's texts, each translated from the English as it is (`[path, english, french]`). */
function frenchVersion(...texts: Array<[path: string, english: string, french: string]>): FrenchVersion {
  return {
    texts: Object.fromEntries(
      texts.filter(([, english]) => english.trim() !== '').map(([path, english, french]) => [path, { text: french, from: textFingerprint(english) }]),
    ),
  };
}

/** Packages in the local stack's catalogue. */
export const SEED_PACKAGE_COUNT = 240;

/** Audit stamp of seeded items: fixed, so the seed is the same on every machine. */
const SEED_AUDIT = { at: '2026-11-01T09:00:00.000Z', by: 'seed' } as const;
const AUDIT_FIELDS = { version: 1, createdAt: SEED_AUDIT.at, createdBy: SEED_AUDIT.by, updatedAt: SEED_AUDIT.at, updatedBy: SEED_AUDIT.by };

/** The reference catalogue (everything but packages) with the ids the seed gives it. */
export interface SeedReferenceData {
  continents: Continent[];
  places: SeedPlace[];
  travelStyles: Array<{ id: number; style_name: string; fr: FrenchVersion }>;
  departureCities: Array<{ id: number; city_name: string; fr: FrenchVersion }>;
  pricingTables: PricingTable[];
  generatorInput: GeneratorInput;
  /** Highest country and city ids (the counters continue from them). */
  lastCountryId: number;
  lastCityId: number;
}

function pricingTables(): Array<{ theme: PricingTableTheme; table: PricingTable }> {
  const table = (id: number, name: string, columns: Array<[string, string]>, rows: string[][]): PricingTable => ({
    id,
    name,
    columns: columns.map(([key, label]) => ({ key, label })),
    rows: rows.map((cells, index) => ({ id: `r${index + 1}`, cells: Object.fromEntries(columns.map(([key], k) => [key, cells[k] ?? ''])) })),
    ...AUDIT_FIELDS,
  });
  return [
    {
      theme: 'caribbean-cruise',
      table: table(
        1,
        'Caribbean cruises 2027: cabin rates',
        [
          ['cabin', 'Cabin'],
          ['jan', 'January'],
          ['feb', 'February'],
          ['mar', 'March'],
        ],
        [
          ['Interior', '$899', '$949', '$1,029'],
          ['Ocean view', '$1,099', '$1,149', '$1,229'],
          ['Balcony', '$1,399', '$1,479', '$1,549'],
          ['Suite', '$2,699', '$2,799', '$2,899'],
        ],
      ),
    },
    {
      theme: 'alaska-cruise',
      table: table(
        2,
        'Alaska cruises 2027: cabin rates',
        [
          ['cabin', 'Cabin'],
          ['may', 'May'],
          ['jul', 'July'],
          ['sep', 'September'],
        ],
        [
          ['Interior', '$1,049', '$1,399', '$949'],
          ['Ocean view', '$1,299', '$1,649', '$1,149'],
          ['Balcony', '$1,699', '$2,199', '$1,499'],
        ],
      ),
    },
    {
      theme: 'mediterranean-cruise',
      table: table(
        3,
        'Mediterranean cruises 2027: cabin rates',
        [
          ['cabin', 'Cabin'],
          ['apr', 'April'],
          ['jun', 'June'],
          ['oct', 'October'],
        ],
        [
          ['Interior', '$1,199', '$1,499', '$1,099'],
          ['Balcony', '$1,899', '$2,299', '$1,699'],
          ['Suite', '$3,499', '$3,999', '$3,199'],
        ],
      ),
    },
    {
      theme: 'river-cruise',
      table: table(
        4,
        'European river cruises 2027: fares by deck',
        [
          ['deck', 'Deck'],
          ['spring', 'Spring'],
          ['summer', 'Summer'],
          ['autumn', 'Autumn'],
        ],
        [
          ['Main deck (window)', '$3,299', '$3,799', '$3,499'],
          ['Middle deck (French balcony)', '$4,199', '$4,699', '$4,399'],
          ['Upper deck (full balcony)', '$5,099', '$5,599', '$5,299'],
        ],
      ),
    },
    {
      theme: 'resort-rooms',
      table: table(
        5,
        'Resort room categories: supplements per night',
        [
          ['room', 'Room'],
          ['supplement', 'Supplement per person'],
          ['occupancy', 'Maximum occupancy'],
        ],
        [
          ['Deluxe garden view', 'Included', '3 adults or 2 adults + 2 children'],
          ['Deluxe ocean view', '$35', '3 adults or 2 adults + 2 children'],
          ['Junior suite', '$75', '2 adults + 2 children'],
          ['Swim-up suite (adults only)', '$120', '2 adults'],
        ],
      ),
    },
    {
      theme: 'tour-departures',
      table: table(
        6,
        'Escorted tours 2027: departures and twin-share prices',
        [
          ['departure', 'Departure'],
          ['twin', 'Twin share'],
          ['single', 'Single supplement'],
        ],
        [
          ['March 12, 2027', '$3,495', '$895'],
          ['May 7, 2027', '$3,795', '$995'],
          ['September 17, 2027', '$3,695', '$950'],
          ['October 8, 2027', '$3,495', '$895'],
        ],
      ),
    },
  ];
}

/** Gives every continent, country and city its id in the order the data lists them. */
export function buildSeedReferenceData(): SeedReferenceData {
  let countryId = 0;
  let cityId = 0;
  const places: SeedPlace[] = [];
  const continents: Continent[] = SEED_CONTINENTS.map((seedContinent, continentIndex) => {
    const continentId = continentIndex + 1;
    return {
      continent_id: continentId,
      continent_name: seedContinent.name,
      // A cruise group's French name is its name as visitors read it (`Cruise_River` → `Fleuves et rivières`).
      fr: frenchVersion(['continent_name', seedContinent.name, frenchPlaceName(seedContinent.name)]),
      countries: seedContinent.countries.map((seedCountry) => {
        countryId += 1;
        const thisCountryId = countryId;
        return {
          id: thisCountryId,
          name: seedCountry.name,
          fr: frenchVersion(['name', seedCountry.name, frenchPlaceName(seedCountry.name)]),
          cities: seedCountry.cities.map((seedCity) => {
            cityId += 1;
            places.push({
              cityId,
              cityName: seedCity.name,
              countryId: thisCountryId,
              countryName: seedCountry.name,
              continentId,
              continentName: seedContinent.name,
              kind: seedCity.kind,
            });
            return { id: cityId, name: seedCity.name, fr: frenchVersion(['name', seedCity.name, frenchPlaceName(seedCity.name)]) };
          }),
        };
      }),
      ...AUDIT_FIELDS,
    };
  });
  const categories = continents.find((continent) => continent.continent_name === 'Cruise_Categories')!;
  const category = (name: string) => `country-${categories.countries.find((country) => country.name === name)!.id}`;
  const departureCities = SEED_DEPARTURE_CITIES.map((city_name, index) => ({
    id: index + 1,
    city_name,
    fr: frenchVersion(['city_name', city_name, frenchDepartureCityName(city_name)]),
  }));
  const tables = pricingTables();
  return {
    continents,
    places,
    travelStyles: SEED_TRAVEL_STYLES.map((style) => ({ ...style, fr: frenchVersion(['style_name', style.style_name, FRENCH_STYLE_NAMES[style.id]!]) })),
    departureCities,
    pricingTables: tables.map(({ table }) => table),
    generatorInput: {
      places,
      departureCities,
      cruiseCategories: {
        family: category('Family Cruises'),
        luxury: category('Luxury Cruises'),
        expedition: category('Expedition Cruises'),
        adultsOnly: category('Adults-Only Cruises'),
        disney: category('Disney Cruises'),
      },
      tableIds: Object.fromEntries(tables.map(({ theme, table }) => [theme, table.id])) as Record<PricingTableTheme, number>,
      audit: SEED_AUDIT,
    },
    lastCountryId: countryId,
    lastCityId: cityId,
  };
}

/** The promotions' French texts, by id: title, subtitle, button. */
const FRENCH_PROMOTIONS: Readonly<Record<number, [string, string, string]>> = {
  1: [
    'Les fleuves d’Europe en 2027',
    `Jusqu’à ${frenchDollars(1000)} d’économies par couple sur le Danube, le Rhin et le Douro`,
    'Voir les croisières fluviales',
  ],
  2: ['Le soleil d’hiver à prix de dernière minute', 'Escapades tout compris ce mois-ci, au départ de partout au Canada', 'Aubaines de dernière minute'],
  3: ['La magie Disney pour toute la famille', 'Les enfants logent et s’amusent au tarif enfant à Walt Disney World et à Disneyland', ''],
  4: [
    `Croisières dans les Caraïbes dès ${frenchDollars(899)}`,
    'Dépôts réduits sur les départs 2027 de Miami, Fort Lauderdale et San Juan',
    'Trouver une croisière',
  ],
  5: [`Réservez tôt${NBSP}: l’Europe en 2027`, `Circuits accompagnés réservés avec un dépôt de ${frenchDollars(100)}`, 'Explorer l’Europe'],
};

function promotions(): Promotion[] {
  return englishPromotions().map((promotion) => {
    const [title, subtitle, linkLabel] = FRENCH_PROMOTIONS[promotion.id]!;
    return {
      ...promotion,
      fr: frenchVersion(['title', promotion.title, title], ['subtitle', promotion.subtitle, subtitle], ['linkLabel', promotion.linkLabel, linkLabel]),
    };
  });
}

function englishPromotions(): Promotion[] {
  const base = { placements: ['landing', 'deals'] as Promotion['placements'], ...AUDIT_FIELDS };
  return [
    {
      id: 1,
      title: 'Sail Europe’s rivers in 2027',
      subtitle: 'Save up to $1,000 per couple on Danube, Rhine and Douro sailings',
      image: 'package-images/banner-river.png',
      link: '/deals?travelStyleIds=[28]',
      linkLabel: 'See river cruises',
      startsAt: '2026-11-01',
      endsAt: '2027-03-31',
      active: true,
      sortOrder: 1,
      ...base,
    },
    {
      id: 2,
      title: 'Winter sun at last-minute prices',
      subtitle: 'All-inclusive escapes leaving this month from across Canada',
      image: 'package-images/banner-beach.png',
      link: '/deals?travelStyleIds=[13]',
      linkLabel: 'Last-minute deals',
      startsAt: '2026-11-15',
      endsAt: '2027-02-28',
      active: true,
      sortOrder: 2,
      ...base,
    },
    {
      id: 3,
      title: 'Disney magic for the whole family',
      subtitle: 'Kids stay and play at the child rate at Walt Disney World and Disneyland',
      image: 'package-images/banner-sunset-sea.png',
      link: '/deals/disney',
      linkLabel: '',
      startsAt: '2026-10-01',
      endsAt: '2027-06-30',
      active: true,
      sortOrder: 3,
      ...base,
      placements: ['landing'],
    },
    {
      id: 4,
      title: 'Caribbean cruises from $899',
      subtitle: 'Reduced deposits on 2027 sailings from Miami, Fort Lauderdale and San Juan',
      image: 'package-images/banner-tropical-island.png',
      link: '/cruise-deals?travelStyleIds=[4]',
      linkLabel: 'Find a cruise',
      startsAt: '2026-11-01',
      endsAt: '2027-04-30',
      active: true,
      sortOrder: 4,
      ...base,
    },
    {
      id: 5,
      title: 'Early booking: Europe 2027',
      subtitle: 'Reserve escorted tours with a $100 deposit',
      image: 'package-images/banner-city.png',
      link: '/deals?destinationIds=["continent-4"]',
      linkLabel: 'Explore Europe',
      startsAt: '2027-01-05',
      endsAt: '2027-05-31',
      active: false,
      sortOrder: 5,
      ...base,
      placements: ['deals'],
    },
  ];
}

function testimonials(): Testimonial[] {
  const entries: Array<[string, string, string, number, string, string]> = [
    [
      'Priya S.',
      'Kelowna, BC',
      'Our Danube cruise was arranged down to the last transfer. We just had to show up and enjoy it.',
      5,
      'Danube river cruise',
      '2026-10-02',
    ],
    [
      'Mark and Denise T.',
      'Calgary, AB',
      'Fourth trip booked with our agent and every one has been better than the last. The resort upgrade was a lovely surprise.',
      5,
      'Riviera Maya all-inclusive',
      '2026-09-14',
    ],
    [
      'The Nguyen family',
      'Surrey, BC',
      'Travelling to Disney World with three kids felt easy. The dining reservations alone saved us hours.',
      5,
      'Walt Disney World family vacation',
      '2026-08-21',
    ],
    [
      'Harjit K.',
      'Brampton, ON',
      'When our flight was cancelled, our agent rebooked us before we even reached the counter.',
      5,
      'Punta Cana getaway',
      '2026-07-30',
    ],
    [
      'Louise B.',
      'Quebec City, QC',
      'The small-group tour of Peru was perfectly paced, and our guide in Cusco was wonderful.',
      4,
      'Peru discovery tour',
      '2026-06-11',
    ],
    [
      'Graham R.',
      'Halifax, NS',
      'Alaska from the balcony of our cabin: glaciers, whales, and not a single worry about the details.',
      5,
      'Alaska cruise from Vancouver',
      '2026-09-03',
    ],
    [
      'Amira H.',
      'Winnipeg, MB',
      'Our honeymoon in Bora Bora was a dream. Thank you for thinking of the little things.',
      5,
      'Bora Bora honeymoon',
      '2026-05-19',
    ],
    [
      'Doug and Pat W.',
      'Victoria, BC',
      'Good value and honest advice: we were steered away from a resort that would not have suited us.',
      4,
      'Varadero all-inclusive',
      '2026-03-08',
    ],
    ['Sofia M.', 'Ottawa, ON', 'The Kenya safari exceeded every expectation. Seeing the migration was unforgettable.', 5, 'Kenya safari', '2026-08-29'],
    ['Kevin L.', 'Edmonton, AB', 'Booked the ski week in Whistler at the last minute and still got a great lodge.', 4, 'Whistler ski package', '2026-02-15'],
  ];
  // In French as the travellers agreed to be quoted (provinces as French writes them).
  const french: Array<[string, string, string]> = [
    [
      'Kelowna (C.-B.)',
      'Notre croisière sur le Danube était organisée jusqu’au dernier transfert. Nous n’avions qu’à nous présenter et à en profiter.',
      'Croisière sur le Danube',
    ],
    [
      'Calgary (Alb.)',
      'Quatrième voyage réservé avec notre conseillère, et chacun a été meilleur que le précédent. Le surclassement au complexe a été une belle surprise.',
      'Riviera Maya tout compris',
    ],
    [
      'Surrey (C.-B.)',
      'Aller à Disney World avec trois enfants a été facile. Les réservations de repas nous ont à elles seules fait gagner des heures.',
      'Vacances en famille à Walt Disney World',
    ],
    [
      'Brampton (Ont.)',
      'Quand notre vol a été annulé, notre agent nous a trouvé d’autres places avant même que nous arrivions au comptoir.',
      'Escapade à Punta Cana',
    ],
    ['Québec (Qc)', 'Le circuit en petit groupe au Pérou avait le rythme parfait, et notre guide à Cuzco était formidable.', 'Circuit découverte au Pérou'],
    [
      'Halifax (N.-É.)',
      'L’Alaska depuis le balcon de notre cabine${COLON} glaciers, baleines, et pas le moindre souci pour les détails.',
      'Croisière en Alaska au départ de Vancouver',
    ],
    ['Winnipeg (Man.)', 'Notre voyage de noces à Bora-Bora était un rêve. Merci d’avoir pensé aux petites attentions.', 'Voyage de noces à Bora-Bora'],
    [
      'Victoria (C.-B.)',
      'Bon rapport qualité-prix et conseils honnêtes${COLON} on nous a évité un complexe qui ne nous aurait pas convenu.',
      'Varadero tout compris',
    ],
    ['Ottawa (Ont.)', 'Le safari au Kenya a dépassé toutes nos attentes. Voir la grande migration, c’est inoubliable.', 'Safari au Kenya'],
    ['Edmonton (Alb.)', 'Semaine de ski à Whistler réservée à la dernière minute, et nous avons quand même eu un excellent chalet.', 'Forfait ski à Whistler'],
  ].map(([location, quote, trip]) => [location!, quote!.replaceAll('${COLON}', `${NBSP}:`), trip!]);
  return entries.map(([author, location, quote, rating, trip, date], index) => ({
    id: index + 1,
    author,
    location,
    quote,
    rating,
    trip,
    date,
    published: index !== 7,
    sortOrder: index + 1,
    fr: frenchVersion(['location', location, french[index]![0]], ['quote', quote, french[index]![1]], ['trip', trip, french[index]![2]]),
    ...AUDIT_FIELDS,
  }));
}

/** Two packages on sale per destination continent, from different countries where possible. */
function topPicks(continents: readonly Continent[], packages: readonly Package[], places: readonly SeedPlace[]): TopPick[] {
  const placeByCity = new Map(places.map((place) => [`city-${place.cityId}`, place]));
  return continents
    .filter((continent) => !isCruiseContinent(continent))
    .map((continent) => {
      const candidates = packages.filter(
        (pkg) => isPackageOnSale(pkg, SEED_BASE_DATE) && placeByCity.get(pkg.destinationIds[0]!)?.continentId === continent.continent_id,
      );
      const first = candidates[0];
      const second =
        candidates.find((pkg) => placeByCity.get(pkg.destinationIds[0]!)?.countryId !== placeByCity.get(first?.destinationIds[0] ?? '')?.countryId) ??
        candidates[1];
      return { continent_id: continent.continent_id, top_pick_one: first?.id ?? null, top_pick_two: second?.id ?? null, ...AUDIT_FIELDS };
    });
}

function bestBets(packages: readonly Package[]): BestBet[] {
  const onSale = packages.filter((pkg) => isPackageOnSale(pkg, SEED_BASE_DATE));
  const labels: Array<[string, string, string, string]> = [
    ['Best Seller', 'Our most booked week in the sun this winter.', 'Le plus populaire', 'Notre semaine au soleil la plus réservée cet hiver.'],
    ['Staff Pick', 'Chosen by our agents after visiting last spring.', 'Coup de cœur', 'Choisi par nos agents après leur visite le printemps dernier.'],
    ['Best Value', 'Everything included at a price that is hard to beat.', 'Meilleur rapport qualité-prix', 'Tout est compris, à un prix difficile à battre.'],
    [
      'Family Favourite',
      'Kids clubs, family suites and room to play.',
      'Favori des familles',
      'Clubs pour enfants, suites familiales et de l’espace pour jouer.',
    ],
    ['New for 2027', 'A brand-new itinerary with limited departures.', 'Nouveauté 2027', 'Un tout nouvel itinéraire aux départs limités.'],
    ['Limited Time', 'Reduced deposit while cabins last.', 'Offre limitée', 'Dépôt réduit jusqu’à épuisement des cabines.'],
  ];
  return labels.map(([label, blurb, labelFr, blurbFr], index) => ({
    id: index + 1,
    packageId: onSale[(index * 37) % onSale.length]!.id,
    label,
    blurb,
    sortOrder: index + 1,
    fr: frenchVersion(['label', label, labelFr], ['blurb', blurb, blurbFr]),
    ...AUDIT_FIELDS,
  }));
}

const BATCH_SIZE = 25;
const PARALLEL_BATCHES = 4;

/** Writes items with BatchWriteItem, 25 per call and a few calls at a time, retrying unprocessed items. */
export async function batchPut(doc: DynamoDBDocumentClient, tableName: string, items: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const batches: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) batches.push(items.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      let requests = batch.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
        const result = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
        requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}

/** Every content-table item of a seeded catalogue of `packageCount` packages (used by the seed and the bench). */
export function catalogueItems(reference: SeedReferenceData, packages: readonly Package[]): Array<Record<string, unknown>> {
  const maxPackageId = packages.reduce((max, pkg) => Math.max(max, pkg.id), 0);
  const promotionList = promotions();
  const testimonialList = testimonials();
  const bestBetList = bestBets(packages);
  return [
    ...reference.continents.map((continent) => collectionItem('continent', continent.continent_id, continent)),
    ...reference.travelStyles.map((style) => collectionItem('travelStyle', style.id, { ...style, ...AUDIT_FIELDS })),
    ...reference.departureCities.map((city) => collectionItem('departureCity', city.id, { ...city, ...AUDIT_FIELDS })),
    ...reference.pricingTables.map((table) => collectionItem('pricingTable', table.id, table)),
    ...promotionList.map((promotion) => collectionItem('promotion', promotion.id, promotion)),
    ...testimonialList.map((testimonial) => collectionItem('testimonial', testimonial.id, testimonial)),
    ...bestBetList.map((bet) => collectionItem('bestBet', bet.id, bet)),
    ...topPicks(reference.continents, packages, reference.places).map((picks) => collectionItem('topPick', picks.continent_id, picks)),
    ...packages.flatMap(packageItemsForBulkLoad),
    ...seedPackageAgentNotes(packages).map(packageAgentNotesItemForBulkLoad),
    counterItem('continent', reference.continents.length),
    counterItem('country', reference.lastCountryId),
    counterItem('city', reference.lastCityId),
    counterItem('travelStyle', Math.max(...reference.travelStyles.map((style) => style.id))),
    counterItem('departureCity', reference.departureCities.length),
    counterItem('pricingTable', reference.pricingTables.length),
    counterItem('promotion', promotionList.length),
    counterItem('testimonial', testimonialList.length),
    counterItem('bestBet', bestBetList.length),
    counterItem('package', maxPackageId),
    catalogueVersionItem(1),
  ];
}

/**
 * Seeds the local stack's catalogue: the destination tree (7 continents and 3 cruise groups), 28 travel
 * styles, 19 Canadian departure cities, pricing tables, 240 packages with generated banner images in the
 * media bucket (the newest published ones with agent-only notes), promotions, testimonials, top picks and best bets. Deterministic; safe to run again
 * (it rewrites the same items).
 */
export async function seedCatalogue(context: SeedContext): Promise<void> {
  const startedAt = Date.now();
  // Each scene's banner and, beside it, its 1200 × 630 share image.
  await Promise.all(
    BANNER_SCENES.flatMap((scene) =>
      [
        { Key: bannerKey(scene), Body: renderBannerPng(scene) },
        { Key: shareImageKeyOf(bannerKey(scene)), Body: renderShareImagePng(scene) },
      ].map((file) =>
        context.s3.send(new PutObjectCommand({ Bucket: context.bucket, ...file, ContentType: 'image/png', CacheControl: 'public, max-age=86400' })),
      ),
    ),
  );
  const reference = buildSeedReferenceData();
  const packages = generatePackages(SEED_PACKAGE_COUNT, reference.generatorInput);
  const items = catalogueItems(reference, packages);
  await batchPut(context.doc, context.tableNames.content, items);
  const countries = reference.continents.reduce((sum, continent) => sum + continent.countries.length, 0);
  context.log(
    `catalogue: ${reference.continents.length} continents and cruise groups, ${countries} countries, ${reference.places.length} cities, ` +
      `${reference.travelStyles.length} travel styles, ${reference.departureCities.length} departure cities, ${packages.length} packages, ` +
      `${BANNER_SCENES.length} banner and share images (${items.length} items in ${Date.now() - startedAt} ms)`,
  );
}
