import type { Package } from '@tdp/shared/schemas/package';
import type { Departure } from '@tdp/shared/departures/departure';
import type { DeparturePriceChange, PriceHistoryEntry, PriceHistoryPage } from '@tdp/shared/departures/price-history';
import { PRICE_HISTORY_PAGE_MAX } from '@tdp/shared/departures/price-history';
import { NotFound } from '../domain-errors.ts';
import { getPackage } from '../../data/package-repository.ts';
import { listPriceHistory, priceHistoryEntryWrite } from '../../data/price-history-repository.ts';
import type { ContentWrite } from '../../data/content-transaction.ts';

/**
 * The price history of packages (docs/decisions/departures.md): a create records the package's first prices (its
 * own and each departure's, from nothing); a save that changes a departure's price or taxes (added and removed
 * departures included), or the package's own price or taxes, records who, when, and each change from old to new.
 */

type PricedPackage = Pick<Package, 'price' | 'tax' | 'departures'>;

function changeOf(departure: Departure, from: Departure | undefined, to: Departure | undefined): DeparturePriceChange {
  return {
    departureId: departure.id,
    departureCityId: departure.departureCityId,
    date: departure.date,
    ...(departure.until !== undefined ? { until: departure.until } : {}),
    from: from ? { price: from.price, tax: from.tax } : null,
    to: to ? { price: to.price, tax: to.tax } : null,
  };
}

/** What changed in price between two stored states of a package, or null when no price or tax moved. */
export function priceChangesBetween(before: PricedPackage, after: PricedPackage): Pick<PriceHistoryEntry, 'package' | 'departures'> | null {
  const old = new Map((before.departures ?? []).map((departure) => [departure.id, departure]));
  const current = new Map((after.departures ?? []).map((departure) => [departure.id, departure]));
  const departures: DeparturePriceChange[] = [];
  for (const departure of after.departures ?? []) {
    const previous = old.get(departure.id);
    if (!previous || previous.price !== departure.price || previous.tax !== departure.tax) departures.push(changeOf(departure, previous, departure));
  }
  for (const departure of before.departures ?? []) if (!current.has(departure.id)) departures.push(changeOf(departure, departure, undefined));
  const packageMoved = before.price !== after.price || before.tax !== after.tax;
  if (!packageMoved && departures.length === 0) return null;
  return {
    ...(packageMoved ? { package: { from: { price: before.price, tax: before.tax }, to: { price: after.price, tax: after.tax } } } : {}),
    departures,
  };
}

/** The prices a package is created with: its own and each departure's, all from nothing. */
export function initialPrices(created: PricedPackage): Pick<PriceHistoryEntry, 'package' | 'departures'> {
  return {
    package: { from: null, to: { price: created.price, tax: created.tax } },
    departures: (created.departures ?? []).map((departure) => changeOf(departure, undefined, departure)),
  };
}

/** The write that records the first prices of a package being created (its version 1), for the create's transaction. */
export function initialPricesWrite(created: Package): ContentWrite {
  return priceHistoryEntryWrite({
    packageId: created.id,
    version: created.version,
    changedAt: created.createdAt,
    changedBy: created.createdBy,
    ...initialPrices(created),
  });
}

/** The write that records the price changes of a save storing `after` over `before`; null when no price moved. */
export function priceChangesWrite(before: Package, after: Package): ContentWrite | null {
  const changes = priceChangesBetween(before, after);
  if (!changes) return null;
  return priceHistoryEntryWrite({ packageId: after.id, version: after.version, changedAt: after.updatedAt, changedBy: after.updatedBy, ...changes });
}

/** A page of a package's price history, newest first (404 when there is no such package). */
export async function readPriceHistory(packageId: number, before?: number): Promise<PriceHistoryPage> {
  if (!(await getPackage(packageId))) throw new NotFound('There is no such package.');
  const items = await listPriceHistory(packageId, PRICE_HISTORY_PAGE_MAX + 1, before);
  const page = items.slice(0, PRICE_HISTORY_PAGE_MAX);
  return items.length > PRICE_HISTORY_PAGE_MAX ? { items: page, nextBefore: page.at(-1)!.version } : { items: page };
}
