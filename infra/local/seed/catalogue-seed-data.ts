/**
 * The local stack's reference catalogue: the destination tree, travel styles and Canadian departure
 * cities a real agency in British Columbia sells. Plain data; ids are assigned in the order written here,
 * so the seed is the same on every machine.
 */

/** What kind of trip a place suits; it picks package titles, inclusions and the banner scene. */
export type TripKind = 'beach' | 'city' | 'nature' | 'safari' | 'ski' | 'island' | 'theme-park' | 'ocean-port' | 'river-port';

export interface SeedCity {
  name: string;
  kind: TripKind;
}

export interface SeedCountry {
  name: string;
  cities: readonly SeedCity[];
}

export interface SeedContinent {
  name: string;
  countries: readonly SeedCountry[];
}

function cities(kind: TripKind, ...names: string[]): SeedCity[] {
  return names.map((name) => ({ name, kind }));
}

/** Geographic continents (menus list them alphabetically) followed by the three cruise groups. */
export const SEED_CONTINENTS: readonly SeedContinent[] = [
  {
    name: 'Africa',
    countries: [
      { name: 'Egypt', cities: [...cities('city', 'Cairo', 'Luxor', 'Aswan'), ...cities('beach', 'Hurghada', 'Sharm El Sheikh')] },
      { name: 'Morocco', cities: cities('city', 'Marrakech', 'Fes', 'Casablanca', 'Chefchaouen') },
      { name: 'Kenya', cities: [...cities('safari', 'Maasai Mara', 'Amboseli', 'Nairobi'), ...cities('beach', 'Mombasa')] },
      { name: 'Tanzania', cities: [...cities('safari', 'Serengeti', 'Ngorongoro Crater', 'Arusha'), ...cities('island', 'Zanzibar')] },
      {
        name: 'South Africa',
        cities: [...cities('city', 'Cape Town', 'Johannesburg'), ...cities('safari', 'Kruger National Park'), ...cities('nature', 'Garden Route')],
      },
      { name: 'Mauritius', cities: cities('island', 'Grand Baie', 'Le Morne') },
      { name: 'Seychelles', cities: cities('island', 'Mahé', 'Praslin') },
    ],
  },
  {
    name: 'Asia',
    countries: [
      { name: 'Japan', cities: [...cities('city', 'Tokyo', 'Kyoto', 'Osaka', 'Hiroshima'), ...cities('ski', 'Niseko')] },
      { name: 'Thailand', cities: [...cities('city', 'Bangkok', 'Chiang Mai'), ...cities('beach', 'Phuket', 'Krabi', 'Koh Samui')] },
      { name: 'Vietnam', cities: [...cities('city', 'Hanoi', 'Ho Chi Minh City', 'Hoi An'), ...cities('nature', 'Ha Long Bay')] },
      { name: 'Indonesia', cities: [...cities('island', 'Bali', 'Lombok'), ...cities('city', 'Yogyakarta')] },
      { name: 'India', cities: [...cities('city', 'Delhi', 'Agra', 'Jaipur', 'Udaipur'), ...cities('beach', 'Goa'), ...cities('nature', 'Kerala Backwaters')] },
      { name: 'China', cities: cities('city', 'Beijing', 'Shanghai', "Xi'an", 'Guilin') },
      { name: 'Singapore', cities: cities('city', 'Singapore') },
      { name: 'Maldives', cities: cities('island', 'Malé', 'South Ari Atoll', 'Baa Atoll') },
      { name: 'Sri Lanka', cities: [...cities('city', 'Colombo', 'Kandy'), ...cities('beach', 'Galle')] },
    ],
  },
  {
    name: 'Central & South America',
    countries: [
      { name: 'Costa Rica', cities: [...cities('beach', 'Guanacaste', 'Manuel Antonio'), ...cities('nature', 'Arenal', 'Monteverde')] },
      { name: 'Belize', cities: [...cities('island', 'Ambergris Caye'), ...cities('beach', 'Placencia')] },
      { name: 'Panama', cities: [...cities('city', 'Panama City'), ...cities('island', 'Bocas del Toro')] },
      { name: 'Peru', cities: [...cities('city', 'Lima', 'Cusco'), ...cities('nature', 'Machu Picchu', 'Sacred Valley')] },
      { name: 'Argentina', cities: [...cities('city', 'Buenos Aires', 'Mendoza'), ...cities('nature', 'El Calafate', 'Iguazú Falls')] },
      { name: 'Chile', cities: [...cities('city', 'Santiago', 'Valparaíso'), ...cities('nature', 'Torres del Paine', 'Atacama Desert')] },
      { name: 'Brazil', cities: [...cities('city', 'Rio de Janeiro', 'Salvador'), ...cities('nature', 'Amazon Rainforest')] },
      { name: 'Ecuador', cities: [...cities('city', 'Quito'), ...cities('island', 'Galápagos Islands')] },
      { name: 'Colombia', cities: [...cities('city', 'Bogotá', 'Medellín'), ...cities('beach', 'Cartagena')] },
    ],
  },
  {
    name: 'Europe',
    countries: [
      { name: 'France', cities: [...cities('city', 'Paris', 'Lyon', 'Bordeaux'), ...cities('beach', 'Nice'), ...cities('ski', 'Chamonix')] },
      { name: 'Italy', cities: [...cities('city', 'Rome', 'Florence', 'Venice', 'Milan'), ...cities('beach', 'Amalfi Coast'), ...cities('nature', 'Tuscany')] },
      { name: 'Spain', cities: [...cities('city', 'Barcelona', 'Madrid', 'Seville', 'Granada'), ...cities('island', 'Mallorca')] },
      { name: 'Portugal', cities: [...cities('city', 'Lisbon', 'Porto'), ...cities('beach', 'Algarve'), ...cities('island', 'Madeira')] },
      { name: 'Greece', cities: [...cities('city', 'Athens'), ...cities('island', 'Santorini', 'Mykonos', 'Crete')] },
      { name: 'United Kingdom', cities: [...cities('city', 'London', 'Edinburgh', 'Bath'), ...cities('nature', 'Scottish Highlands')] },
      { name: 'Ireland', cities: [...cities('city', 'Dublin', 'Galway'), ...cities('nature', 'Killarney')] },
      { name: 'Germany', cities: cities('city', 'Berlin', 'Munich', 'Cologne') },
      { name: 'Croatia', cities: [...cities('city', 'Dubrovnik', 'Split', 'Zagreb'), ...cities('island', 'Hvar')] },
      { name: 'Iceland', cities: [...cities('city', 'Reykjavik'), ...cities('nature', 'Golden Circle')] },
      { name: 'Switzerland', cities: [...cities('city', 'Zurich', 'Lucerne'), ...cities('ski', 'Zermatt', 'Interlaken')] },
      { name: 'Netherlands', cities: cities('city', 'Amsterdam', 'Rotterdam') },
      { name: 'Austria', cities: [...cities('city', 'Vienna', 'Salzburg'), ...cities('ski', 'Innsbruck')] },
      { name: 'Czech Republic', cities: cities('city', 'Prague', 'Český Krumlov') },
      { name: 'Turkey', cities: [...cities('city', 'Istanbul'), ...cities('nature', 'Cappadocia'), ...cities('beach', 'Antalya')] },
      { name: 'Norway', cities: [...cities('city', 'Oslo', 'Bergen'), ...cities('nature', 'Lofoten Islands')] },
    ],
  },
  {
    name: 'Mexico & Caribbean',
    countries: [
      { name: 'Mexico', cities: cities('beach', 'Cancun', 'Riviera Maya', 'Puerto Vallarta', 'Los Cabos', 'Huatulco', 'Mazatlán', 'Ixtapa', 'Cozumel') },
      { name: 'Dominican Republic', cities: cities('beach', 'Punta Cana', 'Puerto Plata', 'La Romana', 'Samaná') },
      { name: 'Jamaica', cities: cities('beach', 'Montego Bay', 'Negril', 'Ocho Rios') },
      { name: 'Cuba', cities: [...cities('beach', 'Varadero', 'Cayo Coco', 'Holguín', 'Cayo Santa María'), ...cities('city', 'Havana')] },
      { name: 'Bahamas', cities: cities('island', 'Nassau', 'Exuma') },
      { name: 'Aruba', cities: cities('island', 'Palm Beach', 'Eagle Beach') },
      { name: 'Barbados', cities: cities('island', 'Bridgetown', 'St. James') },
      { name: 'Saint Lucia', cities: cities('island', 'Castries', 'Soufrière') },
      { name: 'Turks and Caicos', cities: cities('island', 'Providenciales') },
      { name: 'Antigua', cities: cities('island', "St. John's") },
    ],
  },
  {
    name: 'North America',
    countries: [
      {
        name: 'Canada',
        cities: [
          ...cities('nature', 'Banff', 'Jasper', 'Churchill', 'Tofino'),
          ...cities('ski', 'Whistler'),
          ...cities('city', 'Quebec City', 'Niagara Falls'),
        ],
      },
      {
        name: 'United States',
        cities: [
          ...cities('city', 'New York City', 'Las Vegas', 'San Francisco', 'Nashville'),
          ...cities('theme-park', 'Orlando', 'Anaheim'),
          ...cities('beach', 'Miami', 'San Diego'),
        ],
      },
      { name: 'Hawaii', cities: cities('island', 'Honolulu', 'Maui', 'Kauai', 'Big Island') },
      { name: 'Alaska', cities: cities('nature', 'Anchorage', 'Denali', 'Fairbanks') },
    ],
  },
  {
    name: 'Oceania',
    countries: [
      { name: 'Australia', cities: [...cities('city', 'Sydney', 'Melbourne', 'Brisbane'), ...cities('nature', 'Cairns', 'Uluru')] },
      { name: 'New Zealand', cities: [...cities('city', 'Auckland'), ...cities('nature', 'Queenstown', 'Rotorua', 'Milford Sound')] },
      { name: 'Fiji', cities: cities('island', 'Nadi', 'Denarau Island', 'Mamanuca Islands') },
      { name: 'French Polynesia', cities: cities('island', 'Tahiti', 'Bora Bora', 'Moorea') },
      { name: 'Cook Islands', cities: cities('island', 'Rarotonga', 'Aitutaki') },
    ],
  },
  {
    name: 'Cruise_Categories',
    countries: [
      { name: 'Family Cruises', cities: [] },
      { name: 'Luxury Cruises', cities: [] },
      { name: 'Expedition Cruises', cities: [] },
      { name: 'Adults-Only Cruises', cities: [] },
      { name: 'Disney Cruises', cities: [] },
    ],
  },
  {
    name: 'Cruise_Ocean',
    countries: [
      { name: 'Caribbean', cities: cities('ocean-port', 'Miami', 'Fort Lauderdale', 'Port Canaveral', 'San Juan', 'Galveston') },
      { name: 'Alaska', cities: cities('ocean-port', 'Vancouver', 'Seattle', 'Seward', 'Whittier') },
      { name: 'Mediterranean', cities: cities('ocean-port', 'Barcelona', 'Civitavecchia (Rome)', 'Piraeus (Athens)', 'Venice', 'Marseille') },
      { name: 'Northern Europe', cities: cities('ocean-port', 'Southampton', 'Copenhagen', 'Amsterdam', 'Stockholm') },
      { name: 'Hawaii', cities: cities('ocean-port', 'Honolulu', 'Vancouver') },
      { name: 'Mexican Riviera', cities: cities('ocean-port', 'Los Angeles', 'San Diego') },
      { name: 'Canada & New England', cities: cities('ocean-port', 'Quebec City', 'Montreal', 'Boston', 'New York City') },
      { name: 'South Pacific', cities: cities('ocean-port', 'Sydney', 'Auckland', 'Papeete') },
      { name: 'Antarctica', cities: cities('ocean-port', 'Ushuaia') },
    ],
  },
  {
    name: 'Cruise_River',
    countries: [
      { name: 'Danube', cities: cities('river-port', 'Budapest', 'Vienna', 'Passau', 'Bucharest') },
      { name: 'Rhine', cities: cities('river-port', 'Amsterdam', 'Basel', 'Cologne', 'Strasbourg') },
      { name: 'Seine', cities: cities('river-port', 'Paris', 'Rouen', 'Honfleur') },
      { name: 'Douro', cities: cities('river-port', 'Porto', 'Pinhão') },
      { name: 'Rhône', cities: cities('river-port', 'Lyon', 'Avignon', 'Arles') },
      { name: 'Mekong', cities: cities('river-port', 'Siem Reap', 'Ho Chi Minh City') },
      { name: 'Nile', cities: cities('river-port', 'Luxor', 'Aswan') },
      { name: 'Mississippi', cities: cities('river-port', 'New Orleans', 'Memphis', 'St. Louis') },
    ],
  },
];

/**
 * Travel styles with their fixed ids. The site links to 4 (cruises), 9 (Disney), 13 (last minute) and 28 (river cruises) by number;
 * the others fill the numbers in between with what a Canadian agency sells.
 */
export const SEED_TRAVEL_STYLES: ReadonlyArray<{ id: number; style_name: string }> = [
  { id: 1, style_name: 'All-Inclusive' },
  { id: 2, style_name: 'Adventure' },
  { id: 3, style_name: 'Beach Vacations' },
  { id: 4, style_name: 'Cruises' },
  { id: 5, style_name: 'Culinary' },
  { id: 6, style_name: 'Destination Wedding' },
  { id: 7, style_name: 'Escorted Tours' },
  { id: 8, style_name: 'Family' },
  { id: 9, style_name: 'Disney Trips' },
  { id: 10, style_name: 'Group Travel' },
  { id: 11, style_name: 'Honeymoon' },
  { id: 12, style_name: 'Luxury' },
  { id: 13, style_name: 'Last Minute' },
  { id: 14, style_name: 'Safari' },
  { id: 15, style_name: 'Wellness' },
  { id: 16, style_name: 'Ski & Snow' },
  { id: 17, style_name: 'Culture & Heritage' },
  { id: 18, style_name: 'Rail Journeys' },
  { id: 19, style_name: 'Adults Only' },
  { id: 20, style_name: 'Golf' },
  { id: 21, style_name: 'Expedition Cruise' },
  { id: 22, style_name: 'Eco & Wildlife' },
  { id: 23, style_name: 'City Breaks' },
  { id: 24, style_name: 'Solo Travel' },
  { id: 25, style_name: 'Multi-Generational' },
  { id: 26, style_name: 'Self-Drive' },
  { id: 27, style_name: 'Festivals & Events' },
  { id: 28, style_name: 'River Cruise' },
];

/** Canadian gateways the agency's packages depart from, west to east first as its clients expect. */
export const SEED_DEPARTURE_CITIES: readonly string[] = [
  'Vancouver',
  'Victoria',
  'Kelowna',
  'Abbotsford',
  'Calgary',
  'Edmonton',
  'Saskatoon',
  'Regina',
  'Winnipeg',
  'Thunder Bay',
  'Toronto',
  'Hamilton',
  'London (ON)',
  'Ottawa',
  'Montreal',
  'Quebec City',
  'Moncton',
  'Halifax',
  "St. John's (NL)",
];
