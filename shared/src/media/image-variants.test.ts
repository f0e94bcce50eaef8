import { describe, expect, it } from 'vitest';
import { hasVariants, parseVariantPath, variantKey, variantPath, variantSrcSet, variantUrl } from './image-variants.ts';

describe('variant addresses', () => {
  it('name the original key, width and format, and read back to the same variant', () => {
    const address = { key: 'package-images/Banff lake (2).jpg', width: 720, format: 'avif' } as const;
    expect(variantPath(address)).toBe('_v/avif/720/package-images/Banff%20lake%20(2).jpg');
    expect(variantUrl(address, '/media/')).toBe('/media/_v/avif/720/package-images/Banff%20lake%20(2).jpg');
    expect(parseVariantPath(variantPath(address))).toEqual(address);
    // Stored under the decoded path, the key S3 reads from the address CloudFront forwards.
    expect(variantKey(address)).toBe('_v/avif/720/package-images/Banff lake (2).jpg');
  });

  it('name nothing for another width or format, a document, a private file or a path trick', () => {
    for (const path of [
      '_v/avif/700/package-images/a.jpg',
      '_v/png/720/package-images/a.jpg',
      '_v/webp/720/package-images/a.pdf',
      '_v/webp/720/Documents/a.jpg',
      '_v/webp/720/applications/x/a.png',
      '_v/webp/720/package-images/%2e%2e/a.jpg',
      '_v/webp/720/a//b.jpg',
      '_v/webp/720/%E0%A4%A.jpg',
    ]) {
      expect(parseVariantPath(path), path).toBeNull();
    }
  });

  it('exist for public pictures of the library only', () => {
    expect(hasVariants('package-images/a.JPG')).toBe(true);
    expect(hasVariants('agents/jordan-lee/photo.webp')).toBe(true);
    expect(hasVariants('/media/a.jpg')).toBe(false);
    expect(hasVariants('https://example.com/a.jpg')).toBe(false);
    expect(hasVariants('Documents/Forms/a.png')).toBe(false);
  });

  it('list every width up to the original in a srcset', () => {
    expect(variantSrcSet('package-images/a.jpg', 'webp', '/media/', 800)).toBe(
      '/media/_v/webp/360/package-images/a.jpg 360w, /media/_v/webp/480/package-images/a.jpg 480w, /media/_v/webp/720/package-images/a.jpg 720w',
    );
    expect(variantSrcSet('package-images/a.jpg', 'jpeg', '/media/', 100)).toBe('/media/_v/jpeg/360/package-images/a.jpg 360w');
  });
});
