import { describe, expect, it } from 'vitest';
import { isExternalLink, isMediaReference, linkTargetSchema, mediaReferenceSchema, resolveMediaUrl } from './media-reference.ts';

describe('media references', () => {
  it.each(['package-images/banff-lake.jpg', 'Documents/Terms 2027 (v2).pdf', '/media/package-images/a.jpg', 'https://cdn.example.com/a.jpg'])(
    'accepts %s',
    (value) => {
      expect(isMediaReference(value)).toBe(true);
      expect(mediaReferenceSchema.parse(` ${value} `)).toBe(value);
    },
  );

  it.each([
    'javascript:alert(1)',
    '//evil.example.com/a.jpg',
    'http://insecure.example.com/a.jpg',
    'package-images/../secrets.txt',
    '/media/../admin',
    'package-images//a.jpg',
    'data:image/png;base64,AAAA',
    '/\\evil.example.com',
  ])('refuses %s', (value) => {
    expect(isMediaReference(value)).toBe(false);
    expect(mediaReferenceSchema.safeParse(value).success).toBe(false);
  });

  it('refuses an empty reference as required and a very long one', () => {
    expect(mediaReferenceSchema.safeParse('  ').error?.issues[0]?.message).toBe('is required');
    expect(mediaReferenceSchema.safeParse(`a/${'x'.repeat(600)}`).success).toBe(false);
  });

  it('resolves keys under the CDN prefix with each segment encoded, and leaves paths and addresses alone', () => {
    expect(resolveMediaUrl('package-images/banff lake.jpg', '/media/')).toBe('/media/package-images/banff%20lake.jpg');
    expect(resolveMediaUrl('/media/a.jpg', 'https://cdn.example.com/')).toBe('/media/a.jpg');
    expect(resolveMediaUrl('https://img.example.com/a.jpg', '/media/')).toBe('https://img.example.com/a.jpg');
  });
});

describe('link targets', () => {
  it('accepts site paths with a query and https addresses', () => {
    expect(linkTargetSchema.parse('/deals?travelStyleIds=[13]')).toBe('/deals?travelStyleIds=[13]');
    expect(linkTargetSchema.parse('https://www.disney.ca/')).toBe('https://www.disney.ca/');
  });

  it('refuses script, protocol-relative and plain-http links', () => {
    for (const link of ['javascript:alert(1)', '//evil.example.com', 'http://example.com', 'deals']) {
      expect(linkTargetSchema.safeParse(link).success).toBe(false);
    }
  });

  it('tells external links from site paths', () => {
    expect(isExternalLink('https://www.disney.ca/')).toBe(true);
    expect(isExternalLink('/deals/disney')).toBe(false);
  });
});
