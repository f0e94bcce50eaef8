import type { Package } from '@tdp/shared/schemas/package';
import { packageDurationNights, pickFields, type PackageFieldName } from '@tdp/shared/schemas/package';
import { getLayout } from '@tdp/shared/layouts/layout-registry';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { lastDepartureDay, openDepartures } from '@tdp/shared/departures/departure-derivations';
import { isFrenchComplete } from '@tdp/shared/catalogue/french-texts';
import type { CardFare } from '../../data/card-fares.ts';
import { packageBulkLoadItems } from '../../data/package-repository.ts';

export type { CardFare } from '../../data/card-fares.ts';

/**
 * A package's card: the projection of a package that the card partition stores and the deals index, the admin list
 * and the delete guards read (docs/decisions/catalogue-model.md). The storage of it (its fares coded as one text)
 * is `data/package-repository.ts`'s.
 */

/** The editor's fields a card copies as they are (the shared list `PACKAGE_FIELD_NAMES`). */
export const PACKAGE_CARD_FIELDS = [
  'package_url',
  'title',
  'banner_image',
  'price',
  'tax',
  'icons_data',
  'destinationIds',
  'travelStyleIds',
  'departureCityIds',
  'status',
  'validFrom',
  'validUntil',
] as const satisfies readonly PackageFieldName[];
type PackageCardField = (typeof PACKAGE_CARD_FIELDS)[number];

/**
 * What the card partition holds per package: the public card's fields, what the deals filter and the
 * admin list need, and the references delete guards look for. The destination NAME is not stored, so
 * renaming a country needs no card rewrite.
 */
export interface PackageCardRecord extends Pick<Package, PackageCardField> {
  id: number;
  /** The package's date entries; empty for a package with departures (the index derives its dates from `fares`). */
  dateRanges: Package['dateRanges'];
  durationNights: number | null;
  /** Pricing tables the package's tabs show. */
  tableIds: number[];
  version: number;
  updatedAt: string;
  updatedBy: string;
  /**
   * A package with departures: those not sold out and not past on the day it was saved, for the deals index to
   * derive prices, dates, months and expiry for any later day and any chosen city. Absent without departures.
   * Stored as one text, `fareCodes` (see `card-fares.ts`).
   */
  fares?: CardFare[];
  /** The last day of any departure, sold-out ones included (the package expires after it); absent without departures. */
  lastDepartureDay?: string;
  /**
   * The card's texts in French and the package's French address, present only while its French version is complete
   * (docs/decisions/bilingual-catalogue.md): the French lists show the cards that have it, and only those.
   */
  fr?: FrenchCard;
}

/** What a French card shows in place of the English (its icons' texts in their order). */
export interface FrenchCard {
  package_url: string;
  title: string;
  icons: string[];
}

/** The French texts of a package's card when its French version is complete, else undefined. */
export function frenchCardOf(pkg: Package): FrenchCard | undefined {
  if (!pkg.fr || !isFrenchComplete(pkg)) return undefined;
  const texts = pkg.fr.texts;
  return {
    package_url: frenchPackageUrl(pkg),
    title: texts.title!.text,
    icons: pkg.icons_data.map((icon, index) => texts[`icons.${index}`]?.text ?? icon.text1),
  };
}

/** A package's address on the French site (its English one until it has a French slug of its own). */
export function frenchPackageUrl(pkg: Pick<Package, 'package_url' | 'fr'>): string {
  return pkg.fr?.slug ?? pkg.package_url;
}

/** The fares of a package's departures that sell on `savedOn` or later (see `CardFare`). */
export function cardFaresOf(departures: NonNullable<Package['departures']>, savedOn: string): CardFare[] {
  return openDepartures(departures, savedOn).map((departure) =>
    departure.until === undefined
      ? [departure.departureCityId, departure.date, departure.price, departure.tax]
      : [departure.departureCityId, departure.date, departure.price, departure.tax, departure.until],
  );
}

/** Ids of the pricing tables a package's tabs reference (fields of kind `tableRef`). */
export function referencedTableIds(pkg: Pick<Package, 'tabs'>): number[] {
  const ids = new Set<number>();
  for (const tab of pkg.tabs) {
    for (const field of getLayout(tab.layoutName)?.fields ?? []) {
      const value = tab.fields[field.key];
      if (field.kind === 'tableRef' && typeof value === 'number') ids.add(value);
    }
  }
  return [...ids];
}

/**
 * The card record of a package; fares already past on the day it was saved (agency time) are left out. A package
 * with departures keeps no date entries on its card: they are derived from its departures, and the index derives
 * them again from the fares.
 */
export function toPackageCardRecord(pkg: Package): PackageCardRecord {
  const departures = pkg.departures ?? [];
  const departureFields =
    departures.length > 0
      ? { fares: cardFaresOf(departures, isoDateInTimeZone(new Date(pkg.updatedAt), AGENCY_TIME_ZONE)), lastDepartureDay: lastDepartureDay(departures)! }
      : {};
  const french = frenchCardOf(pkg);
  return {
    id: pkg.id,
    ...pickFields(pkg, PACKAGE_CARD_FIELDS),
    dateRanges: departures.length > 0 ? [] : pkg.dateRanges,
    durationNights: packageDurationNights(pkg),
    tableIds: referencedTableIds(pkg),
    version: pkg.version,
    updatedAt: pkg.updatedAt,
    updatedBy: pkg.updatedBy,
    ...departureFields,
    ...(french ? { fr: french } : {}),
  };
}

/** The stored items of a package (package, card, url guard) for bulk loading (seed, bench, tests). */
export function packageItemsForBulkLoad(pkg: Package): Array<Record<string, unknown>> {
  return packageBulkLoadItems(pkg, toPackageCardRecord(pkg));
}
