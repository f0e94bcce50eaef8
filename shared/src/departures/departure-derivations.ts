import type { DateRange } from '../schemas/date-range.ts';
import { toCents, type PriceParts } from '../pricing/all-in-price.ts';
import { monthOf, monthsSpanned } from './calendar-date.ts';
import { departureLastDay, isDepartureBookable, type Departure } from './departure.ts';

/**
 * What a package with departures shows, derived from them and never typed twice. `today` is the agency's calendar
 * day (`agencyToday()` on the server): a departure is past once its last day (its date, or `until` for flexible
 * travel) is before today, that is from the agency's midnight after it.
 *
 * - upcoming: last day on or after today (sold out or not); a package with none left is no longer available;
 * - open: upcoming and not sold out: the departures that sell, and the only ones prices and dates come from;
 * - the "from" price: the lowest all-in price (price + taxes and fees) among the open departures, per departure city
 *   when the visitor chose one, ties to the earlier departure;
 * - the dates: the open departures as date-range entries (a fixed date as `specific`, flexible travel as a `range`
 *   starting today at the earliest), so the existing date display reads them;
 * - the months: every travel month `YYYY-MM` an open departure can be travelled in.
 */

/** The fields of a departure the derivations read. */
export type DepartureFacts = Pick<Departure, 'departureCityId' | 'date' | 'until' | 'price' | 'tax' | 'availability'>;

/** What a visitor narrowed the departures to: departure cities and travel months (`YYYY-MM`); empty or absent = any. */
export interface DepartureChoice {
  departureCityIds?: readonly number[];
  months?: readonly string[];
}

/** Whether a departure can still be travelled on `today` or later. */
export function isDepartureUpcoming(departure: Pick<Departure, 'date' | 'until'>, today: string): boolean {
  return departureLastDay(departure) >= today;
}

/** Whether a departure sells on `today`: upcoming and not sold out. */
export function isDepartureOpen(departure: Pick<Departure, 'date' | 'until' | 'availability'>, today: string): boolean {
  return isDepartureBookable(departure) && isDepartureUpcoming(departure, today);
}

/** The departures still to come on `today`, sold-out ones included (the package page lists them as sold out). */
export function upcomingDepartures<T extends Pick<Departure, 'date' | 'until'>>(departures: readonly T[], today: string): T[] {
  return departures.filter((departure) => isDepartureUpcoming(departure, today));
}

/** The travel months `YYYY-MM` a departure can be travelled in from `today` on. */
export function departureMonthsFrom(departure: Pick<Departure, 'date' | 'until'>, today: string): string[] {
  const first = departure.date < today ? today : departure.date;
  return monthsSpanned(first, departureLastDay(departure));
}

/** Whether an open departure fits the visitor's choice of cities and months. */
function fitsChoice(departure: DepartureFacts, today: string, choice: DepartureChoice | undefined): boolean {
  const cities = choice?.departureCityIds ?? [];
  if (cities.length > 0 && !cities.includes(departure.departureCityId)) return false;
  const months = choice?.months ?? [];
  if (months.length === 0) return true;
  const first = departure.date < today ? today : departure.date;
  const last = departureLastDay(departure);
  // A month fits when the departure's travel days from today on reach into it.
  return months.some((month) => monthOf(first) <= month && month <= monthOf(last));
}

/** The open departures fitting the choice, in the order given. */
export function openDepartures<T extends DepartureFacts>(departures: readonly T[], today: string, choice?: DepartureChoice): T[] {
  return departures.filter((departure) => isDepartureOpen(departure, today) && fitsChoice(departure, today, choice));
}

function cheaperOrEarlier(candidate: DepartureFacts, best: DepartureFacts): boolean {
  const difference = toCents(candidate.price) + toCents(candidate.tax) - (toCents(best.price) + toCents(best.tax));
  return difference < 0 || (difference === 0 && candidate.date < best.date);
}

/** The open departure with the lowest all-in price (ties: the earlier one), or null when none is open. */
export function lowestOpenDeparture<T extends DepartureFacts>(departures: readonly T[], today: string, choice?: DepartureChoice): T | null {
  let best: T | null = null;
  for (const departure of openDepartures(departures, today, choice)) if (!best || cheaperOrEarlier(departure, best)) best = departure;
  return best;
}

/** The "from" price: price and tax of the cheapest open departure (all in), or null when none is open. */
export function fromPrice(departures: readonly DepartureFacts[], today: string, choice?: DepartureChoice): PriceParts | null {
  const best = lowestOpenDeparture(departures, today, choice);
  return best ? { price: best.price, tax: best.tax } : null;
}

/** The "from" price from each departure city with an open departure. */
export function fromPricesByCity(departures: readonly DepartureFacts[], today: string): Map<number, PriceParts> {
  const best = new Map<number, DepartureFacts>();
  for (const departure of openDepartures(departures, today)) {
    const known = best.get(departure.departureCityId);
    if (!known || cheaperOrEarlier(departure, known)) best.set(departure.departureCityId, departure);
  }
  return new Map([...best].map(([city, departure]) => [city, { price: departure.price, tax: departure.tax }]));
}

/**
 * The price and tax a package with departures stores in its `price` and `tax` (what lists show without a city):
 * the cheapest open departure's; when none is open, the cheapest upcoming one's (all sold out); when every
 * departure is past, the cheapest of all. Null only for a package without departures.
 */
export function packagePriceFromDepartures(departures: readonly DepartureFacts[], today: string): PriceParts | null {
  const open = fromPrice(departures, today);
  if (open) return open;
  const upcoming = upcomingDepartures(departures, today);
  const pool = upcoming.length > 0 ? upcoming : departures;
  let best: DepartureFacts | null = null;
  for (const departure of pool) if (!best || cheaperOrEarlier(departure, best)) best = departure;
  return best ? { price: best.price, tax: best.tax } : null;
}

/** The sorted travel months `YYYY-MM` of the open departures (fitting the chosen cities, when given). */
export function departureMonths(departures: readonly DepartureFacts[], today: string, choice?: Pick<DepartureChoice, 'departureCityIds'>): string[] {
  const months = new Set<string>();
  for (const departure of openDepartures(departures, today, choice)) for (const month of departureMonthsFrom(departure, today)) months.add(month);
  return [...months].sort();
}

/**
 * The open departures (fitting the choice) as date-range entries for the date display: a fixed date becomes a
 * `specific` entry, flexible travel a `range` from today at the earliest. The same days from several cities are
 * one entry; entries come in date order, with ids made from their days.
 */
export function dateRangesFromDepartures(departures: readonly DepartureFacts[], today: string, choice?: DepartureChoice): DateRange[] {
  const entries = new Map<string, DateRange>();
  for (const departure of openDepartures(departures, today, choice)) {
    if (departure.until === undefined) {
      entries.set(departure.date, { id: departure.date, type: 'specific', start: departure.date, end: departure.date });
    } else {
      const start = departure.date < today ? today : departure.date;
      const id = `${start}/${departure.until}`;
      entries.set(id, { id, type: 'range', start, end: departure.until });
    }
  }
  return [...entries.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : a.end > b.end ? 1 : 0));
}

/** The last day any departure (sold out or not) can be travelled on, or null without departures: when the package expires. */
export function lastDepartureDay(departures: ReadonlyArray<Pick<Departure, 'date' | 'until'>>): string | null {
  let last: string | null = null;
  for (const departure of departures) {
    const day = departureLastDay(departure);
    if (last === null || day > last) last = day;
  }
  return last;
}

/** The first day on or after `today` an open departure (fitting the choice) leaves on, or null. */
export function earliestOpenDepartureOn(departures: readonly DepartureFacts[], today: string, choice?: DepartureChoice): string | null {
  let earliest: string | null = null;
  for (const departure of openDepartures(departures, today, choice)) {
    const day = departure.date < today ? today : departure.date;
    if (earliest === null || day < earliest) earliest = day;
  }
  return earliest;
}

/**
 * Where the price a package shows on a day comes from, as the admin screens staff quote from say it: the package's own
 * `price` and `tax` (`package`), or its departures (`departures`: the cheapest of the `open` ones that day; 0 when
 * none sells, the price then being the one last derived).
 */
export type PriceSource = { from: 'package' } | { from: 'departures'; open: number };

/** The price source on `today` of a package with these departures (null: a package without departures). */
export function priceSourceOn(departures: readonly DepartureFacts[] | null, today: string): PriceSource {
  return departures === null ? { from: 'package' } : { from: 'departures', open: openDepartures(departures, today).length };
}

/** The fields of a package that its departures decide, when it has any. */
interface PackageDepartureFields {
  price: number;
  tax: number;
  dateRanges: DateRange[];
  departureCityIds: number[];
  departures?: Departure[] | undefined;
}

/**
 * A package with the fields its departures decide, as of `today`: `price` and `tax` from
 * `packagePriceFromDepartures`, `dateRanges` from the open departures and `departureCityIds` the cities departed
 * from, in the order they first appear. A package without departures is returned as it is.
 */
export function withDerivedDepartureFields<T extends PackageDepartureFields>(pkg: T, today: string): T {
  const departures = pkg.departures ?? [];
  if (departures.length === 0) return pkg;
  const price = packagePriceFromDepartures(departures, today)!;
  return {
    ...pkg,
    price: price.price,
    tax: price.tax,
    dateRanges: dateRangesFromDepartures(departures, today),
    departureCityIds: [...new Set(departures.map((departure) => departure.departureCityId))],
  };
}
