import { dateOfDayNumber, dayNumber } from '@tdp/shared/departures/calendar-date';

/**
 * The fares of a package card written as one short text (`fareCodes`), so a card with 40 departures stays near
 * 1 KB and a cold rebuild of the deals index reads half as much (docs/decisions/departures.md).
 *
 * A fare is `[departureCityId, date, price, tax]`, with `until` appended for flexible travel. The text groups the
 * fares by departure city (groups joined by a space, each `{city}:` then its fares joined by commas, in date order).
 * A fare is `{days}.{price}.{tax}.{span}`: every number in base 36; `days` is the day number (days since
 * 1970-01-01) for a city's first fare and the days since the previous fare after it; price and taxes are whole
 * cents, left empty when the same as the previous fare of the city; `span` is the days from the date to `until`,
 * left out (with its dot) for a fixed date; trailing empty parts are left out. A weekly departure at the previous
 * fare's price is `7`; one at its own price and taxes `7.3ok0.sqo`.
 */

/** A departure that sells, as a card keeps it. */
export type CardFare =
  [departureCityId: number, date: string, price: number, tax: number] | [departureCityId: number, date: string, price: number, tax: number, until: string];

const BASE = 36;

function cents(amount: number): number {
  return Math.round(amount * 100);
}

/** The fares as one text (see above); '' for none. */
export function encodeCardFares(fares: readonly CardFare[]): string {
  const byCity = new Map<number, CardFare[]>();
  for (const fare of fares) {
    const list = byCity.get(fare[0]);
    if (list) list.push(fare);
    else byCity.set(fare[0], [fare]);
  }
  const groups: string[] = [];
  for (const [city, cityFares] of byCity) {
    const sorted = [...cityFares].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    let previousDay = 0;
    let previousPrice = -1;
    let previousTax = -1;
    const codes = sorted.map((fare, index) => {
      const day = dayNumber(fare[1]);
      const price = cents(fare[2]);
      const tax = cents(fare[3]);
      const parts = [
        (index === 0 ? day : day - previousDay).toString(BASE),
        price === previousPrice ? '' : price.toString(BASE),
        tax === previousTax ? '' : tax.toString(BASE),
        fare[4] === undefined ? '' : (dayNumber(fare[4]) - day).toString(BASE),
      ];
      while (parts.length > 1 && parts.at(-1) === '') parts.pop();
      previousDay = day;
      previousPrice = price;
      previousTax = tax;
      return parts.join('.');
    });
    groups.push(`${city.toString(BASE)}:${codes.join(',')}`);
  }
  return groups.join(' ');
}

function numberOf(code: string, what: string, text: string): number {
  const value = parseInt(code, BASE);
  if (!/^[0-9a-z]+$/.test(code) || !Number.isSafeInteger(value)) throw new Error(`Unreadable ${what} "${code}" in card fares "${text.slice(0, 80)}"`);
  return value;
}

/** The fares of a text written by `encodeCardFares`, in the same order it wrote them. */
export function decodeCardFares(text: string): CardFare[] {
  const fares: CardFare[] = [];
  if (text === '') return fares;
  for (const group of text.split(' ')) {
    const colon = group.indexOf(':');
    const city = numberOf(group.slice(0, colon), 'city', text);
    let day = 0;
    let price = 0;
    let tax = 0;
    group
      .slice(colon + 1)
      .split(',')
      .forEach((code, index) => {
        const [days = '', priceCode = '', taxCode = '', span = ''] = code.split('.');
        day = index === 0 ? numberOf(days, 'day', text) : day + numberOf(days, 'day', text);
        if (priceCode !== '') price = numberOf(priceCode, 'price', text);
        if (taxCode !== '') tax = numberOf(taxCode, 'tax', text);
        const date = dateOfDayNumber(day);
        fares.push(
          span === '' ? [city, date, price / 100, tax / 100] : [city, date, price / 100, tax / 100, dateOfDayNumber(day + numberOf(span, 'span', text))],
        );
      });
  }
  return fares;
}
