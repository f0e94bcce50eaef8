/**
 * The seed's French names (issue 31; docs/decisions/bilingual-catalogue.md): every place of the destination tree, every
 * travel style and departure city, as a Quebec travel agency writes them. A name not listed reads the same in French
 * (Cancun, Banff, Kyoto). Plain data, and the small rules of French place names the seed's texts need.
 */

const PLACE_NAMES: Readonly<Record<string, string>> = {
  // Continents and cruise groups (a cruise group's name as visitors read it, without Cruise_).
  Africa: 'Afrique',
  Asia: 'Asie',
  'Central & South America': 'Amérique centrale et du Sud',
  'Mexico & Caribbean': 'Mexique et Caraïbes',
  'North America': 'Amérique du Nord',
  Oceania: 'Océanie',
  Cruise_Categories: 'Catégories',
  Cruise_Ocean: 'Océans',
  Cruise_River: 'Fleuves et rivières',
  // Countries, cruise categories, regions and rivers.
  Egypt: 'Égypte',
  Morocco: 'Maroc',
  Tanzania: 'Tanzanie',
  'South Africa': 'Afrique du Sud',
  Mauritius: 'Île Maurice',
  Japan: 'Japon',
  Thailand: 'Thaïlande',
  Indonesia: 'Indonésie',
  India: 'Inde',
  China: 'Chine',
  Singapore: 'Singapour',
  Peru: 'Pérou',
  Argentina: 'Argentine',
  Chile: 'Chili',
  Brazil: 'Brésil',
  Ecuador: 'Équateur',
  Colombia: 'Colombie',
  Italy: 'Italie',
  Spain: 'Espagne',
  Greece: 'Grèce',
  'United Kingdom': 'Royaume-Uni',
  Ireland: 'Irlande',
  Germany: 'Allemagne',
  Croatia: 'Croatie',
  Iceland: 'Islande',
  Switzerland: 'Suisse',
  Netherlands: 'Pays-Bas',
  Austria: 'Autriche',
  'Czech Republic': 'Tchéquie',
  Turkey: 'Turquie',
  Norway: 'Norvège',
  Mexico: 'Mexique',
  'Dominican Republic': 'République dominicaine',
  Jamaica: 'Jamaïque',
  Barbados: 'Barbade',
  'Saint Lucia': 'Sainte-Lucie',
  'Turks and Caicos': 'Îles Turques-et-Caïques',
  'United States': 'États-Unis',
  Hawaii: 'Hawaï',
  Australia: 'Australie',
  'New Zealand': 'Nouvelle-Zélande',
  Fiji: 'Fidji',
  'French Polynesia': 'Polynésie française',
  'Cook Islands': 'Îles Cook',
  'Family Cruises': 'Croisières familiales',
  'Luxury Cruises': 'Croisières de luxe',
  'Expedition Cruises': 'Croisières d’expédition',
  'Adults-Only Cruises': 'Croisières pour adultes seulement',
  'Disney Cruises': 'Croisières Disney',
  Caribbean: 'Caraïbes',
  Mediterranean: 'Méditerranée',
  'Northern Europe': 'Europe du Nord',
  'Mexican Riviera': 'Riviera mexicaine',
  'Canada & New England': 'Canada et Nouvelle-Angleterre',
  'South Pacific': 'Pacifique Sud',
  Antarctica: 'Antarctique',
  Rhine: 'Rhin',
  Mekong: 'Mékong',
  Nile: 'Nil',
  // Cities, parks and ports.
  Cairo: 'Le Caire',
  Luxor: 'Louxor',
  Aswan: 'Assouan',
  'Sharm El Sheikh': 'Charm el-Cheikh',
  Fes: 'Fès',
  'Maasai Mara': 'Masai Mara',
  'Ngorongoro Crater': 'Cratère du Ngorongoro',
  'Cape Town': 'Le Cap',
  'Kruger National Park': 'Parc national Kruger',
  'Garden Route': 'Route des Jardins',
  'Ho Chi Minh City': 'Hô-Chi-Minh-Ville',
  'Ha Long Bay': 'Baie d’Along',
  'Kerala Backwaters': 'Backwaters du Kerala',
  Beijing: 'Pékin',
  'South Ari Atoll': 'Atoll d’Ari Sud',
  'Baa Atoll': 'Atoll Baa',
  'Panama City': 'Ville de Panama',
  Cusco: 'Cuzco',
  'Sacred Valley': 'Vallée sacrée',
  'Iguazú Falls': 'Chutes d’Iguazú',
  'Atacama Desert': 'Désert d’Atacama',
  'Amazon Rainforest': 'Forêt amazonienne',
  'Galápagos Islands': 'Îles Galápagos',
  Cartagena: 'Carthagène',
  Venice: 'Venise',
  'Amalfi Coast': 'Côte amalfitaine',
  Tuscany: 'Toscane',
  Barcelona: 'Barcelone',
  Seville: 'Séville',
  Granada: 'Grenade',
  Mallorca: 'Majorque',
  Lisbon: 'Lisbonne',
  Madeira: 'Madère',
  Athens: 'Athènes',
  Santorini: 'Santorin',
  Crete: 'Crète',
  London: 'Londres',
  Edinburgh: 'Édimbourg',
  'Scottish Highlands': 'Highlands d’Écosse',
  'Golden Circle': 'Cercle d’or',
  Vienna: 'Vienne',
  Salzburg: 'Salzbourg',
  Cappadocia: 'Cappadoce',
  'Lofoten Islands': 'Îles Lofoten',
  Havana: 'La Havane',
  'St. James': 'Saint James',
  'Quebec City': 'Québec',
  'Niagara Falls': 'Chutes du Niagara',
  'New York City': 'New York',
  'Big Island': 'Grande Île d’Hawaï',
  'Denarau Island': 'Île Denarau',
  'Mamanuca Islands': 'Îles Mamanuca',
  'Bora Bora': 'Bora-Bora',
  'Piraeus (Athens)': 'Le Pirée (Athènes)',
  Copenhagen: 'Copenhague',
  Montreal: 'Montréal',
  Bucharest: 'Bucarest',
  Basel: 'Bâle',
  'New Orleans': 'La Nouvelle-Orléans',
  'St. Louis': 'Saint-Louis',
};

/** The French name of a place of the seed's tree (its English one when both read the same). */
export function frenchPlaceName(english: string): string {
  return PLACE_NAMES[english] ?? english;
}

/** The seed's travel styles in French, by id. */
export const FRENCH_STYLE_NAMES: Readonly<Record<number, string>> = {
  1: 'Tout compris',
  2: 'Aventure',
  3: 'Vacances à la plage',
  4: 'Croisières',
  5: 'Gastronomie',
  6: 'Mariage à destination',
  7: 'Circuits accompagnés',
  8: 'Famille',
  9: 'Voyages Disney',
  10: 'Voyages de groupe',
  11: 'Voyage de noces',
  12: 'Luxe',
  13: 'Dernière minute',
  14: 'Safari',
  15: 'Bien-être',
  16: 'Ski et neige',
  17: 'Culture et patrimoine',
  18: 'Voyages en train',
  19: 'Adultes seulement',
  20: 'Golf',
  21: 'Croisière d’expédition',
  22: 'Écotourisme et faune',
  23: 'Escapades urbaines',
  24: 'Voyage en solo',
  25: 'Voyages multigénérationnels',
  26: 'Autotour',
  27: 'Festivals et événements',
  28: 'Croisière fluviale',
};

const DEPARTURE_CITY_NAMES: Readonly<Record<string, string>> = {
  'London (ON)': 'London (Ont.)',
  Montreal: 'Montréal',
  'Quebec City': 'Québec',
  "St. John's (NL)": 'St. John’s (T.-N.-L.)',
};

/** The French name of a departure city of the seed. */
export function frenchDepartureCityName(english: string): string {
  return DEPARTURE_CITY_NAMES[english] ?? english;
}

/** «à Paris», «au Caire», «aux Îles Cook»: where, before a French place name. */
export function atPlace(name: string): string {
  if (name.startsWith('Le ')) return `au ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `aux ${name.slice(4)}`;
  return `à ${name}`;
}

/** «de Paris», «du Caire», «d’Ottawa»: from or of, before a French place name. */
export function ofPlace(name: string): string {
  if (name.startsWith('Le ')) return `du ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `des ${name.slice(4)}`;
  return /^[AEIOUÉÈÎÔYaeiouéèîôyH]/.test(name) ? `d’${name}` : `de ${name}`;
}

/** A list as French writes it: «Vancouver, Calgary et Toronto». */
export function frenchList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** An amount of Canadian dollars as Quebec writes it: «1 000 $», «2 091,24 $» (non-breaking spaces). */
export function frenchDollars(amount: number): string {
  return new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
}

/** The non-breaking space French puts before « : », « ; », « ! », « ? » and « % ». */
export const NBSP = '\u00a0';
