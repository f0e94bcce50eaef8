import { describe, expect, it } from 'vitest';
import { packageCreateInputSchema, packageUpdateInputSchema, type Package } from '@tdp/shared/schemas/package';
import { duplicateOf, packageUpdateFrom } from './package-changes.ts';

const stored: Package = {
  id: 42,
  package_url: 'bali-escape',
  title: 'Bali escape',
  banner_image: 'package-images/bali.jpg',
  price: 1899,
  tax: 320.5,
  icons_data: [{ icon: 'plane', text1: 'Flights from Vancouver' }],
  dateRanges: [{ id: 'a', type: 'until', start: '2026-01-01', end: '2027-03-31' }],
  destinationIds: ['country-12'],
  travelStyleIds: [13],
  departureCityIds: [1],
  status: 'published',
  validFrom: null,
  validUntil: '2027-03-31',
  seo: { title: '', description: '' },
  tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Sun and temples.' } }],
  version: 7,
  createdAt: '2026-01-05T10:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2026-02-10T10:00:00.000Z',
  updatedBy: 'admin',
};

describe('package changes', () => {
  it('builds a valid update body holding the one cell change and the version the list showed', () => {
    const body = packageUpdateFrom(stored, { price: 1799.99 }, 7);
    expect(body).toMatchObject({ price: 1799.99, tax: 320.5, status: 'published', version: 7, package_url: 'bali-escape' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('updatedAt');
    expect(packageUpdateInputSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the share image through a cell edit and a copy (a save without it would forget it)', () => {
    const withShare = { ...stored, share_image: 'package-images/bali-share.jpg' };
    expect(packageUpdateFrom(withShare, { tax: 300 }, 7).share_image).toBe('package-images/bali-share.jpg');
    expect(duplicateOf(withShare).share_image).toBe('package-images/bali-share.jpg');
    expect(packageUpdateFrom(stored, { tax: 300 }, 7).share_image).toBeNull();
  });

  it('duplicates as a draft with "(copy)" and a new url, numbering later attempts', () => {
    const first = duplicateOf(stored);
    expect(first).toMatchObject({ package_url: 'bali-escape-copy', title: 'Bali escape (copy)', status: 'draft', price: 1899 });
    expect(first).not.toHaveProperty('version');
    expect(packageCreateInputSchema.safeParse(first).success).toBe(true);
    expect(duplicateOf(stored, 3).package_url).toBe('bali-escape-copy-3');
  });

  it('keeps a copy of a long url and title within the schema limits', () => {
    const long = { ...stored, package_url: `${'a'.repeat(60)}-${'b'.repeat(59)}`, title: 'T'.repeat(150) };
    const copy = duplicateOf(long, 2);
    expect(copy.package_url.length).toBeLessThanOrEqual(120);
    expect(copy.package_url.endsWith('-copy-2')).toBe(true);
    expect(copy.title.length).toBe(150);
    expect(copy.title.endsWith(' (copy)')).toBe(true);
    expect(packageCreateInputSchema.safeParse(copy).success).toBe(true);
  });
});
