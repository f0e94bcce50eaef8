import { describe, expect, it } from 'vitest';
import { mediaFileNameSchema } from '@tdp/shared/schemas/media';
import { breadcrumbOf, formatFileSize, locationFromSearch, searchForFolder, uploadContentTypeOf, uploadFileName } from './media-paths.ts';

describe('media library location', () => {
  it('reads the root from folder= and the sub-folder from path=', () => {
    expect(locationFromSearch(new URLSearchParams('folder=Documents/'))).toEqual({ root: 'Documents/', folder: 'Documents/' });
    expect(locationFromSearch(new URLSearchParams('folder=package-images/&path=europe/2027/'))).toEqual({
      root: 'package-images/',
      folder: 'package-images/europe/2027/',
    });
  });

  it('falls back to the first root for an unknown root, and to the root for an unsafe path', () => {
    expect(locationFromSearch(new URLSearchParams('folder=private/'))).toEqual({ root: 'package-images/', folder: 'package-images/' });
    expect(locationFromSearch(new URLSearchParams(''))).toEqual({ root: 'package-images/', folder: 'package-images/' });
    expect(locationFromSearch(new URLSearchParams('folder=Documents/&path=../x/'))).toEqual({ root: 'Documents/', folder: 'Documents/' });
  });

  it('writes a folder back as folder= and path=', () => {
    expect(searchForFolder('suppliers/logo/').toString()).toBe('folder=suppliers%2Flogo%2F');
    expect(Object.fromEntries(searchForFolder('suppliers/logo/Cruise lines/'))).toEqual({ folder: 'suppliers/logo/', path: 'Cruise lines/' });
  });

  it('makes a breadcrumb from the root by its display name', () => {
    expect(breadcrumbOf('package-images/europe/2027/')).toEqual([
      { name: 'Package images', folder: 'package-images/' },
      { name: 'europe', folder: 'package-images/europe/' },
      { name: '2027', folder: 'package-images/europe/2027/' },
    ]);
    expect(breadcrumbOf('suppliers/logo/')).toEqual([{ name: 'Supplier logos', folder: 'suppliers/logo/' }]);
  });
});

describe('file sizes', () => {
  it('reads as bytes, kilobytes or megabytes', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(48 * 1024)).toBe('48 KB');
    expect(formatFileSize(3.42 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });
});

describe('uploads', () => {
  it('takes the browser type when allowed, else the extension when the browser gave none', () => {
    expect(uploadContentTypeOf({ name: 'a.png', type: 'image/png' })).toBe('image/png');
    expect(uploadContentTypeOf({ name: 'rates.xlsx', type: '' })).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(uploadContentTypeOf({ name: 'logo.svg', type: 'image/svg+xml' })).toBeUndefined();
    expect(uploadContentTypeOf({ name: 'page.html', type: '' })).toBeUndefined();
    expect(uploadContentTypeOf({ name: 'evil.jpg', type: 'text/html' })).toBeUndefined();
  });

  it.each([
    ['Été à Nice #2.JPG', 'image/jpeg', 'Ete a Nice -2.jpg'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['screenshot.jpeg', 'image/png', 'screenshot.png'],
    ['..hidden..name.pdf', 'application/pdf', 'hidden.name.pdf'],
    ['###.png', 'image/png', 'file.png'],
    ['brochure', 'application/pdf', 'brochure.pdf'],
    [`${'long '.repeat(40)}.webp`, 'image/webp', `${'long '.repeat(23).slice(0, 115).trimEnd()}.webp`],
  ] as const)('names %s as %s → %s', (original, type, expected) => {
    const name = uploadFileName(original, type);
    expect(name).toBe(expected);
    expect(mediaFileNameSchema.safeParse(name).success).toBe(true);
  });
});
