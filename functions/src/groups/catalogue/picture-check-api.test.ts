import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, packageBody } from '../../../test/catalogue-fixtures.ts';
import { storeFixturePictures } from '../../../test/fixture-pictures.ts';
import { mediaRepository } from '../../data/media-repository.ts';

/**
 * Saves that name a picture have it decoded first (issue #34, safe uploads): a text file sent as image/jpeg, a damaged
 * JPEG, a missing file or a decompression bomb is refused with 422 naming the field, and nothing is stored.
 */

let backend: CatalogueTestBackend;
let token: string;

/** Stores `bytes` under `key` as the media library's presigned PUT would (the type the browser claimed). */
async function storeFile(key: string, bytes: Uint8Array, contentType = 'image/jpeg'): Promise<void> {
  await mediaRepository.write(key, bytes, contentType, 'no-cache');
}

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  token = backend.adminToken;
  await createSmallCatalogue(token);
  const photo = await sharp({ create: { width: 1800, height: 750, channels: 3, background: '#3b7dd8' } })
    .jpeg()
    .toBuffer();
  await storeFile('package-images/notes.jpg', Buffer.from('Day 1: arrive in Banff.\nDay 2: Lake Louise.\n'));
  await storeFile('package-images/cut.jpg', photo.subarray(0, Math.floor(photo.length / 2)));
  // 9,000 × 6,000 = 54 MP of white: a few hundred kilobytes that would decode to 162 MB.
  await storeFile(
    'package-images/bomb.png',
    await sharp({ create: { width: 9_000, height: 6_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
    'image/png',
  );
  await storeFixturePictures(['package-images/lake.jpg', 'package-images/hotel.webp']);
});

afterAll(async () => {
  await backend?.stop();
});

describe('a package save decodes each new picture', () => {
  it('refuses a text file sent as a JPEG banner with 422 naming banner_image, and creates nothing', async () => {
    const before = await call('listPackagesForAdmin', { token });
    const refused = await call('createPackage', { token, body: packageBody({ package_url: 'banff-text-banner', banner_image: 'package-images/notes.jpg' }) });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'UNPROCESSABLE',
      message: '“notes.jpg” cannot be shown on the site: the file is not a JPEG, PNG or WebP picture, or is damaged. Choose or upload another picture.',
      fields: { banner_image: 'is not a JPEG, PNG or WebP picture, or is damaged' },
    });
    expect((await call('listPackagesForAdmin', { token })).body.total).toBe(before.body.total);
    expect((await call('getPackage', { params: { id: 'banff-text-banner' } })).status).toBe(404);
  });

  it('refuses an over-limit picture, a damaged one and a missing one where an update puts them, and keeps the package as it was', async () => {
    const pkg = await createPackage(token, { package_url: 'banff-and-lake-louise', banner_image: 'package-images/lake.jpg' });
    const update = {
      ...packageBody({ package_url: 'banff-and-lake-louise', banner_image: 'package-images/lake.jpg', share_image: 'package-images/gone.jpg' }),
      tabs: [
        { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: '<p>Lakes.</p><p><img src="/media/package-images/cut.jpg" alt=""></p>' } },
        { tabName: 'Hotel', layoutName: 'Layout 2', fields: { hotelName: 'Fairmont', image: 'package-images/bomb.png' } },
      ],
      version: pkg.version,
    };
    const refused = await call('updatePackage', { token, params: { id: pkg.id }, body: update });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('UNPROCESSABLE');
    expect(refused.body.error.fields).toEqual({
      share_image: 'is not in the media library (upload it again)',
      'tabs.0.fields.summary': 'has a picture that is not a JPEG, PNG or WebP picture, or is damaged',
      'tabs.1.fields.image': 'has more than 48,000,000 pixels (make it smaller)',
    });
    const stored = await call('getPackageEditForm', { token, params: { id: pkg.id } });
    expect(stored.body).toMatchObject({ version: pkg.version, banner_image: 'package-images/lake.jpg' });
    expect(stored.body.tabs).toHaveLength(1);

    // Real pictures in the same places: saved.
    const accepted = await call('updatePackage', {
      token,
      params: { id: pkg.id },
      body: {
        ...update,
        share_image: null,
        tabs: [
          { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: '<p>Lakes.</p>' } },
          { tabName: 'Hotel', layoutName: 'Layout 2', fields: { hotelName: 'Fairmont', image: 'package-images/hotel.webp' } },
        ],
      },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('does not decode again a picture the package already names (a file stored before the check existed keeps saving)', async () => {
    const pkg = await createPackage(token, { package_url: 'kept-banner', banner_image: 'package-images/lake.jpg' });
    // The banner is replaced in the bucket behind the package's back: saving another field does not read it.
    await storeFile('package-images/lake.jpg', Buffer.from('not a picture any more'));
    const saved = await call('updatePackage', {
      token,
      params: { id: pkg.id },
      body: { ...packageBody({ package_url: 'kept-banner', banner_image: 'package-images/lake.jpg', title: 'Renamed' }), version: pkg.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.title).toBe('Renamed');
  });
});

describe('other pictures of the catalogue group', () => {
  it("refuses a promotion's image and a supplier's logo that are not pictures, naming the field", async () => {
    const promotion = await call('createPromotion', {
      token,
      body: {
        title: 'Sail the Danube',
        subtitle: '',
        image: 'package-images/notes.jpg',
        link: '/deals',
        linkLabel: 'See deals',
        placements: ['landing'],
        startsAt: '2020-01-01',
        endsAt: '2099-12-31',
        sortOrder: 1,
        active: true,
      },
    });
    expect(promotion.status).toBe(422);
    expect(Object.keys(promotion.body.error.fields)).toEqual(['image']);
    expect((await call('listPromotions', { token, query: { isFromAdmin: 'true' } })).body).toEqual([]);

    await storeFile('suppliers/logo/sunwing.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    const supplier = await call('createSupplier', {
      token,
      body: {
        name: 'Sunwing',
        categories: ['Air'],
        summary: '',
        logo: 'suppliers/logo/sunwing.png',
        website: null,
        agentPortal: null,
        contacts: [],
        bookingNotes: '',
        commissionNotes: '',
        documents: [],
        active: true,
      },
    });
    expect(supplier.status).toBe(422);
    expect(supplier.body.error.fields).toEqual({ logo: 'is not a JPEG, PNG or WebP picture, or is damaged' });
    expect((await call('listSuppliersForAdmin', { token, query: {} })).body.data).toEqual([]);
  });
});
