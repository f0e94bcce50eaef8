import { describe, expect, it } from 'vitest';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { packageSeoDescription, packageSeoTitle, packageStructuredData, priceValidUntil, touristTripStructuredData } from './package-structured-data.ts';

const pkg: PublicPackage = {
  id: 7,
  package_url: 'riviera-maya-escape',
  title: '7-Night Riviera Maya All-Inclusive',
  banner_image: 'package-images/banner-beach.png',
  price: 1899,
  tax: 412.35,
  icons_data: [],
  dateRanges: [{ id: 'd1', type: 'until', start: '2026-12-01', end: '2027-04-30' }],
  destinationIds: ['city-12'],
  travelStyleIds: [1, 3],
  departureCityIds: [1],
  tabs: [
    { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Seven nights by the sea with everything included.' } },
    {
      tabName: 'Itinerary',
      layoutName: 'Layout 1',
      fields: {
        days: [
          { day: 1, title: 'Fly to Cancun', description: '' },
          { day: 8, title: 'Fly home', description: '' },
        ],
      },
    },
  ],
  status: 'published',
  validFrom: null,
  validUntil: '2027-04-30',
  seo: { title: '', description: '' },
  version: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
};

const addresses = {
  pageUrl: 'https://tbbtravel.ca/deals/riviera-maya-escape',
  imageUrl: 'https://tbbtravel.ca/media/package-images/banner-beach.png',
  siteUrl: 'https://tbbtravel.ca/',
};

describe('package SEO text', () => {
  it('uses the SEO title and description when the editor wrote them', () => {
    const withSeo = { ...pkg, seo: { title: 'Riviera Maya deal', description: 'All-inclusive week in Mexico.' } };
    expect(packageSeoTitle(withSeo)).toBe('Riviera Maya deal');
    expect(packageSeoDescription(withSeo)).toBe('All-inclusive week in Mexico.');
  });

  it('falls back to the title and the Overview summary, cut at a word within 160 characters', () => {
    expect(packageSeoTitle(pkg)).toBe(pkg.title);
    expect(packageSeoDescription(pkg)).toBe('Seven nights by the sea with everything included.');
    const long = { ...pkg, tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'word '.repeat(60) } }] };
    const description = packageSeoDescription(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });
});

describe('touristTripStructuredData', () => {
  it('describes the package as a TouristTrip with an Offer in CAD and its itinerary', () => {
    const data = touristTripStructuredData(pkg, addresses);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: pkg.title,
      url: addresses.pageUrl,
      image: [addresses.imageUrl],
      provider: { '@type': 'TravelAgency', name: 'TBB Travel' },
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { position: 1, name: 'Fly to Cancun' },
          { position: 8, name: 'Fly home' },
        ],
      },
      offers: {
        '@type': 'Offer',
        price: '2311.35',
        priceCurrency: 'CAD',
        priceValidUntil: '2027-04-30',
        url: addresses.pageUrl,
        priceSpecification: { price: '2311.35', valueAddedTaxIncluded: true, unitText: 'per person' },
      },
    });
  });

  it('leaves out the itinerary of a package without one', () => {
    expect(touristTripStructuredData({ ...pkg, tabs: [] }, addresses)).not.toHaveProperty('itinerary');
  });
});

describe('packageStructuredData', () => {
  it('adds the deal as a Product with the same Offer, in one graph', () => {
    const data = packageStructuredData(pkg, addresses) as { '@context': string; '@graph': Array<Record<string, unknown>> };
    expect(data['@context']).toBe('https://schema.org');
    const [trip, product] = data['@graph'];
    expect(trip).toMatchObject({ '@type': 'TouristTrip', name: pkg.title });
    expect(product).toMatchObject({ '@type': 'Product', name: pkg.title, url: addresses.pageUrl });
    expect(product!.offers).toEqual(trip!.offers);
  });
});

describe('priceValidUntil', () => {
  it("is the package's last valid day, else the last day of its travel dates", () => {
    expect(priceValidUntil({ validUntil: '2027-04-30', dateRanges: [] })).toBe('2027-04-30');
    const dateRanges = [
      { id: 'a', type: 'range' as const, start: '2027-05-01', end: '2027-06-30' },
      { id: 'b', type: 'specific' as const, start: '2027-09-14', end: '2027-09-14' },
    ];
    expect(priceValidUntil({ validUntil: null, dateRanges })).toBe('2027-09-14');
    expect(priceValidUntil({ validUntil: null, dateRanges: [] })).toBeUndefined();
  });
});
