import type { BudgetRange, ContactMethod, LeadKind, Travellers } from '@tdp/shared/schemas/lead-forms';
import type { QuotedDeparture } from '@tdp/shared/schemas/lead-records';
import type { OccupancyBasis } from '@tdp/shared/departures/departure-terms';
import { allInPrice } from '@tdp/shared/pricing/all-in-price';

/**
 * The values of a lead's mails written in Canadian French, for the e-mails to a visitor of the French site
 * (docs/decisions/leads-in-the-visitors-language.md): the agency's own words (the request's name, the way to be reached,
 * dates, travellers, budget, the trip asked about, the greeting). What the visitor or the catalogue wrote stays as written.
 * Dates and amounts come from `Intl` for fr-CA (`14 mars 2027`, `2 619,17 $`); a non-breaking space goes before a colon.
 */

/** How each form is named in a French mail ("votre demande de soumission"). */
export const REQUEST_KIND_NAMES_FR: Readonly<Record<LeadKind, string>> = {
  general: 'demande de soumission',
  disney: 'demande de soumission Disney',
  group: 'demande de soumission de groupe',
  application: 'candidature d’agent affilié',
  contact: 'message',
};

/** How a person asked to be reached, after « par » ("par courriel", "par téléphone", "par texto"). */
export const CONTACT_METHOD_WORDS_FR: Readonly<Record<ContactMethod, string>> = {
  email: 'courriel',
  phone: 'téléphone',
  text: 'texto',
};

const OCCUPANCY_WORDS_FR: Readonly<Record<OccupancyBasis, string>> = {
  single: 'occupation simple',
  double: 'occupation double',
  triple: 'occupation triple',
  quad: 'occupation quadruple',
};

const COLON = '\u00a0:';

// Made on first use: an Intl formatter loads locale data, a cost a cold start should pay only when it formats.
let formats:
  | { longDate: Intl.DateTimeFormat; monthAndYear: Intl.DateTimeFormat; shortDate: Intl.DateTimeFormat; price: Intl.NumberFormat; dollars: Intl.NumberFormat }
  | undefined;
function frenchFormats() {
  formats ??= {
    longDate: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
    monthAndYear: new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    shortDate: new Intl.DateTimeFormat('fr-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    price: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
    dollars: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }),
  };
  return formats;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Budget ranges as a Quebec reader writes them: `moins de 1 500 $`, `3 000 $ à 5 000 $`. */
export function budgetWordsFr(range: BudgetRange): string {
  const $ = (amount: number) => frenchFormats().dollars.format(amount);
  switch (range) {
    case 'under-1500':
      return `moins de ${$(1500)}`;
    case '1500-3000':
      return `${$(1500)} à ${$(3000)}`;
    case '3000-5000':
      return `${$(3000)} à ${$(5000)}`;
    case '5000-8000':
      return `${$(5000)} à ${$(8000)}`;
    case '8000-plus':
      return `${$(8000)} et plus`;
  }
}

/** The trip dates in French: `du 14 mars 2027 au 21 mars 2027`, `départ le 14 mars 2027`, `dates flexibles, en mars 2027`. */
export function travelDatesFr(input: { departDate?: string; returnDate?: string; flexibleMonth?: string }): string {
  const { longDate, monthAndYear } = frenchFormats();
  if (input.flexibleMonth) return `dates flexibles, en ${monthAndYear.format(day(`${input.flexibleMonth}-01`))}`;
  if (input.departDate && input.returnDate) return `du ${longDate.format(day(input.departDate))} au ${longDate.format(day(input.returnDate))}`;
  if (input.departDate) return `départ le ${longDate.format(day(input.departDate))}`;
  return '';
}

function count(n: number, one: string, many: string): string {
  return `${n}\u00a0${n <= 1 ? one : many}`;
}

/** Travellers in French: `2 adultes, 1 aîné, 2 enfants (âges : 6, 9)`, led by the group size for groups. */
export function travellersFr(travellers: Travellers | undefined, groupSize?: number): string {
  const parts: string[] = [];
  if (travellers) {
    if (travellers.adults > 0) parts.push(count(travellers.adults, 'adulte', 'adultes'));
    if (travellers.seniors > 0) parts.push(count(travellers.seniors, 'aîné', 'aînés'));
    if (travellers.childAges.length > 0) {
      parts.push(
        `${count(travellers.childAges.length, 'enfant', 'enfants')} (${travellers.childAges.length === 1 ? 'âge' : 'âges'}${COLON} ${travellers.childAges.join(', ')})`,
      );
    }
  }
  const breakdown = parts.join(', ');
  if (groupSize !== undefined) return breakdown ? `groupe de ${groupSize}${COLON} ${breakdown}` : `groupe de ${groupSize}`;
  return breakdown;
}

/** "Lisbonne et Porto en train : de Toronto, 5 déc. 2026, occupation double, 2 619,17 $ par personne, tout compris". */
export function tripAskedAboutFr(packageTitle: string | null | undefined, departure: QuotedDeparture | undefined): string {
  if (!packageTitle) return '';
  if (!departure) return packageTitle;
  const { shortDate, price } = frenchFormats();
  const days = departure.until
    ? `du ${shortDate.format(day(departure.date))} au ${shortDate.format(day(departure.until))}`
    : shortDate.format(day(departure.date));
  return `${packageTitle}${COLON} de ${departure.cityName}, ${days}, ${OCCUPANCY_WORDS_FR[departure.occupancy]}, ${price.format(allInPrice(departure))} par personne, tout compris`;
}

/** "Bonjour Priya", or "Bonjour" when the first name does not read as a name (see `greetingFor`). */
export function greetingFr(name: string | null): string {
  return name ? `Bonjour ${name}` : 'Bonjour';
}
