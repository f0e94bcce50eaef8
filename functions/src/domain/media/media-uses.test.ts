import { afterEach, describe, expect, it } from 'vitest';
import { mediaKeyOfReference, mediaKeysReferencedBy } from './media-uses.ts';

const previousBase = process.env.MEDIA_PUBLIC_URL;
afterEach(() => {
  if (previousBase === undefined) delete process.env.MEDIA_PUBLIC_URL;
  else process.env.MEDIA_PUBLIC_URL = previousBase;
});

describe('mediaKeyOfReference', () => {
  it.each([
    ['a key', 'package-images/banff.jpg', 'package-images/banff.jpg'],
    ['a site path under /media/', '/media/package-images/Lake%20Louise.png', 'package-images/Lake Louise.png'],
    ['the CDN address', 'https://www.example.ca/media/Documents/rates.pdf?v=2', 'Documents/rates.pdf'],
    ['a nested media folder', 'https://www.example.ca/media/Documents/media/guide.pdf', 'Documents/media/guide.pdf'],
    ['a key outside the library', 'applications/cv.pdf', null],
    ['a plain word', 'Overview', null],
    ['another site path', '/deals?travelStyleIds=[13]', null],
    ['an address elsewhere', 'https://www.sunwing.ca/logo.png', null],
    ["a variant's site path (its original)", '/media/_v/webp/720/package-images/Lake%20Louise.jpg', 'package-images/Lake Louise.jpg'],
    [
      "a variant's CDN address (its original)",
      'https://www.example.ca/media/_v/avif/1800/package-images/banner-banff-20270110-093000.jpg',
      'package-images/banner-banff-20270110-093000.jpg',
    ],
    ['a path under _v/ that names no variant', '/media/_v/gif/720/package-images/a.jpg', null],
  ])('reads %s', (_case, reference, key) => {
    expect(mediaKeyOfReference(reference)).toBe(key);
  });

  it('reads an address below the configured public address (the local bucket)', () => {
    process.env.MEDIA_PUBLIC_URL = 'http://127.0.0.1:4569/tdp-media/';
    expect(mediaKeyOfReference('http://127.0.0.1:4569/tdp-media/suppliers/logo/sun%20wing.png')).toBe('suppliers/logo/sun wing.png');
  });
});

describe('mediaKeysReferencedBy', () => {
  it('finds keys at any depth and addresses inside rich text', () => {
    const pkg = {
      title: 'Lisbon by rail',
      banner_image: 'package-images/lisbon.jpg',
      share_image: null,
      tabs: [
        { tabName: 'Photos', fields: { images: [{ image: 'package-images/tram.jpg', caption: 'Tram 28' }] } },
        {
          tabName: 'Overview',
          fields: {
            body:
              '<p><img src="/media/package-images/alfama.webp" srcset="/media/package-images/a-1x.jpg 1x, /media/package-images/a-2x.jpg 2x">' +
              "<a href='https://www.example.ca/media/Documents/rates.pdf?a=1&amp;b=2'>rates</a></p>",
          },
        },
      ],
    };
    expect([...mediaKeysReferencedBy(pkg)].sort()).toEqual([
      'Documents/rates.pdf',
      'package-images/a-1x.jpg',
      'package-images/a-2x.jpg',
      'package-images/alfama.webp',
      'package-images/lisbon.jpg',
      'package-images/tram.jpg',
    ]);
  });

  it('finds nothing in content without media', () => {
    expect(mediaKeysReferencedBy({ title: 'x', price: 10, tags: ['a'], body: '<p>No images</p>' }).size).toBe(0);
  });
});
