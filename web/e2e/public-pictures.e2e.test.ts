import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

/**
 * Public pictures arrive as responsive variants: every card and banner of the rendered HTML offers AVIF, WebP and JPEG
 * in several widths with the layout's `sizes`, the first screen's largest picture is announced in the head and loads at
 * once, the rest lazily; a phone downloads variants that fit its screen, in a modern format.
 */

const PACKAGE_SLUG = '7-night-st-john-s-all-inclusive-at-blue-horizon-island-resort';

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function renderedHtml(path: string): Promise<string> {
  return (await fetch(`${stack.webUrl}${path}`, { headers: { accept: 'text/html' } })).text();
}

/** The `<picture>` elements of the page's body, each as its sources' types and srcsets and its image's attributes. */
function picturesOf(html: string) {
  const body = html.slice(html.indexOf('<div id="root">'));
  return [...body.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map(([, inner]) => ({
    sources: [...inner!.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/g)].map(([, type, srcset, sizes]) => ({ type, srcset, sizes })),
    image: /<img ([^>]*)>/.exec(inner!)![1]!,
  }));
}

describe('rendered pictures', () => {
  it('/deals: every card offers AVIF, WebP and JPEG variants with sizes; the first is preloaded and high priority, the rest lazy', async () => {
    const html = await renderedHtml('/deals');
    const pictures = picturesOf(html);
    expect(pictures.length).toBeGreaterThanOrEqual(21);
    for (const picture of pictures) {
      expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      for (const source of picture.sources) {
        expect(source.srcset.split(', ').length).toBeGreaterThanOrEqual(3);
        expect(source.srcset).toMatch(/^\/media\/_v\/(avif|webp)\/360\//);
        expect(source.sizes).toContain('100vw');
      }
      expect(picture.image).toMatch(/src="\/media\/_v\/jpeg\/(360|720)\//);
      expect(picture.image).toMatch(/width="\d+" height="\d+"/);
    }
    expect(pictures[0]!.image).toContain('fetchPriority="high"');
    expect(pictures[0]!.image).toContain('loading="eager"');
    expect(pictures.slice(6).every((picture) => picture.image.includes('loading="lazy"'))).toBe(true);
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high"/.exec(head);
    expect(preload?.[1]).toBe(pictures[0]!.sources[0]!.srcset);
  });

  it('a package page: its banner is preloaded in the head and loads first, sized for the whole width', async () => {
    const html = await renderedHtml(`/deals/${PACKAGE_SLUG}`);
    const [banner] = picturesOf(html);
    expect(banner!.sources[0]!.sizes).toBe('100vw');
    expect(banner!.image).toContain('fetchPriority="high"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`imagesrcset="${banner!.sources[0]!.srcset}"`);
    // The link preview keeps its 1200 × 630 JPEG.
    expect(head).toMatch(/<meta property="og:image:width" content="1200"/);
  });
});

describe('on a 390-pixel phone', () => {
  it('/deals downloads no picture wider than twice its drawn width, each AVIF or WebP', async () => {
    const { page, context } = await openPage(browser, 'phone');
    try {
      const pictures: Array<{ url: string; type: string }> = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (type.startsWith('image/')) pictures.push({ url: response.url(), type });
      });
      await page.goto(`${stack.webUrl}/deals`);
      await waitForHydration(page);
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState('networkidle');
      const variants = pictures.filter((picture) => picture.url.includes('/media/_v/'));
      expect(variants.length).toBeGreaterThan(0);
      expect(pictures.filter((picture) => picture.url.includes('/media/') && !picture.url.includes('/media/_v/'))).toEqual([]);
      for (const picture of variants) expect(picture.type, picture.url).toMatch(/^image\/(avif|webp)$/);
      // Every card's picture as drawn against the width of the file it shows.
      const drawn = await page.evaluate(() =>
        [...document.querySelectorAll('picture img')]
          .filter((image) => (image as HTMLImageElement).currentSrc)
          .map((image) => ({
            src: (image as HTMLImageElement).currentSrc,
            drawn: image.getBoundingClientRect().width * window.devicePixelRatio,
          })),
      );
      expect(drawn.length).toBeGreaterThan(0);
      for (const { src, drawn: width } of drawn) {
        const fileWidth = Number(/\/media\/_v\/\w+\/(\d+)\//.exec(src)![1]);
        expect(fileWidth, src).toBeLessThanOrEqual(Math.max(2 * width, 360));
      }
    } finally {
      await context.close();
    }
  });
});
