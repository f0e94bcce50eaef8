import type { Package, PackageIcon, PackageTab } from '@tdp/shared/schemas/package';
import { packageUrlFromTitle } from '@tdp/shared/schemas/package';
import type { DateRange } from '@tdp/shared/schemas/date-range';
import { TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { AGENCY_TIME_ZONE, DEFAULT_TAB } from '@tdp/shared/constants';
import type { Departure } from '@tdp/shared/departures/departure';
import { withDerivedDepartureFields } from '@tdp/shared/departures/departure-derivations';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { richTextFieldKeys } from '@tdp/shared/layouts/layout-registry';
import { sanitizeRichText } from '@tdp/functions/domain/rich-text/sanitize-rich-text';
import type { TripKind } from './catalogue-seed-data.ts';
import { shareImageKeyOf } from './banner-image.ts';
import { textFingerprint, translatableTexts, type PackageFrench, type TranslatablePackage } from '@tdp/shared/catalogue/french-texts';
import { atPlace, frenchDepartureCityName, frenchDollars, frenchList, frenchPlaceName, NBSP, ofPlace } from './french-names.ts';

/**
 * Deterministic generator of realistic packages for the local seed and the deals bench. Package number
 * `n` is always the same package (its random numbers are seeded by `n`), so the first 240 packages of the
 * bench's 10,000 are the local stack's 240. Dates are relative to a fixed base date, 2026-12-01, and run
 * through 2027.
 */

/** First day of the seeded sales season. */
export const SEED_BASE_DATE = '2026-12-01';

/** A city of the destination tree with what kind of trip it suits. */
export interface SeedPlace {
  cityId: number;
  cityName: string;
  countryId: number;
  countryName: string;
  continentId: number;
  continentName: string;
  kind: TripKind;
}

/** Pricing tables packages can show, by theme. */
export type PricingTableTheme = 'caribbean-cruise' | 'alaska-cruise' | 'mediterranean-cruise' | 'river-cruise' | 'resort-rooms' | 'tour-departures';

export interface GeneratorInput {
  places: readonly SeedPlace[];
  departureCities: ReadonlyArray<{ id: number; city_name: string }>;
  /** Destination ids (`country-{id}`) of the Cruise_Categories entries. */
  cruiseCategories: Readonly<Record<'family' | 'luxury' | 'expedition' | 'adultsOnly' | 'disney', string>>;
  tableIds: Readonly<Record<PricingTableTheme, number>>;
  /** Who and when the packages are stamped as created by. */
  audit: { at: string; by: string };
}

const STYLE = {
  allInclusive: 1,
  adventure: 2,
  beach: 3,
  cruises: TRAVEL_STYLE_IDS.cruises,
  culinary: 5,
  wedding: 6,
  escorted: 7,
  family: 8,
  disney: TRAVEL_STYLE_IDS.disney,
  group: 10,
  honeymoon: 11,
  luxury: 12,
  lastMinute: TRAVEL_STYLE_IDS.lastMinute,
  safari: 14,
  wellness: 15,
  ski: 16,
  culture: 17,
  rail: 18,
  adultsOnly: 19,
  golf: 20,
  expedition: 21,
  eco: 22,
  cityBreak: 23,
  solo: 24,
  riverCruise: TRAVEL_STYLE_IDS.riverCruise,
} as const;

/** mulberry32: a tiny seeded generator, enough to vary prices and picks repeatably. */
function randomFor(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A price ending in 9, as agencies print them. */
function retailPrice(amount: number): number {
  return Math.max(99, Math.round(amount / 10) * 10 - 1);
}

function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

const RESORTS = [
  'Grand Palmera Resort & Spa',
  'Azul Marina Beach Resort',
  'Coral Cove All-Inclusive',
  'Playa Serena Resort',
  'Sol y Mar Beach Club',
  'Royal Tides Resort & Spa',
  'Hacienda del Sol Resort',
  'Turquesa Bay Resort',
  'Costa Dorada Beach Resort',
  'Las Olas Family Resort',
];
const ISLAND_RESORTS = [
  'Lagoon Pearl Overwater Villas',
  'Coconut Reef Resort',
  'Blue Horizon Island Resort',
  'Palm Crest Beach Hotel',
  'Tidewater Island Lodge',
  'Sea Breeze Villas',
];
const CITY_HOTELS = [
  'Hotel Le Grand Central',
  'The Riverside Boutique Hotel',
  'Old Town Heritage Hotel',
  'Skyline Plaza Hotel',
  'The Gallery Hotel',
  'Cathedral Square Inn',
];
const LODGES = ['Glacier View Lodge', 'Cedar Ridge Wilderness Lodge', 'Canyon Trail Lodge', 'Rainforest Canopy Lodge', 'Fjordside Mountain Lodge'];
const SAFARI_CAMPS = ['Acacia Plains Tented Camp', 'Savanna Star Safari Lodge', 'Riverbend Game Lodge', 'Kopje Ridge Camp'];
const SKI_LODGES = ['Summit Peaks Ski Lodge', 'Alpenglow Chalet Hotel', 'Powder Ridge Resort', 'Snowcrest Mountain Inn'];
const OCEAN_SHIPS = ['Ocean Aurora', 'Silver Meridian', 'Northern Spirit', 'Pacific Jewel', 'Sea Voyager', 'Star Horizon'];
const EXPEDITION_SHIPS = ['Polar Explorer', 'Aurora Expedition'];
const RIVER_SHIPS = ['River Aria', 'River Harmony', 'River Lumière', 'River Solstice'];

const SUPPLIERS: Readonly<Record<TripKind, readonly string[]>> = {
  beach: ['Maple Leaf Vacations', 'Pacific Sun Holidays', 'True North Getaways'],
  island: ['Pacific Sun Holidays', 'Island Hopper Travel'],
  city: ['Horizon Escorted Journeys', 'Globetrek City Breaks'],
  nature: ['Northern Lights Tours', 'Globetrek Adventures'],
  safari: ['Safari Trails Africa'],
  ski: ['Powder Days Ski Holidays'],
  'theme-park': ['Disney Destinations'],
  'ocean-port': ['Coastline Cruise Line', 'Meridian Cruises'],
  'river-port': ['Riverbend River Cruises'],
};

/** Banner scene (see banner-image.ts) per kind of trip. */
const BANNERS: Readonly<Record<TripKind, readonly string[]>> = {
  beach: ['beach', 'sunset-sea', 'tropical-island'],
  island: ['tropical-island', 'beach'],
  city: ['city'],
  nature: ['mountains', 'forest'],
  safari: ['savanna'],
  ski: ['snow'],
  'theme-park': ['city', 'sunset-sea'],
  'ocean-port': ['sunset-sea', 'tropical-island'],
  'river-port': ['river'],
};

/** Everything the text templates need about one package. */
interface Trip {
  n: number;
  random: () => number;
  place: SeedPlace;
  /** Other cities of the same country (cruise region: other ports). */
  neighbours: SeedPlace[];
  nights: number;
  stay: string;
  supplier: string;
  departures: string[];
  lastMinute: boolean;
}

function bannerFor(trip: Trip): string {
  return `package-images/banner-${pick(trip.random, BANNERS[trip.place.kind])}.png`;
}

function flightsIcon(trip: Trip): PackageIcon {
  return { icon: 'plane', text1: `Return flights from ${trip.departures[0]}` };
}

/** The French of a trip's names: its city and country, its departure cities. */
function frenchOf(trip: Trip): { city: string; country: string; departures: string[]; from: string } {
  const departures = trip.departures.map(frenchDepartureCityName);
  return { city: frenchPlaceName(trip.place.cityName), country: frenchPlaceName(trip.place.countryName), departures, from: departures[0]! };
}

/** « : » with its non-breaking space. */
const COLON = `${NBSP}:`;

/** The French twin of a blueprint's texts (written as a Quebec agency writes them, not word for word). */
interface FrenchBlueprint {
  title: string;
  icons: string[];
  mealPlan: string;
  summary: string;
  highlights: string[];
}

interface Blueprint {
  title: string;
  styles: number[];
  extraDestinations: string[];
  icons: PackageIcon[];
  /** Price before tax, per person in CAD. */
  price: number;
  taxRate: number;
  mealPlan: string;
  summary: string;
  highlights: string[];
  fr: FrenchBlueprint;
}

function resortBlueprint(trip: Trip): Blueprint {
  const { place, nights, stay, random } = trip;
  const variant = Math.floor(random() * 6);
  const styles: number[] = [STYLE.allInclusive, STYLE.beach];
  let title = `${nights}-Night ${place.cityName} All-Inclusive at ${stay}`;
  if (variant === 1) {
    title = `${place.cityName} Adults-Only Escape: ${nights} Nights at ${stay}`;
    styles.push(STYLE.adultsOnly, STYLE.wellness);
  } else if (variant === 2) {
    title = `Family Fun in ${place.cityName}: ${nights} Nights at ${stay}`;
    styles.push(STYLE.family);
  } else if (variant === 3) {
    title = `${place.cityName} Honeymoon: ${nights} Nights at ${stay}`;
    styles.push(STYLE.honeymoon, STYLE.luxury);
  } else if (variant === 4) {
    title = `Destination Wedding in ${place.cityName} at ${stay}`;
    styles.push(STYLE.wedding, STYLE.group);
  } else if (variant === 5) {
    styles.push(STYLE.golf);
  }
  if (trip.lastMinute) {
    title = `Last-Minute ${place.cityName}: ${nights} Nights at ${stay}`;
    styles.push(STYLE.lastMinute);
  }
  const f = frenchOf(trip);
  const frenchTitles = [
    `${nights} nuits tout compris ${atPlace(f.city)}, ${stay}`,
    `${f.city} pour adultes seulement${COLON} ${nights} nuits, ${stay}`,
    `Vacances en famille ${atPlace(f.city)}${COLON} ${nights} nuits, ${stay}`,
    `Voyage de noces ${atPlace(f.city)}${COLON} ${nights} nuits, ${stay}`,
    `Mariage à destination ${atPlace(f.city)}, ${stay}`,
    `${nights} nuits tout compris ${atPlace(f.city)}, ${stay}`,
  ];
  const fr: FrenchBlueprint = {
    title: trip.lastMinute ? `Dernière minute ${atPlace(f.city)}${COLON} ${nights} nuits, ${stay}` : frenchTitles[variant]!,
    icons: [
      `Vols aller-retour au départ ${ofPlace(f.from)}`,
      `${nights} nuits, ${stay}`,
      'Repas et boissons à volonté',
      'Transferts aller-retour entre l’aéroport et l’hôtel',
    ],
    mealPlan: 'Tout compris',
    summary:
      `Oubliez l’hiver canadien le temps de ${nights} nuits au soleil ${atPlace(f.city)} (${f.country}). ` +
      `Votre complexe, ${stay}, a les pieds dans le sable${COLON} piscines, restaurants à la carte et spectacles en soirée, tout est compris. ` +
      `Nous réservons vos vols au départ ${ofPlace(frenchList(f.departures))} et vos transferts${COLON} les vacances commencent dès l’atterrissage.`,
    highlights: [
      'Complexe en bord de mer avec bar dans la piscine',
      'Restaurants à la carte à volonté',
      'Club pour enfants et salon pour ados',
      'Sports nautiques non motorisés compris',
      'Wi-Fi gratuit partout dans le complexe',
    ].slice(0, 3 + (trip.n % 3)),
  };
  return {
    fr,
    title,
    styles,
    extraDestinations: [],
    icons: [
      flightsIcon(trip),
      { icon: 'hotel', text1: `${nights} nights at ${stay}` },
      { icon: 'drink', text1: 'All-inclusive meals and drinks' },
      { icon: 'transfer', text1: 'Round-trip airport transfers' },
    ],
    price: 900 + nights * (110 + random() * 90) + (variant === 3 ? 600 : 0),
    taxRate: 0.21 + random() * 0.06,
    mealPlan: 'All-inclusive',
    summary:
      `Trade the Canadian winter for ${nights} nights of sunshine in ${place.cityName}, ${place.countryName}. ` +
      `${stay} sits right on the beach, with pools, à la carte restaurants and evening entertainment included. ` +
      `Flights from ${trip.departures.join(', ')} and transfers are arranged for you, so the holiday starts the moment you land.`,
    highlights: [
      'Beachfront resort with swim-up bar',
      'Unlimited à la carte dining',
      'Kids club and teen lounge',
      'Non-motorised water sports included',
      'Free Wi-Fi throughout the resort',
    ].slice(0, 3 + (trip.n % 3)),
  };
}

function cityBlueprint(trip: Trip): Blueprint {
  const { place, nights, stay, random, neighbours } = trip;
  const next = neighbours[0];
  // A two-city tour needs a second city; a city-state gets the food-and-culture stay instead.
  const drawn = Math.floor(random() * 3);
  const variant = drawn === 1 && !next ? 2 : drawn;
  const title =
    variant === 0
      ? `${nights}-Night ${place.cityName} City Break at ${stay}`
      : variant === 1 && next
        ? `${nights + 3}-Day ${place.countryName} Highlights: ${place.cityName} & ${next.cityName}`
        : `${place.cityName} Food & Culture: ${nights} Nights`;
  const f = frenchOf(trip);
  const nextFr = next ? frenchPlaceName(next.cityName) : '';
  const fr: FrenchBlueprint = {
    title:
      variant === 0
        ? `Escapade urbaine ${atPlace(f.city)}${COLON} ${nights} nuits, ${stay}`
        : variant === 1 && next
          ? `${nights + 3} jours entre ${f.city} et ${nextFr}`
          : `${f.city} gourmande et culturelle${COLON} ${nights} nuits`,
    icons: [
      `Vols aller-retour au départ ${ofPlace(f.from)}`,
      `${nights} nuits, ${stay}`,
      `Visite guidée à pied ${ofPlace(f.city)}`,
      'Petit-déjeuner chaque matin',
    ],
    mealPlan: 'Petit-déjeuner chaque matin',
    summary:
      `Découvrez ${f.city} à votre rythme${COLON} ${nights} nuits dans un hôtel central, ${stay}, à distance de marche de la vieille ville. ` +
      `Le premier matin, un guide local vous fait voir l’essentiel, puis la ville est à vous, des marchés aux musées en passant par les longs soupers. ` +
      (next
        ? `Ajoutez une excursion d’une journée ${atPlace(nextFr)} avec notre partenaire sur place.`
        : `Demandez-nous d’ajouter une excursion d’une journée hors de la ville.`),
    highlights: [
      `Visite guidée à pied ${ofPlace(f.city)}`,
      'Hôtel central, près des attraits',
      'Laissez-passer des musées pour trois jours',
      'Dégustation avec un hôte local',
    ].slice(0, 2 + (trip.n % 3)),
  };
  return {
    fr,
    title,
    styles:
      variant === 0
        ? [STYLE.cityBreak, STYLE.culture]
        : variant === 1
          ? [STYLE.escorted, STYLE.culture, STYLE.group]
          : [STYLE.culinary, STYLE.cityBreak, STYLE.solo],
    extraDestinations: variant === 1 && next ? [`city-${next.cityId}`] : [],
    icons: [
      flightsIcon(trip),
      { icon: 'hotel', text1: `${nights} nights at ${stay}` },
      { icon: 'tour', text1: `Guided walking tour of ${place.cityName}` },
      { icon: 'meal', text1: 'Daily breakfast' },
    ],
    price: 1200 + nights * (160 + random() * 120),
    taxRate: 0.17 + random() * 0.05,
    mealPlan: 'Breakfast daily',
    summary:
      `Discover ${place.cityName} at your own pace: ${nights} nights at ${stay}, a central hotel within walking distance of the old town. ` +
      `A local guide shows you the landmarks on your first morning, then the city is yours, from markets and museums to long dinners. ` +
      (next ? `Add a day trip to ${next.cityName} with our local partner.` : `Ask us about adding a day trip outside the city.`),
    highlights: [
      `Guided walking tour of ${place.cityName}`,
      'Central hotel close to the sights',
      'Museum pass for three days',
      'Food tasting with a local host',
    ].slice(0, 2 + (trip.n % 3)),
  };
}

function natureBlueprint(trip: Trip): Blueprint {
  const { place, nights, stay, random, neighbours } = trip;
  const next = neighbours[0];
  const days = nights + 1;
  const title = next
    ? `${days}-Day ${place.countryName} Discovery: ${place.cityName} & ${next.cityName}`
    : `${place.cityName} Adventure: ${days} Days of Hiking and Wildlife`;
  const styles: number[] = [STYLE.adventure, STYLE.eco];
  if (random() < 0.5) styles.push(STYLE.escorted);
  if (place.countryName === 'Canada') styles.push(STYLE.rail);
  const f = frenchOf(trip);
  const nextFr = next ? frenchPlaceName(next.cityName) : '';
  const fr: FrenchBlueprint = {
    title: next ? `${days} jours de découverte${COLON} ${f.city} et ${nextFr}` : `${f.city} grandeur nature${COLON} ${days} jours de randonnée et de faune`,
    icons: [
      `Vols aller-retour au départ ${ofPlace(f.from)}`,
      `${nights} nuits, dont ${stay}`,
      'Petit groupe de 16 voyageurs au maximum',
      'Tout le transport terrestre compris',
    ],
    mealPlan: 'Petit-déjeuner chaque matin, 4 soupers',
    summary:
      `${days} jours dans les grands espaces (${f.country}). Depuis votre lodge, ${stay}, près ${ofPlace(f.city)}, vous randonnez avec un naturaliste chevronné, ` +
      `guettez la faune à l’aube et au crépuscule, et terminez chaque journée autour d’un bon repas. ` +
      (next
        ? `Le voyage se poursuit ${atPlace(nextFr)} avant le vol de retour.`
        : `Les soirées sont libres pour vous reposer ou faire une excursion facultative.`),
    highlights: [
      'Randonnées guidées pour tous les niveaux',
      'Observation de la faune avec un naturaliste',
      'Trajet panoramique en train ou en bateau',
      'Petit groupe de 16 personnes au plus',
      'Vols à émissions compensées',
    ].slice(0, 3 + (trip.n % 3)),
  };
  return {
    fr,
    title,
    styles,
    extraDestinations: next ? [`city-${next.cityId}`] : [],
    icons: [
      flightsIcon(trip),
      { icon: 'mountain', text1: `${nights} nights including ${stay}` },
      { icon: 'users', text1: 'Small group, 16 travellers maximum' },
      { icon: 'bus', text1: 'All ground transport included' },
    ],
    price: 1900 + nights * (170 + random() * 140),
    taxRate: 0.15 + random() * 0.05,
    mealPlan: 'Breakfast daily, 4 dinners',
    summary:
      `${days} days in the wild landscapes of ${place.countryName}. Based at ${stay} near ${place.cityName}, you hike with an expert naturalist, ` +
      `look for wildlife at dawn and dusk, and end each day around a good meal. ` +
      (next ? `The journey continues to ${next.cityName} before you fly home.` : `Evenings are free to rest or join an optional excursion.`),
    highlights: [
      'Guided day hikes for every fitness level',
      'Wildlife viewing with a naturalist',
      'Scenic rail or boat journey',
      'Small group of 16 at most',
      'Carbon-offset flights',
    ].slice(0, 3 + (trip.n % 3)),
  };
}

function safariBlueprint(trip: Trip): Blueprint {
  const { place, nights, stay, random, neighbours } = trip;
  const next = neighbours.find((candidate) => candidate.kind === 'safari') ?? neighbours[0];
  const days = nights + 1;
  const styles: number[] = [STYLE.safari, STYLE.adventure];
  if (random() < 0.35) styles.push(STYLE.luxury, STYLE.honeymoon);
  const f = frenchOf(trip);
  const nextFr = next ? frenchPlaceName(next.cityName) : '';
  const fr: FrenchBlueprint = {
    title: next ? `Safari de ${days} jours${COLON} ${f.city} et ${nextFr}` : `Safari de ${days} jours ${atPlace(f.city)}, ${stay}`,
    icons: [`Vols aller-retour au départ ${ofPlace(f.from)}`, `${nights} nuits, ${stay}`, 'Safaris en 4x4 deux fois par jour', 'Tous les repas en safari'],
    mealPlan: 'Pension complète en safari',
    summary:
      `Partez à la recherche des Big Five ${atPlace(f.city)}${next ? ` et ${atPlace(nextFr)}` : ''} avec des guides d’expérience, à bord de 4x4 ouverts. ` +
      `Le soir venu, au camp, les bruits de la savane s’invitent à la porte de votre tente, et l’apéro se prend au coin du feu.`,
    highlights: [
      'Safaris deux fois par jour',
      'Apéro au coucher du soleil face aux plaines',
      'Visite d’un projet communautaire',
      'Vol en petit avion entre les camps',
    ].slice(0, 2 + (trip.n % 3)),
  };
  return {
    fr,
    title: next ? `${days}-Day ${place.countryName} Safari: ${place.cityName} & ${next.cityName}` : `${days}-Day ${place.cityName} Safari at ${stay}`,
    styles,
    extraDestinations: next ? [`city-${next.cityId}`] : [],
    icons: [
      flightsIcon(trip),
      { icon: 'hotel', text1: `${nights} nights at ${stay}` },
      { icon: 'car', text1: 'Twice-daily game drives' },
      { icon: 'meal', text1: 'All meals on safari' },
    ],
    price: 3900 + nights * (260 + random() * 180),
    taxRate: 0.14 + random() * 0.04,
    mealPlan: 'Full board on safari',
    summary:
      `Search for the Big Five across ${place.cityName}${next ? ` and ${next.cityName}` : ''} with experienced guides in open 4x4 vehicles. ` +
      `Nights at ${stay} bring the sounds of the savanna right outside your tent, with sundowners by the fire.`,
    highlights: ['Twice-daily game drives', 'Sundowners overlooking the plains', 'Visit to a community project', 'Light aircraft transfer between camps'].slice(
      0,
      2 + (trip.n % 3),
    ),
  };
}

function skiBlueprint(trip: Trip): Blueprint {
  const { place, nights, stay, random } = trip;
  const f = frenchOf(trip);
  const fr: FrenchBlueprint = {
    title: `Forfait ski de ${nights} nuits ${atPlace(f.city)}, ${stay}`,
    icons: [
      `Vols aller-retour au départ ${ofPlace(f.from)}`,
      `${nights} nuits, ${stay}`,
      `Billet de remontées de ${Math.max(3, nights - 1)} jours`,
      'Navette entre l’aéroport et la station',
    ],
    mealPlan: 'Petit-déjeuner chaque matin',
    summary:
      `De la poudreuse fraîche ${atPlace(f.city)}${COLON} ${nights} nuits dans un chalet skis aux pieds, ${stay}, billets de remontées et navettes compris. ` +
      `L’école de ski s’ajoute pour tous les niveaux, et les restaurants et spas du village sont à quelques pas.`,
    highlights: [
      'Chalet skis aux pieds',
      'Billet de remontées de plusieurs jours compris',
      'Rabais sur la location de skis et de planches',
      'Spa extérieur pour l’après-ski',
    ].slice(0, 2 + (trip.n % 3)),
  };
  return {
    fr,
    title: `${nights}-Night ${place.cityName} Ski Package at ${stay}`,
    styles: random() < 0.5 ? [STYLE.ski, STYLE.family] : [STYLE.ski, STYLE.luxury],
    extraDestinations: [],
    icons: [
      flightsIcon(trip),
      { icon: 'hotel', text1: `${nights} nights at ${stay}` },
      { icon: 'mountain', text1: `${Math.max(3, nights - 1)}-day lift pass` },
      { icon: 'transfer', text1: 'Airport shuttle to the resort' },
    ],
    price: 1500 + nights * (210 + random() * 150),
    taxRate: 0.16 + random() * 0.05,
    mealPlan: 'Breakfast daily',
    summary:
      `Fresh tracks in ${place.cityName}: ${nights} nights at ${stay}, a ski-in ski-out lodge, with lift passes and shuttle transfers included. ` +
      `Ski school can be added for every level, and the village's restaurants and spas are a short walk away.`,
    highlights: ['Ski-in ski-out lodge', 'Multi-day lift pass included', 'Ski and snowboard rental discount', 'Après-ski hot tub'].slice(0, 2 + (trip.n % 3)),
  };
}

function disneyBlueprint(trip: Trip): Blueprint {
  const { place, nights, random } = trip;
  const isOrlando = place.cityName === 'Orlando';
  const tripName = isOrlando
    ? pick(random, ['Walt Disney World Vacation', 'Walt Disney World Family Vacation', 'Magic Kingdom and EPCOT Family Holiday'])
    : pick(random, ['Disneyland Resort Getaway', 'Disneyland Family Getaway', 'Disneyland and California Adventure Holiday']);
  const title = `${nights}-Night ${tripName}: ${trip.stay} and ${isOrlando ? 'Park Tickets' : 'Park Hopper Tickets'}`;
  const f = frenchOf(trip);
  const frenchTrips: Readonly<Record<string, string>> = {
    'Walt Disney World Vacation': 'Vacances à Walt Disney World',
    'Walt Disney World Family Vacation': 'Vacances en famille à Walt Disney World',
    'Magic Kingdom and EPCOT Family Holiday': 'Magic Kingdom et EPCOT en famille',
    'Disneyland Resort Getaway': 'Escapade au Disneyland Resort',
    'Disneyland Family Getaway': 'Escapade en famille à Disneyland',
    'Disneyland and California Adventure Holiday': 'Disneyland et California Adventure',
  };
  const frenchTitle = `${frenchTrips[tripName]}${COLON} ${nights} nuits, ${trip.stay} et billets ${isOrlando ? 'des parcs' : 'Park Hopper'}`;
  const fr: FrenchBlueprint = {
    title: trip.lastMinute ? `Dernière minute${COLON} ${frenchTitle}` : frenchTitle,
    icons: [
      `Vols aller-retour au départ ${ofPlace(f.from)}`,
      `Billets des parcs pour ${Math.max(3, nights - 1)} jours`,
      `${nights} nuits, ${trip.stay}`,
      'Enfants de 3 à 9 ans au tarif enfant',
    ],
    mealPlan: 'Chambre seulement (forfait repas offert)',
    summary:
      `Les vacances en famille les plus magiques${COLON} ${nights} nuits au ${trip.stay} ${atPlace(f.city)}, des billets pour chaque jour du séjour ` +
      `et les vols au départ ${ofPlace(frenchList(f.departures))}. Nos spécialistes Disney réservent pour vous les repas et le Lightning Lane.`,
    highlights: [
      'Billets des parcs pour chaque jour',
      'Entrée hâtive aux parcs pour les clients des hôtels',
      'Réservation d’un repas avec les personnages',
      'Navette gratuite vers les parcs',
    ].slice(0, 2 + (trip.n % 3)),
  };
  return {
    fr,
    title: trip.lastMinute ? `Last-Minute ${title}` : title,
    styles: [STYLE.disney, STYLE.family, ...(trip.lastMinute ? [STYLE.lastMinute] : [])],
    extraDestinations: [],
    icons: [
      flightsIcon(trip),
      { icon: 'castle', text1: `${Math.max(3, nights - 1)}-day park tickets` },
      { icon: 'hotel', text1: `${nights} nights at ${trip.stay}` },
      { icon: 'child', text1: 'Kids 3 to 9 at the child rate' },
    ],
    price: 1700 + nights * (190 + random() * 110),
    taxRate: 0.13 + random() * 0.04,
    mealPlan: 'Room only (dining plan available)',
    summary:
      `The most magical family holiday: ${nights} nights at ${trip.stay} in ${place.cityName}, park tickets for every day of the trip, ` +
      `and flights from ${trip.departures.join(', ')}. Our Disney specialists book dining and Lightning Lane for you.`,
    highlights: ['Park tickets for every day', 'Early park entry for resort guests', 'Character dining reservation', 'Free resort shuttle to the parks'].slice(
      0,
      2 + (trip.n % 3),
    ),
  };
}

function oceanCruiseBlueprint(trip: Trip, input: GeneratorInput): Blueprint {
  const { place, nights, random } = trip;
  const region = place.countryName;
  const disney = region === 'Caribbean' && random() < 0.3;
  const ship = disney ? 'the Disney Wish' : trip.stay;
  const category = disney
    ? input.cruiseCategories.disney
    : region === 'Antarctica'
      ? input.cruiseCategories.expedition
      : pick(random, [input.cruiseCategories.family, input.cruiseCategories.luxury, input.cruiseCategories.adultsOnly]);
  const styles: number[] = [STYLE.cruises];
  if (disney) styles.push(STYLE.disney, STYLE.family);
  if (region === 'Antarctica') styles.push(STYLE.expedition, STYLE.adventure);
  if (trip.lastMinute) styles.push(STYLE.lastMinute);
  const title = disney
    ? `${nights}-Night Bahamas Disney Cruise from ${place.cityName}`
    : `${trip.lastMinute ? 'Last-Minute ' : ''}${nights}-Night ${region} Cruise from ${place.cityName} aboard ${ship}`;
  const f = frenchOf(trip);
  const shipFr = disney ? 'Disney Wish' : trip.stay;
  const regionFr = frenchPlaceName(region);
  const fr: FrenchBlueprint = {
    title: disney
      ? `Croisière Disney de ${nights} nuits aux Bahamas au départ ${ofPlace(f.city)}`
      : `${trip.lastMinute ? `Dernière minute${COLON} croisière` : 'Croisière'} de ${nights} nuits, ${regionFr}, au départ ${ofPlace(f.city)} à bord du navire ${shipFr}`,
    icons: [
      `Croisière de ${nights} nuits à bord du navire ${shipFr}`,
      `Vols aller-retour au départ ${ofPlace(f.from)}`,
      'Tous les repas à bord',
      `Dépôt réduit de ${frenchDollars(100)} par personne`,
    ],
    mealPlan: 'Tous les repas à bord',
    summary:
      `Larguez les amarres ${atPlace(f.city)} pour une croisière de ${nights} nuits (${regionFr}) à bord du navire ${shipFr}. ` +
      `Le jour, de nouvelles escales et leurs excursions${NBSP}; le soir, une table raffinée, des spectacles dignes de Broadway et le grand large. ` +
      `Les vols au départ ${ofPlace(f.from)} et une nuit d’hôtel avant l’embarquement peuvent s’ajouter.`,
    highlights: [
      'Cabines avec vue sur la mer ou balcon',
      'Crédit pour les restaurants de spécialités',
      'Excursions à chaque escale',
      'Tarifs réduits pour les enfants',
    ].slice(0, 2 + (trip.n % 3)),
  };
  return {
    fr,
    title,
    styles,
    extraDestinations: [category],
    icons: [
      { icon: 'ship', text1: `${nights}-night cruise aboard ${ship}` },
      flightsIcon(trip),
      { icon: 'meal', text1: 'All meals on board' },
      { icon: 'percent', text1: 'Reduced deposit of $100 per person' },
    ],
    price: 700 + nights * (95 + random() * 120) + (region === 'Antarctica' ? 6500 : 0),
    taxRate: 0.12 + random() * 0.06,
    mealPlan: 'All meals on board',
    summary:
      `Set sail from ${place.cityName} on a ${nights}-night ${region} cruise aboard ${ship}. ` +
      `Days bring new ports and shore excursions; evenings bring fine dining, Broadway-style shows and the open sea. ` +
      `Flights from ${trip.departures[0]} and a pre-cruise hotel night can be added.`,
    highlights: ['Ocean-view and balcony cabins available', 'Specialty dining credit', 'Shore excursions in every port', 'Kids sail at reduced fares'].slice(
      0,
      2 + (trip.n % 3),
    ),
  };
}

function riverCruiseBlueprint(trip: Trip): Blueprint {
  const { place, nights, random, neighbours } = trip;
  const end = neighbours[0];
  const days = nights + 1;
  const f = frenchOf(trip);
  const endFr = end ? frenchPlaceName(end.cityName) : '';
  const river = `${f.country === 'Seine' ? 'la' : 'le'} ${f.country}`;
  const fr: FrenchBlueprint = {
    title: end
      ? `Croisière fluviale de ${days} jours sur ${river}${COLON} ${f.city} – ${endFr}`
      : `Croisière fluviale de ${days} jours sur ${river} au départ ${ofPlace(f.city)}`,
    icons: [
      `${nights} nuits à bord du ${trip.stay}`,
      `Vols aller-retour au départ ${ofPlace(f.from)}`,
      'Une excursion guidée à chaque escale',
      'Vin et bière au dîner et au souper',
    ],
    mealPlan: 'Tous les repas à bord',
    summary:
      `Laissez-vous porter sur ${river}, ${ofPlace(f.city)}${end ? ` ${atPlace(endFr)}` : ''}, à bord du ${trip.stay}, un navire fluvial intimiste dont chaque cabine donne sur l’eau. ` +
      `Chaque jour, vous accostez au cœur d’une ville historique${COLON} visites guidées à pied comprises et vin au souper.`,
    highlights: ['Vue sur le fleuve de chaque cabine', 'Excursions guidées comprises', 'Vin et bière aux repas', 'Accostage en plein centre-ville'].slice(
      0,
      2 + (trip.n % 3),
    ),
  };
  return {
    fr,
    title: end
      ? `${days}-Day ${place.countryName} River Cruise: ${place.cityName} to ${end.cityName}`
      : `${days}-Day ${place.countryName} River Cruise from ${place.cityName}`,
    styles: [STYLE.riverCruise, STYLE.cruises, STYLE.culture, ...(random() < 0.5 ? [STYLE.culinary] : [])],
    extraDestinations: end ? [`city-${end.cityId}`] : [],
    icons: [
      { icon: 'ship', text1: `${nights} nights aboard ${trip.stay}` },
      flightsIcon(trip),
      { icon: 'tour', text1: 'A guided excursion in every port' },
      { icon: 'drink', text1: 'Wine and beer with lunch and dinner' },
    ],
    price: 2600 + nights * (230 + random() * 160),
    taxRate: 0.1 + random() * 0.04,
    mealPlan: 'All meals on board',
    summary:
      `Glide along the ${place.countryName} from ${place.cityName}${end ? ` to ${end.cityName}` : ''} aboard ${trip.stay}, an intimate river ship with every cabin facing the water. ` +
      `Each day docks in the heart of a historic town, with guided walks included and wine with dinner.`,
    highlights: ['Every cabin with a river view', 'Guided excursions included', 'Wine and beer with meals', 'Docks in the centre of town'].slice(
      0,
      2 + (trip.n % 3),
    ),
  };
}

function blueprintFor(trip: Trip, input: GeneratorInput): Blueprint {
  switch (trip.place.kind) {
    case 'beach':
    case 'island':
      return resortBlueprint(trip);
    case 'city':
      return cityBlueprint(trip);
    case 'nature':
      return natureBlueprint(trip);
    case 'safari':
      return safariBlueprint(trip);
    case 'ski':
      return skiBlueprint(trip);
    case 'theme-park':
      return disneyBlueprint(trip);
    case 'ocean-port':
      return oceanCruiseBlueprint(trip, input);
    case 'river-port':
      return riverCruiseBlueprint(trip);
  }
}

function stayFor(random: () => number, place: SeedPlace): string {
  switch (place.kind) {
    case 'beach':
      return pick(random, RESORTS);
    case 'island':
      return pick(random, ISLAND_RESORTS);
    case 'city':
      return pick(random, CITY_HOTELS);
    case 'nature':
      return pick(random, LODGES);
    case 'safari':
      return pick(random, SAFARI_CAMPS);
    case 'ski':
      return pick(random, SKI_LODGES);
    case 'theme-park':
      return place.cityName === 'Orlando'
        ? pick(random, ['Disney Value Resort', 'Disney Moderate Resort', 'Disney Deluxe Resort'])
        : pick(random, ['Good Neighbor Hotel', 'Disneyland Resort Hotel']);
    case 'ocean-port':
      return pick(random, place.countryName === 'Antarctica' ? EXPEDITION_SHIPS : OCEAN_SHIPS);
    case 'river-port':
      return pick(random, RIVER_SHIPS);
  }
}

function nightsFor(random: () => number, kind: TripKind): number {
  const options: Readonly<Record<TripKind, readonly number[]>> = {
    beach: [5, 7, 7, 10, 14],
    island: [7, 10, 12],
    city: [3, 4, 5, 7],
    nature: [7, 9, 11, 13],
    safari: [6, 8, 10],
    ski: [5, 7],
    'theme-park': [5, 7, 9],
    'ocean-port': [4, 7, 7, 10, 14],
    'river-port': [7, 10, 14],
  };
  return pick(random, options[kind]);
}

/**
 * Date entries of package `n`: one of the three types in turn (specific sailing or departure dates, a
 * range of departures, or valid until a day), sometimes two. Last-minute deals leave within December.
 */
function datesFor(n: number, random: () => number, lastMinute: boolean, expired: boolean): DateRange[] {
  if (expired) return [{ id: 'd1', type: 'range', start: '2026-09-01', end: '2026-10-31' }];
  if (lastMinute) {
    const first = addDays(SEED_BASE_DATE, 2 + (n % 10));
    return [first, addDays(first, 7), addDays(first, 14)].map((day, k) => ({ id: `d${k + 1}`, type: 'specific', start: day, end: day }));
  }
  const offset = 7 + ((n * 13) % 150);
  const ranges: DateRange[] = [];
  const type = n % 3;
  if (type === 0) {
    const step = pick(random, [7, 14]);
    for (let k = 0; k < 3 + (n % 3); k++) {
      const day = addDays(SEED_BASE_DATE, offset + k * step);
      ranges.push({ id: `d${k + 1}`, type: 'specific', start: day, end: day });
    }
  } else if (type === 1) {
    const start = addDays(SEED_BASE_DATE, offset);
    ranges.push({ id: 'd1', type: 'range', start, end: addDays(start, 60 + Math.floor(random() * 90)) });
  } else {
    ranges.push({ id: 'd1', type: 'until', start: SEED_BASE_DATE, end: addDays(SEED_BASE_DATE, 120 + Math.floor(random() * 240)) });
  }
  if (n % 5 === 0) {
    const start = addDays(SEED_BASE_DATE, 200 + (n % 60));
    ranges.push({ id: `d${ranges.length + 1}`, type: 'range', start, end: addDays(start, 45) });
  }
  return ranges;
}

function itineraryDays(trip: Trip, french: boolean): Array<{ day: number; title: string; description: string }> {
  const { place, neighbours, nights } = trip;
  const cruise = place.kind === 'ocean-port' || place.kind === 'river-port';
  const stops = neighbours.length > 0 ? neighbours : [];
  if (french) return frenchItineraryDays(trip, cruise, stops);
  const days = [
    {
      day: 1,
      title: cruise ? `Embark in ${place.cityName}` : `Arrive in ${place.cityName}`,
      description: cruise
        ? `Board ${trip.stay} in the afternoon and settle into your cabin before the welcome dinner.`
        : `Fly from ${trip.departures[0]} and transfer to your hotel. Welcome dinner with your guide.`,
    },
  ];
  const middle = Math.min(nights - 1, 6);
  for (let k = 0; k < middle; k++) {
    const stop = stops[k % Math.max(1, stops.length)];
    const atSea = cruise && place.kind === 'ocean-port' && (k % 3 === 1 || !stop);
    days.push({
      day: 2 + k,
      title: atSea ? 'Day at sea' : stop ? `Explore ${stop.cityName}` : `Free day in ${place.cityName}`,
      description: atSea
        ? 'Enjoy the pools, the spa and the ship’s restaurants while you cruise to the next port.'
        : stop
          ? `A guided morning in ${stop.cityName}, with the afternoon free to wander, shop or rest.`
          : `Choose an optional excursion or simply enjoy ${place.cityName} at your own pace.`,
    });
  }
  days.push({
    day: nights + 1,
    title: cruise ? 'Disembark and fly home' : 'Fly home',
    description: `Transfer to the airport for your flight back to ${trip.departures[0]}.`,
  });
  return days;
}

/** The itinerary in French: the same days, written for a Quebec reader. */
function frenchItineraryDays(trip: Trip, cruise: boolean, stops: readonly SeedPlace[]): Array<{ day: number; title: string; description: string }> {
  const { place, nights } = trip;
  const f = frenchOf(trip);
  const days = [
    {
      day: 1,
      title: cruise ? `Embarquement ${atPlace(f.city)}` : `Arrivée ${atPlace(f.city)}`,
      description: cruise
        ? `Montez à bord du navire ${trip.stay} en après-midi et installez-vous dans votre cabine avant le souper de bienvenue.`
        : `Vol au départ ${ofPlace(f.from)} et transfert à votre hôtel. Souper de bienvenue avec votre guide.`,
    },
  ];
  const middle = Math.min(nights - 1, 6);
  for (let k = 0; k < middle; k++) {
    const stop = stops[k % Math.max(1, stops.length)];
    const stopName = stop ? frenchPlaceName(stop.cityName) : '';
    const atSea = cruise && place.kind === 'ocean-port' && (k % 3 === 1 || !stop);
    days.push({
      day: 2 + k,
      title: atSea ? 'Journée en mer' : stop ? `Découverte ${ofPlace(stopName)}` : `Journée libre ${atPlace(f.city)}`,
      description: atSea
        ? 'Profitez des piscines, du spa et des restaurants du navire pendant la traversée vers la prochaine escale.'
        : stop
          ? `Matinée guidée ${atPlace(stopName)}, puis après-midi libre pour flâner, magasiner ou vous reposer.`
          : `Choisissez une excursion facultative ou profitez tout simplement ${ofPlace(f.city)} à votre rythme.`,
    });
  }
  days.push({
    day: nights + 1,
    title: cruise ? 'Débarquement et vol de retour' : 'Vol de retour',
    description: `Transfert à l’aéroport pour votre vol de retour vers ${f.from}.`,
  });
  return days;
}

function termsHtml(trip: Trip, french: boolean): string {
  if (french)
    return (
      `<p>Les prix sont par personne, en dollars canadiens, en occupation double, taxes et frais compris lorsque indiqué. ` +
      `Un dépôt de <strong>${frenchDollars(250)} par personne</strong> confirme votre réservation${NBSP}; le solde est payable 60 jours avant le départ.</p>` +
      `<ul><li>Les prix dépendent des disponibilités et peuvent changer jusqu’à la réservation.</li><li>L’assurance voyage est fortement recommandée.</li>` +
      `<li>Titulaire d’un permis de Consumer Protection BC, numéro 3287.</li></ul>` +
      `<p>Des questions${NBSP}? Écrivez à <a href="mailto:support@tbbtravel.ca">support@tbbtravel.ca</a> en mentionnant ${trip.supplier}.</p>`
    );
  return (
    `<p>Prices are per person in Canadian dollars, based on double occupancy, and include taxes and fees where shown. ` +
    `A deposit of <strong>$250 per person</strong> secures your booking; the balance is due 60 days before departure.</p>` +
    `<ul><li>Prices are subject to availability and may change until booked.</li><li>Travel insurance is strongly recommended.</li>` +
    `<li>Registered with Consumer Protection BC, licence 3287.</li></ul>` +
    `<p>Questions? Write to <a href="mailto:support@tbbtravel.ca">support@tbbtravel.ca</a> and quote ${trip.supplier}.</p>`
  );
}

/**
 * The tabs of a package, in English, or in French (`french`): the same tabs, layouts, numbers and pictures, their texts
 * in French (the French version's twin, see `frenchVersionOf`).
 */
function tabsFor(trip: Trip, blueprint: Blueprint, input: GeneratorInput, banner: string, french = false): PackageTab[] {
  const { place, nights, stay, n } = trip;
  const t = (english: string, frenchText: string) => (french ? frenchText : english);
  const f = frenchOf(trip);
  const overview: PackageTab = {
    tabName: t(DEFAULT_TAB.tabName, 'Aperçu'),
    layoutName: DEFAULT_TAB.layoutName,
    fields: {
      summary: t(blueprint.summary, blueprint.fr.summary),
      highlights: french ? blueprint.fr.highlights : blueprint.highlights,
      durationNights: nights,
      supplier: trip.supplier,
      hotelName: stay,
      mealPlan: t(blueprint.mealPlan, blueprint.fr.mealPlan),
    },
  };
  const cruise = place.kind === 'ocean-port' || place.kind === 'river-port';
  const resort = ['beach', 'island', 'ski', 'theme-park'].includes(place.kind);
  const second: PackageTab = resort
    ? {
        tabName: t('Hotel', 'Hôtel'),
        layoutName: 'Layout 2',
        fields: {
          hotelName: stay,
          starRating: 3.5 + (n % 4) * 0.5,
          image: banner,
          description: t(
            `<p>${stay} offers spacious rooms, several pools and a choice of restaurants, a few steps from the beach in ${place.cityName}.</p><p>Every room has air conditioning, a balcony or terrace and free Wi-Fi.</p>`,
            `<p>${stay} propose des chambres spacieuses, plusieurs piscines et un choix de restaurants, à quelques pas de la plage ${atPlace(f.city)}.</p><p>Toutes les chambres ont la climatisation, un balcon ou une terrasse et le Wi-Fi gratuit.</p>`,
          ),
          amenities: (french
            ? ['Piscines', 'Spa', 'Centre de conditionnement physique', 'Club pour enfants', 'Wi-Fi gratuit']
            : ['Pools', 'Spa', 'Fitness centre', 'Kids club', 'Free Wi-Fi']
          ).slice(0, 3 + (n % 3)),
          roomTypes: french
            ? ['Chambre de luxe vue jardin', 'Chambre de luxe vue mer', 'Suite junior']
            : ['Deluxe garden view', 'Deluxe ocean view', 'Junior suite'],
        },
      }
    : {
        tabName: t('Itinerary', 'Itinéraire'),
        layoutName: 'Layout 1',
        fields: { intro: t(`Your ${nights + 1} days, day by day.`, `Vos ${nights + 1} jours, au jour le jour.`), days: itineraryDays(trip, french) },
      };
  const inclusions: PackageTab = {
    tabName: t('Inclusions', 'Ce qui est inclus'),
    layoutName: 'Layout 3',
    fields: {
      inclusions: french ? blueprint.fr.icons : blueprint.icons.map((icon) => icon.text1),
      exclusions: french ? ['Assurance voyage', 'Pourboires', 'Excursions facultatives'] : ['Travel insurance', 'Gratuities', 'Optional excursions'],
      notes: t(
        'Seat selection and extra baggage can be added at booking.',
        'Le choix des sièges et les bagages supplémentaires peuvent s’ajouter à la réservation.',
      ),
    },
  };
  const pricingTheme: PricingTableTheme = cruise
    ? place.kind === 'river-port'
      ? 'river-cruise'
      : place.countryName === 'Alaska'
        ? 'alaska-cruise'
        : place.countryName === 'Mediterranean'
          ? 'mediterranean-cruise'
          : 'caribbean-cruise'
    : resort
      ? 'resort-rooms'
      : 'tour-departures';
  const pricing: PackageTab = {
    tabName: t('Prices', 'Prix'),
    layoutName: 'Layout 5',
    fields: {
      intro: t('Prices per person by category and date.', 'Prix par personne selon la catégorie et la date.'),
      tableId: input.tableIds[pricingTheme],
      footnote: t(
        'Per person in CAD, based on double occupancy; taxes and fees extra.',
        `Par personne, en dollars canadiens, en occupation double${NBSP}; taxes et frais en sus.`,
      ),
    },
  };
  const faq: PackageTab = {
    tabName: 'FAQ',
    layoutName: 'Layout 7',
    fields: {
      questions: french
        ? [
            {
              question: `Ai-je besoin d’un passeport${NBSP}?`,
              answer: `Oui. Pour ce voyage (${f.country}), votre passeport canadien doit être valide au moins six mois après la date de retour.`,
            },
            {
              question: `Puis-je partir d’une autre ville${NBSP}?`,
              answer: `Oui. Ce forfait est offert au départ ${ofPlace(frenchList(f.departures))}${NBSP}; écrivez-nous pour une autre ville canadienne.`,
            },
            { question: `Quand le solde est-il payable${NBSP}?`, answer: 'Le solde est payable 60 jours avant le départ.' },
          ]
        : [
            {
              question: 'Do I need a passport?',
              answer: `Yes. Canadian travellers need a passport valid for six months after the return date to visit ${place.countryName}.`,
            },
            {
              question: 'Can I leave from another city?',
              answer: `Yes. This package departs from ${trip.departures.join(', ')}; ask us for other Canadian gateways.`,
            },
            { question: 'When is the balance due?', answer: 'The balance is due 60 days before departure.' },
          ],
    },
  };
  const gallery: PackageTab = {
    tabName: t('Gallery', 'Galerie'),
    layoutName: 'Layout 4',
    fields: {
      intro: t(`${place.cityName} in pictures`, `${f.city} en images`),
      images: [{ image: banner, caption: t(`${place.cityName}, ${place.countryName}`, `${f.city}, ${f.country}`) }],
    },
  };
  const terms: PackageTab = { tabName: t('Terms', 'Conditions'), layoutName: 'Layout 8', fields: { terms: termsHtml(trip, french) } };
  const extras = cruise ? [pricing, inclusions, faq] : resort ? [inclusions, faq, terms] : [inclusions, gallery, terms];
  return [overview, second, ...extras.slice(0, n % 4)].map(storedAsTheApiWould);
}

/**
 * The French version of a package from its French twin (the same package with its texts in French): the twin's text
 * at every path of the English, translated from the English as it is (so the package is complete in French).
 */
function frenchVersionOf(english: TranslatablePackage, twin: TranslatablePackage): PackageFrench {
  const french = new Map(translatableTexts(twin).map((text) => [text.path, text.english]));
  return {
    texts: Object.fromEntries(
      translatableTexts(english).flatMap((text) => {
        const translated = french.get(text.path);
        return translated === undefined ? [] : [[text.path, { text: translated, from: textFingerprint(text.english) }]];
      }),
    ),
  };
}

/** Packages whose number falls on this remainder stay in English only: the French site's publishing gate, seen locally. */
const ENGLISH_ONLY_EVERY = 7;
const ENGLISH_ONLY_REMAINDER = 3;

/** Rich text goes through the same sanitiser as an admin's save, so seeded HTML is stored in its final form. */
function storedAsTheApiWould(tab: PackageTab): PackageTab {
  const fields = { ...tab.fields };
  for (const key of richTextFieldKeys(tab.layoutName)) if (typeof fields[key] === 'string') fields[key] = sanitizeRichText(fields[key]);
  return { ...tab, fields };
}

/** Disney parks sell far more packages than any one city: they come up this many times per round. */
const THEME_PARK_WEIGHT = 4;

/** Places in the order packages are assigned: one continent after another, so any prefix spreads over all. */
function interleaveByContinent(places: readonly SeedPlace[]): SeedPlace[] {
  const byContinent = new Map<number, SeedPlace[]>();
  const weighted = places.flatMap((place) => (place.kind === 'theme-park' ? Array.from({ length: THEME_PARK_WEIGHT }, () => place) : [place]));
  for (const place of weighted) {
    const list = byContinent.get(place.continentId) ?? [];
    list.push(place);
    byContinent.set(place.continentId, list);
  }
  const lists = [...byContinent.values()];
  const order: SeedPlace[] = [];
  for (let round = 0; order.length < weighted.length; round++) {
    for (const list of lists) if (round < list.length) order.push(list[round]!);
  }
  return order;
}

/** Which packages get departures of their own, and how many. */
export interface DepartureMix {
  /** Share of the packages with departures, 0 to 1 (decided by package number, so it is the same on every run). */
  share: number;
  /** Departures per such package on average (from 2 to 4 cities, weekly). */
  average: number;
}

/** The local seed's mix: two packages in five sell dated departures from several cities, about 24 each. */
export const SEED_DEPARTURE_MIX: DepartureMix = { share: 0.4, average: 24 };

/**
 * Departures of package `n`: weekly on one weekday from two to four departure cities (its own first), each city at
 * its own price around the package's, starting four weeks before the seed's base date so the first few are past;
 * about one in twelve sold out and one in eight limited; one package in ten sells flexible two-week spans instead.
 * An expired package's departures are all in the autumn before. Uses its own random stream, so the package's other
 * fields are the same with or without departures.
 */
function departuresFor(
  n: number,
  cityIds: readonly number[],
  allCityIds: readonly number[],
  price: number,
  taxRate: number,
  expired: boolean,
  average: number,
): Departure[] {
  const random = randomFor(n + 1_000_003);
  const cityCount = 2 + Math.floor(random() * 3);
  const cities = [...new Set([...cityIds, ...Array.from({ length: 4 }, (_, k) => allCityIds[(n * 3 + k * 7) % allCityIds.length]!)])].slice(0, cityCount);
  const perCity = Math.max(1, Math.round((average / cities.length) * (0.75 + random() * 0.5)));
  const flexible = n % 10 === 7;
  const firstDay = expired ? addDays('2026-09-05', n % 7) : addDays(SEED_BASE_DATE, -28 + (n % 7));
  const departures: Departure[] = [];
  cities.forEach((city, c) => {
    const cityFactor = 0.95 + random() * 0.15;
    for (let week = 0; week < perCity; week++) {
      const date = addDays(firstDay, week * 7);
      const season = 1 + 0.12 * Math.sin((week / 52) * 2 * Math.PI);
      const amount = retailPrice(price * cityFactor * season);
      const draw = random();
      departures.push({
        id: `${n}-${c}-${week}`,
        departureCityId: city,
        date,
        ...(flexible ? { until: addDays(date, 13) } : {}),
        price: amount,
        tax: cents(amount * taxRate),
        occupancy: 'double',
        availability: draw < 0.08 ? 'sold-out' : draw < 0.2 ? 'limited' : 'available',
        ...(week % 4 === 0 ? { supplierCode: `TB${n}-${city}-${date.slice(5).replace('-', '')}` } : {}),
      });
    }
  });
  return departures;
}

/**
 * Generates `count` packages with ids `firstId`.. (default 1..count). Slugs are unique: a repeated title
 * gets `-{id}` appended. `mix` says which get departures (their price, tax, dates and departure cities are then
 * derived from them as a save on the audit day would).
 */
export function generatePackages(count: number, input: GeneratorInput, firstId = 1, mix: DepartureMix = SEED_DEPARTURE_MIX): Package[] {
  const savedOn = isoDateInTimeZone(new Date(input.audit.at), AGENCY_TIME_ZONE);
  const allCityIds = input.departureCities.map((city) => city.id);
  const order = interleaveByContinent(input.places);
  const byCountry = new Map<number, SeedPlace[]>();
  for (const place of input.places) byCountry.set(place.countryId, [...(byCountry.get(place.countryId) ?? []), place]);
  const usedUrls = new Set<string>();
  const packages: Package[] = [];
  for (let offset = 0; offset < count; offset++) {
    const n = firstId + offset;
    const random = randomFor(n);
    const place = order[(n - 1) % order.length]!;
    const neighbours = (byCountry.get(place.countryId) ?? []).filter((candidate) => candidate.cityId !== place.cityId);
    const rotated = neighbours.length > 0 ? [...neighbours.slice(n % neighbours.length), ...neighbours.slice(0, n % neighbours.length)] : [];
    const departureCount = 1 + (n % 3);
    const departures = Array.from({ length: departureCount }, (_, k) => input.departureCities[(n * 7 + k * 5) % input.departureCities.length]!);
    const lastMinute = (place.kind === 'beach' || place.kind === 'island' || place.kind === 'theme-park' || place.kind === 'ocean-port') && n % 6 === 4;
    const expired = n % 41 === 17;
    const draft = !expired && n % 23 === 11;
    const trip: Trip = {
      n,
      random,
      place,
      neighbours: rotated,
      nights: nightsFor(random, place.kind),
      stay: stayFor(random, place),
      supplier: pick(random, SUPPLIERS[place.kind]),
      departures: [...new Set(departures.map((city) => city.city_name))],
      lastMinute,
    };
    const blueprint = blueprintFor(trip, input);
    const banner = bannerFor(trip);
    const dateRanges = datesFor(n, random, lastMinute, expired);
    const lastDay = dateRanges.reduce((latest, range) => (range.end > latest ? range.end : latest), dateRanges[0]!.end);
    let url = packageUrlFromTitle(blueprint.title);
    if (usedUrls.has(url)) url = `${url.slice(0, 110)}-${n}`;
    usedUrls.add(url);
    const price = retailPrice(blueprint.price);
    const withDepartures = !draft && ((n * 37) % 100) / 100 < mix.share;
    const datedDepartures = withDepartures
      ? departuresFor(
          n,
          departures.map((city) => city.id),
          allCityIds,
          price,
          blueprint.taxRate,
          expired,
          mix.average,
        )
      : [];
    const pkg: Package = {
      id: n,
      package_url: url,
      title: blueprint.title,
      banner_image: banner,
      share_image: shareImageKeyOf(banner),
      price,
      tax: cents(price * blueprint.taxRate),
      icons_data: blueprint.icons,
      dateRanges,
      destinationIds: [`city-${place.cityId}`, ...blueprint.extraDestinations] as Package['destinationIds'],
      travelStyleIds: [...new Set(blueprint.styles)],
      departureCityIds: [...new Set(departures.map((city) => city.id))],
      tabs: tabsFor(trip, blueprint, input, banner),
      status: draft ? 'draft' : 'published',
      validFrom: null,
      validUntil: lastDay,
      seo: { title: blueprint.title.slice(0, 70).trim(), description: blueprint.summary.slice(0, 157).trimEnd() + '...' },
      version: 1,
      createdAt: input.audit.at,
      createdBy: input.audit.by,
      updatedAt: input.audit.at,
      updatedBy: input.audit.by,
      ...(datedDepartures.length > 0 ? { departures: datedDepartures, validUntil: null } : {}),
    };
    if (n % ENGLISH_ONLY_EVERY !== ENGLISH_ONLY_REMAINDER) {
      const twin: TranslatablePackage = {
        title: blueprint.fr.title,
        icons_data: blueprint.icons.map((icon, index) => ({ ...icon, text1: blueprint.fr.icons[index]! })),
        seo: { title: blueprint.fr.title.slice(0, 70).trim(), description: blueprint.fr.summary.slice(0, 159).trimEnd() + '…' },
        tabs: tabsFor(trip, blueprint, input, banner, true),
      };
      pkg.fr = frenchVersionOf(pkg, twin);
    }
    packages.push(withDerivedDepartureFields(pkg, savedOn));
  }
  return packages;
}
