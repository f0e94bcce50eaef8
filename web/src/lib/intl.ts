/** Locale of every text the site formats by default (the English site; the dashboards are English only). */
export const LOCALE = 'en-CA';

/** The public site's languages: Canadian English and Canadian French (docs/decisions/i18n-library.md). */
export type Locale = 'en-CA' | 'fr-CA';

/*
 * Prices, dates and name order for one locale, written out instead of asking `Intl`. The first `Intl` object a
 * page makes loads the browser's ICU locale data: 15-90 ms of main-thread work measured in Chromium on this
 * project's pages, four times that on a mid-range phone, and every public page shows a price or sorts names
 * while it starts. en-CA's rules for these three formats are short and fixed; intl.test.ts checks them against
 * `Intl` over many values, so they stay what `Intl` prints. A second locale would bring its own rules (or `Intl`).
 */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** fr-CA's short months, as `Intl.DateTimeFormat('fr-CA', { month: 'short' })` writes them. */
const FRENCH_SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] as const;

/** The no-break space fr-CA writes between groups of digits and before the dollar sign (U+00A0, as `Intl`). */
const NBSP = '\u00a0';

/** Digits grouped by thousands, e.g. `1234567` → `1,234,567` (en-CA) or `1 234 567` with no-break spaces (fr-CA). */
function groupThousands(digits: string, separator = ','): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/** Lower case without accents (`Côte` → `cote`): what a base-sensitivity comparison compares. */
function foldedName(name: string): string {
  // Only non-ASCII text needs decomposing; most names are plain ASCII and skip the normalizer.
  const plain = /[^\u0000-\u007f]/.test(name) ? name.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : name;
  return plain.toLowerCase();
}

/**
 * Orders two names as a reader of the site's language sorts them, case and accents aside (`Intl.Collator` with
 * base sensitivity): for `Array.sort`. Spaces and punctuation sort before digits and letters, as in the
 * collator; names equal but for case or accents compare equal, so a stable sort keeps their order.
 */
export function compareNames(a: string, b: string): number {
  const left = foldedName(a);
  const right = foldedName(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * `value` (≥ 0) rounded to `decimals` places, half away from zero, as digits `[whole, fraction]`. Rounds the
 * number's shortest decimal form (`String(1.005)` is `1.005`, so it gives `1.01`), as `Intl` does; `toFixed`
 * would round the binary value just below it to `1.00`.
 */
function roundedDigits(value: number, decimals: number): [string, string] {
  const text = value < 1e-6 ? '0' : String(value);
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  const kept = `${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`;
  const digits = (fraction[decimals] ?? '0') >= '5' ? incremented(kept) : kept;
  return [digits.slice(0, digits.length - decimals) || '0', digits.slice(digits.length - decimals)];
}

/** A string of digits plus one (`'0999'` → `'1000'`). */
function incremented(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${'0'.repeat(digits.length - index - 1)}`;
}

/**
 * A price in Canadian dollars, to the cent (rounded half away from zero), never rounded to whole dollars: `$1,299` when
 * it has no cents, `$2,899.50` when it has some (a price is never shown higher, or lower, than it is). `exact` always
 * writes the cents (`$1,299.00`), e.g. in an admin's price column. In fr-CA: `1 299 $`, `2 091,24 $` (no-break spaces,
 * as `Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' })` writes them).
 */
export function formatPrice(amount: number, options: { exact?: boolean; locale?: Locale } = {}): string {
  // From 1e21 on, String() writes exponents; no price gets there, so no rule for it here.
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) return String(amount);
  const [whole, roundedCents] = roundedDigits(Math.abs(amount), 2);
  const cents = options.exact || roundedCents !== '00' ? roundedCents : '';
  // Like Intl: a negative amount keeps its sign even when it rounds to zero (`-$0`).
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  if (options.locale === 'fr-CA') return `${sign}${groupThousands(whole, NBSP)}${cents ? `,${cents}` : ''}${NBSP}$`;
  return `${sign}$${groupThousands(whole)}${cents ? `.${cents}` : ''}`;
}

/**
 * A calendar date such as `Mar 7, 2027` (`7 avr. 2027` in fr-CA). Accepts `YYYY-MM-DD` or an ISO timestamp; formatted
 * in UTC so a travel date never shifts by a day with the visitor's time zone.
 */
export function formatDate(date: string | Date, locale: Locale = 'en-CA'): string {
  const day = typeof date === 'string' ? parseCalendarDate(date) : date;
  if (Number.isNaN(day.getTime())) throw new RangeError('Not a date: Invalid Date');
  if (locale === 'fr-CA') return `${day.getUTCDate()} ${FRENCH_SHORT_MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  return `${SHORT_MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** The days of a departure: `Apr 7, 2027`, or `Apr 7, 2027 – Jun 30, 2027` for flexible travel until a day. */
export function formatDays(date: string, until?: string, locale: Locale = 'en-CA'): string {
  return until ? `${formatDate(date, locale)} – ${formatDate(until, locale)}` : formatDate(date, locale);
}

/**
 * A travel month `YYYY-MM` such as `Apr 2027` (`avr. 2027` in fr-CA; the same on the server and in every browser: no
 * Intl data involved).
 */
export function formatMonth(month: string, locale: Locale = 'en-CA'): string {
  const index = Number(month.slice(5, 7)) - 1;
  const name = (locale === 'fr-CA' ? FRENCH_SHORT_MONTHS : SHORT_MONTHS)[index] ?? month.slice(5, 7);
  return `${name} ${month.slice(0, 4)}`;
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
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
