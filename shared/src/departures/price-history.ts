import * as z from 'zod/mini';
import { lazySchema } from '../schemas/lazy-schema.ts';
import type { PriceParts } from '../pricing/all-in-price.ts';

/**
 * The price history of a package: one entry for its creation (its first prices, from nothing), then one per save
 * that changed a departure's price or taxes, or the package's own (derived or typed) price or taxes. Admins read it
 * newest first (`GET /packages/{id}/price-history`).
 */

/** A departure whose price or taxes changed in a save; `from` is null for a departure added, `to` for one removed. */
export interface DeparturePriceChange {
  departureId: string;
  departureCityId: number;
  date: string;
  until?: string;
  from: PriceParts | null;
  to: PriceParts | null;
}

/** One save that changed prices: who, when, the package's version it made, and what changed. */
export interface PriceHistoryEntry {
  packageId: number;
  /** The package version the save stored. */
  version: number;
  changedAt: string;
  changedBy: string;
  /**
   * The package's own price and taxes (the "from" price of a package with departures), when they changed; `from` is
   * null in the entry of the package's creation.
   */
  package?: { from: PriceParts | null; to: PriceParts };
  departures: DeparturePriceChange[];
}

/** Most entries one page of the history holds. */
export const PRICE_HISTORY_PAGE_MAX = 50;

/** A page of the history, newest first; `nextBefore` asks for the following (older) page. */
export interface PriceHistoryPage {
  items: PriceHistoryEntry[];
  nextBefore?: number;
}

const versionQuery = lazySchema(() =>
  z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,8}$/, { error: 'must be a positive whole number' })), z.transform(Number)),
);

/** Query of `GET /packages/{id}/price-history`: `before` a version (the previous page's `nextBefore`). */
export const priceHistoryQuerySchema = lazySchema(() => z.strictObject({ before: z.optional(versionQuery) }));
