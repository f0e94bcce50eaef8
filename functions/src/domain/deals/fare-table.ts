import type { DepartureFacts } from '@tdp/shared/departures/departure-derivations';
import type { DateRange } from '@tdp/shared/schemas/date-range';
import { dateOfDayNumber, dayNumber, monthsSpanned, nextMonth } from '@tdp/shared/departures/calendar-date';
import type { PackageCardRecord } from '../packages/package-card.ts';

/**
 * Every package's fares in a few flat typed arrays, for the deals index: what a package sells from which
 * departure city, on which days, at which price. A package with departures has one fare per departure that sells
 * (its card's `fares`); a package without departures has one fare per listed departure city and date entry, at
 * its one price (city 0 when it lists no city: it then matches no city filter). Days are day numbers and amounts
 * whole cents, so a query compares integers and allocates nothing per fare.
 *
 * Memory: 20 bytes per fare, plus 4 bytes of offset and 1 byte of kind per package.
 */

/** A departure-city and travel-month filter, in the table's terms. */
export interface FareChoice {
  /** 1 at each chosen departure city id (see `citySelection`), or null for any. */
  cities: Uint8Array | null;
  /** Chosen months as `[first day, last day]` day numbers, or null for any. */
  months: ReadonlyArray<readonly [number, number]> | null;
}

/** A fare with no departure city (a package without departures that lists none). */
const NO_CITY = 0;
/**
 * Fares reaching into more months than this (only hand-typed ranges of packages without departures: a departure
 * spans at most a year) are not posted per month; `monthsOf` answers null and the index checks them on every query.
 */
const MONTHS_PER_FARE_MAX = 36;

interface FareInput {
  city: number;
  first: string;
  last: string;
  price: number;
  tax: number;
}

function faresOfCard(card: PackageCardRecord): FareInput[] {
  if (card.lastDepartureDay !== undefined) {
    return (card.fares ?? []).map(([city, date, price, tax, until]) => ({ city, first: date, last: until ?? date, price, tax }));
  }
  const cities = card.departureCityIds.length > 0 ? card.departureCityIds : [NO_CITY];
  return card.dateRanges.flatMap((range) => cities.map((city) => ({ city, first: range.start, last: range.end, price: card.price, tax: card.tax })));
}

/** Day numbers already written out as dates: a catalogue's fares fall on a few thousand distinct days. */
const dateTexts = new Map<number, string>();

function dateText(day: number): string {
  let text = dateTexts.get(day);
  if (text === undefined) {
    text = dateOfDayNumber(day);
    dateTexts.set(day, text);
  }
  return text;
}

function cents(amount: number): number {
  return Math.round(amount * 100);
}

/** The first and last day numbers of a month `YYYY-MM`. */
export function monthDays(month: string): readonly [number, number] {
  return [dayNumber(`${month}-01`), dayNumber(`${nextMonth(month)}-01`) - 1];
}

export class FareTable {
  /** Fares of slot `s` are `offsets[s]` to `offsets[s + 1] - 1`. */
  private readonly offsets: Int32Array;
  private readonly city: Int32Array;
  private readonly first: Int32Array;
  private readonly last: Int32Array;
  private readonly priceCents: Int32Array;
  private readonly taxCents: Int32Array;
  /** 1 when the slot's fares are its departures (its price and dates derive from them), 0 for a package without. */
  private readonly fromDepartures: Uint8Array;

  /**
   * Fares of `cards` (slot = index in `cards`). Each slot's fares are kept cheapest first (all in; ties: earlier
   * departure), so the cheapest fare fitting a filter is the first one that fits.
   */
  constructor(cards: readonly PackageCardRecord[]) {
    const perCard = cards.map((card) =>
      faresOfCard(card).sort((a, b) => cents(a.price) + cents(a.tax) - (cents(b.price) + cents(b.tax)) || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0)),
    );
    const total = perCard.reduce((sum, fares) => sum + fares.length, 0);
    this.offsets = new Int32Array(cards.length + 1);
    this.city = new Int32Array(total);
    this.first = new Int32Array(total);
    this.last = new Int32Array(total);
    this.priceCents = new Int32Array(total);
    this.taxCents = new Int32Array(total);
    this.fromDepartures = new Uint8Array(cards.length);
    let next = 0;
    perCard.forEach((fares, slot) => {
      this.offsets[slot] = next;
      this.fromDepartures[slot] = cards[slot]!.lastDepartureDay !== undefined ? 1 : 0;
      for (const fare of fares) {
        this.city[next] = fare.city;
        this.first[next] = dayNumber(fare.first);
        this.last[next] = dayNumber(fare.last);
        this.priceCents[next] = cents(fare.price);
        this.taxCents[next] = cents(fare.tax);
        next += 1;
      }
    });
    this.offsets[cards.length] = next;
  }

  /** Bytes the typed arrays take. */
  get bytes(): number {
    return this.offsets.byteLength + this.fromDepartures.byteLength + 5 * this.city.byteLength;
  }

  /** Whether the slot's price and dates come from departures. */
  hasDepartures(slot: number): boolean {
    return this.fromDepartures[slot] === 1;
  }

  /** The departure cities the slot sells from (postings of the city filter). */
  citiesOf(slot: number): number[] {
    const cities = new Set<number>();
    for (let fare = this.offsets[slot]!; fare < this.offsets[slot + 1]!; fare++) if (this.city[fare] !== NO_CITY) cities.add(this.city[fare]!);
    return [...cities];
  }

  /**
   * The travel months `YYYY-MM` the slot's fares reach (postings of the month filter), or null when a fare reaches
   * into more than 36 months (the slot is then a candidate of every month filter, checked fare by fare).
   */
  monthsOf(slot: number): string[] | null {
    const months = new Set<string>();
    for (let fare = this.offsets[slot]!; fare < this.offsets[slot + 1]!; fare++) {
      const spanned = monthsSpanned(dateOfDayNumber(this.first[fare]!), dateOfDayNumber(this.last[fare]!), MONTHS_PER_FARE_MAX + 1);
      if (spanned.length > MONTHS_PER_FARE_MAX) return null;
      for (const month of spanned) months.add(month);
    }
    return [...months];
  }

  /** Whether any fare of the slot can still be travelled on day `today` or later. */
  hasOpenFare(slot: number, today: number): boolean {
    for (let fare = this.offsets[slot]!; fare < this.offsets[slot + 1]!; fare++) if (this.last[fare]! >= today) return true;
    return false;
  }

  private fits(fare: number, today: number, choice: FareChoice | null): boolean {
    if (this.last[fare]! < today) return false;
    if (!choice) return true;
    if (choice.cities && choice.cities[this.city[fare]!] !== 1) return false;
    if (!choice.months) return true;
    const first = Math.max(this.first[fare]!, today);
    const last = this.last[fare]!;
    for (const [monthFirst, monthLast] of choice.months) if (first <= monthLast && last >= monthFirst) return true;
    return false;
  }

  /**
   * The cheapest fare (all in; ties: the earlier departure) of the slot that sells on `today` and fits the choice,
   * or -1 when none does.
   */
  cheapest(slot: number, today: number, choice: FareChoice | null): number {
    const end = this.offsets[slot + 1]!;
    for (let fare = this.offsets[slot]!; fare < end; fare++) if (this.fits(fare, today, choice)) return fare;
    return -1;
  }

  /** All-in cents of a fare. */
  allInCents(fare: number): number {
    return this.priceCents[fare]! + this.taxCents[fare]!;
  }

  /** Price and tax of a fare, in dollars. */
  priceOf(fare: number): { price: number; tax: number } {
    return { price: this.priceCents[fare]! / 100, tax: this.taxCents[fare]! / 100 };
  }

  /** The first day on or after `today` a fare of the slot fitting the choice leaves on, as a day number, or -1. */
  earliest(slot: number, today: number, choice: FareChoice | null): number {
    let earliest = -1;
    for (let fare = this.offsets[slot]!; fare < this.offsets[slot + 1]!; fare++) {
      if (!this.fits(fare, today, choice)) continue;
      const day = Math.max(this.first[fare]!, today);
      if (earliest === -1 || day < earliest) earliest = day;
    }
    return earliest;
  }

  /**
   * The date-range entries of the slot's fares that sell on `today` and fit the choice, as the shared
   * `dateRangesFromDepartures` makes them from the departures (a fixed date as `specific`, a span as a `range`
   * from today at the earliest, one entry per days, in date order), straight from the typed arrays.
   */
  dateRangesOf(slot: number, today: number, choice: FareChoice | null): DateRange[] {
    // [first day, last day, 1 for a span]; a span keyed apart from a fixed date on the same days.
    const entries: Array<[number, number, number]> = [];
    const seen = new Set<number>();
    for (let fare = this.offsets[slot]!; fare < this.offsets[slot + 1]!; fare++) {
      if (!this.fits(fare, today, choice)) continue;
      const last = this.last[fare]!;
      const span = this.first[fare]! === last ? 0 : 1;
      const first = span ? Math.max(this.first[fare]!, today) : last;
      // Day numbers stay below 2^22 for ten thousand years past 1970: one number keys the entry.
      const key = (first * 4_194_304 + last) * 2 + span;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push([first, last, span]);
    }
    entries.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    return entries.map(([first, last, span]) => {
      const start = dateText(first);
      if (!span) return { id: start, type: 'specific', start, end: start };
      const end = dateText(last);
      return { id: `${start}/${end}`, type: 'range', start, end };
    });
  }

  /** The slot's fares as departures (all selling), for the shared derivations of the card's dates. */
  factsOf(slot: number): DepartureFacts[] {
    const facts: DepartureFacts[] = [];
    for (let fare = this.offsets[slot]!; fare < this.offsets[slot + 1]!; fare++) {
      const date = dateOfDayNumber(this.first[fare]!);
      const last = dateOfDayNumber(this.last[fare]!);
      facts.push({
        departureCityId: this.city[fare]!,
        date,
        ...(last !== date ? { until: last } : {}),
        price: this.priceCents[fare]! / 100,
        tax: this.taxCents[fare]! / 100,
        availability: 'available',
      });
    }
    return facts;
  }
}

/** The departure cities of a deals filter as marks by id (ids beyond the largest chosen read as undefined: not chosen). */
export function citySelection(cityIds: readonly number[]): Uint8Array {
  const marks = new Uint8Array(Math.max(0, ...cityIds) + 1);
  for (const id of cityIds) marks[id] = 1;
  return marks;
}

/** The months of a deals filter as day spans. */
export function monthSpans(months: readonly string[]): Array<readonly [number, number]> {
  return months.map(monthDays);
}
