import { allInPrice } from '@tdp/shared/pricing/all-in-price';
import type { PublicPackage } from '@tdp/shared/schemas/package';

/** Most characters of a search-result description. */
const DESCRIPTION_MAX = 160;
const OVERVIEW_LAYOUT = 'Layout 9';
const ITINERARY_LAYOUT = 'Layout 1';

function firstTabFields(pkg: Pick<PublicPackage, 'tabs'>, layoutName: string): Readonly<Record<string, unknown>> | undefined {
  return pkg.tabs.find((tab) => tab.layoutName === layoutName)?.fields;
}

function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The page title of a package: its SEO title, else its title. */
export function packageSeoTitle(pkg: Pick<PublicPackage, 'title' | 'seo'>): string {
  return pkg.seo.title.trim() || pkg.title;
}

/** The description of a package for search engines and link previews: its SEO text, else the Overview summary, else the title. */
export function packageSeoDescription(pkg: Pick<PublicPackage, 'title' | 'seo' | 'tabs'>): string {
  if (pkg.seo.description.trim()) return shorten(pkg.seo.description, DESCRIPTION_MAX);
  const summary = firstTabFields(pkg, OVERVIEW_LAYOUT)?.summary;
  return typeof summary === 'string' && summary.trim() ? shorten(summary, DESCRIPTION_MAX) : pkg.title;
}

/**
 * The page's description for search results and link previews: the all-in "from" price first (what a shared deal is
 * judged by), then the description, within the same length.
 */
export function packagePageDescription(pkg: Pick<PublicPackage, 'title' | 'seo' | 'tabs' | 'price' | 'tax'>, priceText: string): string {
  return shorten(`${priceText}. ${packageSeoDescription(pkg)}`, DESCRIPTION_MAX);
}

/** Where a package page and its image live, as absolute addresses (search engines need them whole). */
export interface PackagePageAddresses {
  pageUrl: string;
  imageUrl: string;
  siteUrl: string;
}

/**
 * schema.org data of a package page: a `TouristTrip` with its itinerary (from the first Itinerary tab),
 * the agency as provider and an `Offer` in CAD at the package's all-in "from" price per person (every mandatory tax and
 * fee included: the price the page shows).
 */
export function touristTripStructuredData(pkg: PublicPackage, addresses: PackagePageAddresses): Record<string, unknown> {
  const days = firstTabFields(pkg, ITINERARY_LAYOUT)?.days;
  const itinerary = Array.isArray(days)
    ? days
        .filter((day): day is { day: number; title: string } => typeof day?.day === 'number' && typeof day?.title === 'string')
        .map((day) => ({ '@type': 'ListItem', position: day.day, name: day.title }))
    : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: pkg.title,
    description: packageSeoDescription(pkg),
    url: addresses.pageUrl,
    image: [addresses.imageUrl],
    provider: { '@type': 'TravelAgency', name: 'TBB Travel', url: addresses.siteUrl },
    ...(itinerary.length > 0 ? { itinerary: { '@type': 'ItemList', numberOfItems: itinerary.length, itemListElement: itinerary } } : {}),
    offers: {
      '@type': 'Offer',
      url: addresses.pageUrl,
      price: allInPrice(pkg).toFixed(2),
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStock',
      ...(priceValidUntil(pkg) ? { priceValidUntil: priceValidUntil(pkg) } : {}),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: allInPrice(pkg).toFixed(2),
        priceCurrency: 'CAD',
        valueAddedTaxIncluded: true,
        unitText: 'per person',
      },
    },
  };
}

/** The last day the package's price holds: its "valid until" day, else the last day of its travel dates. */
export function priceValidUntil(pkg: Pick<PublicPackage, 'validUntil' | 'dateRanges'>): string | undefined {
  if (pkg.validUntil) return pkg.validUntil;
  const last = pkg.dateRanges
    .map((range) => range.end)
    .sort()
    .at(-1);
  return last;
}

/**
 * All the schema.org data of a package page: the `TouristTrip` and the same deal as a `Product` with its `Offer`
 * (what search engines show prices for), one graph.
 */
export function packageStructuredData(pkg: PublicPackage, addresses: PackagePageAddresses): Record<string, unknown> {
  const { '@context': context, ...trip } = touristTripStructuredData(pkg, addresses);
  const product = {
    '@type': 'Product',
    name: pkg.title,
    description: trip.description,
    image: trip.image,
    url: addresses.pageUrl,
    brand: { '@type': 'Brand', name: 'TBB Travel' },
    offers: trip.offers,
  };
  return { '@context': context, '@graph': [trip, product] };
}
