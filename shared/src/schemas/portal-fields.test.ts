import { describe, expect, it } from 'vitest';
import { isPortalLinkTarget, mediaKeyInFolder, portalDocumentSchema, videoEmbedUrl, videoUrlSchema, webAddressSchema } from './portal-fields.ts';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
  ])('turns %s into its player address', (address, embed) => {
    expect(videoEmbedUrl(address)).toBe(embed);
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'ftp://vimeo.com/76979871',
  ])('refuses %s', (address) => {
    expect(videoEmbedUrl(address)).toBeNull();
    expect(videoUrlSchema.safeParse(address).success).toBe(false);
  });
});

describe('portal links and documents', () => {
  it.each([
    'https://www.sunwing.ca/',
    'http://example.com/rates',
    'mailto:support@tbbtravel.ca',
    'mailto:a.b@example.com?subject=Hello',
    'tel:+1-604-555-0100',
    '/agent-dashboard/faqs',
  ])('accepts the link %s', (url) => expect(isPortalLinkTarget(url)).toBe(true));

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'mailto:not-an-address', 'tel:call-me', '/a/../b', 'vbscript:x'])(
    'refuses the link %s',
    (url) => expect(isPortalLinkTarget(url)).toBe(false),
  );

  it('accepts only web addresses where a site is expected', () => {
    expect(webAddressSchema.safeParse('https://www.manulife.ca').success).toBe(true);
    expect(webAddressSchema.safeParse('mailto:x@example.com').success).toBe(false);
    expect(webAddressSchema.safeParse('www.manulife.ca').success).toBe(false);
  });

  it('keeps documents inside the Documents/ folder of the media library', () => {
    expect(portalDocumentSchema.safeParse({ title: 'Rate sheet', key: 'Documents/Suppliers/Rates 2027.pdf' }).success).toBe(true);
    for (const key of ['Documents/', 'package-images/a.jpg', 'https://cdn.example.com/Documents/a.pdf', 'Documents/../secret.pdf', '/media/Documents/a.pdf']) {
      expect(portalDocumentSchema.safeParse({ title: 'x', key }).success, key).toBe(false);
    }
    expect(mediaKeyInFolder('suppliers/logo/').safeParse('suppliers/logo/sunwing.png').success).toBe(true);
  });
});
