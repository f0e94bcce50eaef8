import { describe, expect, it } from 'vitest';
import { packageShareImage } from './package-share-image.ts';

const pkg = { title: 'Lisbon and the Algarve by train', banner_image: 'package-images/banner-algarve.jpg' };

describe('package share image', () => {
  it('is the 1200 × 630 share image when the package has one', () => {
    expect(packageShareImage({ ...pkg, share_image: 'package-images/banner-algarve-share.jpg' }, '/media/')).toEqual({
      src: '/media/package-images/banner-algarve-share.jpg',
      width: 1200,
      height: 630,
      alt: pkg.title,
    });
  });

  it('is the 1200 × 500 banner when it has none, or null', () => {
    const banner = { src: '/media/package-images/banner-algarve.jpg', width: 1200, height: 500, alt: pkg.title };
    expect(packageShareImage(pkg, '/media/')).toEqual(banner);
    expect(packageShareImage({ ...pkg, share_image: null }, '/media/')).toEqual(banner);
  });

  it('resolves site paths and https addresses like any media reference', () => {
    expect(packageShareImage({ ...pkg, share_image: 'https://images.example.com/algarve.jpg' }, '/media/').src).toBe('https://images.example.com/algarve.jpg');
  });
});
