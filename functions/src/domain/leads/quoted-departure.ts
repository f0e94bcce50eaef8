import { isDepartureOpen } from '@tdp/shared/departures/departure-derivations';
import { toCents } from '@tdp/shared/pricing/all-in-price';
import type { QuoteRequestInput } from '@tdp/shared/schemas/lead-forms';
import type { QuotedDeparture } from '@tdp/shared/schemas/lead-records';
import { isPackageOnSale } from '@tdp/shared/schemas/package';
import { departureCityRepository } from '../../data/departure-city-repository.ts';
import { findPackageIdByUrl, getPackage } from '../../data/package-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { Unprocessable } from '../domain-errors.ts';

const REFUSED = 'The departure you chose cannot be quoted as shown. See the departure in the form.';

/**
 * The departure a quote asks about, confirmed against its package's departures on the agency's day (`now`), or null
 * when the quote names none. The visitor and the agency expect the lead to hold the departure at the price the form
 * showed: one that is no longer open (sold out, gone, its package off sale) or whose price changed since is refused
 * with a 422 naming `departure` and saying what changed, so the visitor chooses again or sends at the new price.
 */
export async function confirmQuotedDeparture(input: QuoteRequestInput, now: Date): Promise<QuotedDeparture | null> {
  const asked = input.departure;
  if (!asked || !input.packageUrl) return null;
  const today = agencyToday(now);
  const packageId = await findPackageIdByUrl(input.packageUrl);
  const pkg = packageId === null ? null : await getPackage(packageId);
  const departure = pkg && isPackageOnSale(pkg, today) ? pkg.departures?.find((candidate) => candidate.id === asked.id) : undefined;
  if (!departure) throw new Unprocessable(REFUSED, { departure: 'is no longer offered: choose another departure on the package page, or send without one' });
  if (!isDepartureOpen(departure, today)) {
    const reason = departure.availability === 'sold-out' ? 'is sold out now' : 'has left';
    throw new Unprocessable(REFUSED, { departure: `${reason}: choose another departure on the package page, or send without one` });
  }
  if (toCents(departure.price) !== toCents(asked.price) || toCents(departure.tax) !== toCents(asked.tax)) {
    throw new Unprocessable(REFUSED, { departure: 'has a new price since the page was loaded: check it and send again' });
  }
  const city = await departureCityRepository.get(departure.departureCityId);
  return {
    id: departure.id,
    departureCityId: departure.departureCityId,
    cityName: city?.city_name ?? `City ${departure.departureCityId}`,
    date: departure.date,
    ...(departure.until !== undefined ? { until: departure.until } : {}),
    occupancy: departure.occupancy,
    price: departure.price,
    tax: departure.tax,
  };
}
