import type { QuotedDeparture } from '@tdp/shared/schemas/lead-records';
import { OCCUPANCY_BASIS_LABELS } from '@tdp/shared/departures/departure-terms';
import { allInPrice } from '@tdp/shared/pricing/all-in-price';
import { i18nOf } from '../i18n/catalogue.ts';
import { priceMessages } from './all-in-price.tsx';
import { formatDays, formatMessage, formatPrice } from '../lib/intl.ts';

/** Text of a departure a quote asked about (keys → English). */
export const quotedDepartureMessages = {
  summary: 'From {city}, {days} · {occupancy} · {price} per person, all in',
  withBreakdown: '{summary} ({breakdown})',
} as const;

/**
 * A quoted departure as the lead pages show it, the all-in price first:
 * "From Toronto, Dec 5, 2026 · Double occupancy · $2,619.17 per person, all in ($2,200 + $419.17 taxes and fees)".
 */
export function quotedDepartureText(departure: QuotedDeparture): string {
  const summary = formatMessage(quotedDepartureMessages.summary, {
    city: departure.cityName,
    days: formatDays(departure.date, departure.until),
    occupancy: OCCUPANCY_BASIS_LABELS[departure.occupancy],
    price: formatPrice(allInPrice(departure)),
  });
  if (departure.tax === 0) return summary;
  const breakdown = i18nOf('en-CA')._(priceMessages.breakdown, { price: formatPrice(departure.price), tax: formatPrice(departure.tax) });
  return formatMessage(quotedDepartureMessages.withBreakdown, { summary, breakdown });
}
