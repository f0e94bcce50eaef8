/** Locale of every text the site formats. A French version adds 'fr-CA' here and in the message modules. */
export const LOCALE = 'en-CA';

/**
 * `create()` once, on first use. Making an Intl formatter loads locale data (several milliseconds on a phone);
 * this module is part of every page's start-up code, so its formatters are made when a price or date is
 * first shown, not while the page is starting.
 */
function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

const priceFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }));
const exactPriceFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CAD' }));
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
const nameOrder = onFirstUse(() => new Intl.Collator(LOCALE, { sensitivity: 'base' }));

/** Orders two names as a reader of the site's language sorts them (case and accents aside): for `Array.sort`. */
export function compareNames(a: string, b: string): number {
  return nameOrder().compare(a, b);
}

/**
 * A price in Canadian dollars, e.g. `$1,299`. Whole dollars by default (deal cards);
 * `exact` keeps the cents (`$1,299.50`), e.g. for taxes.
 */
export function formatPrice(amount: number, options: { exact?: boolean } = {}): string {
  return (options.exact ? exactPriceFormat() : priceFormat()).format(amount);
}

/**
 * A calendar date such as `Mar 7, 2027`. Accepts `YYYY-MM-DD` or an ISO timestamp; formatted in UTC so a
 * travel date never shifts by a day with the visitor's time zone.
 */
export function formatDate(date: string | Date): string {
  return dateFormat().format(typeof date === 'string' ? parseCalendarDate(date) : date);
}

function parseCalendarDate(value: string): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: "${value}"`);
  return date;
}

/**
 * Fills `{name}` placeholders of a message, e.g. `formatMessage('Call {phone}', {phone})`.
 * A placeholder without a value is left visible, so a missing value shows up in review, not as blank text.
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * Makes the formatters and the collator in a moment the page is idle (waiting for its code, config or deals),
 * so the first render of prices, dates and sorted names does not pay for them. Called once at start-up.
 */
export function prepareFormatsWhenIdle(): void {
  const prepare = () => {
    priceFormat();
    exactPriceFormat();
    dateFormat();
    nameOrder();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(prepare);
  else setTimeout(prepare, 0);
}
