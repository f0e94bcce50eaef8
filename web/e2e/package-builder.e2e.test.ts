import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { BANNER_SCENES, renderBannerPng } from '../../infra/local/seed/banner-image.ts';
import { findRealViolations, type AccessibilityViolation } from './support/accessibility.ts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The package builder, the Tables screen and the media library end to end: a pricing table is made in the
 * grid editor, a PNG is uploaded to the library, then a package is built with three tabs (one showing the
 * table), a banner uploaded and cropped in the browser, previewed, published, and found on /deals and on
 * its own page.
 */

/** Seeded destination the package is sold in (Europe › Portugal). */
const PORTUGAL = { continent: 'Europe', country: 'Portugal', id: 'country-29' };
const TITLE = 'Lisbon and the Algarve by train';
const SLUG = 'lisbon-and-the-algarve-by-train';
const TABLE_NAME = 'Portugal by train 2027';
/** Slow shared machines: the builder is a big form. */
const STEP_TIMEOUT_MS = 60_000;

let stack: LocalStack;
let browser: Browser;
let files: string;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
/** The builder's address of the package the tests build. */
let editUrl = '';

beforeAll(async () => {
  [stack, browser, files] = await Promise.all([startTestStack(), launchBrowser(), mkdtemp(path.join(tmpdir(), 'tdp-builder-e2e-'))]);
  ({ page, context, consoleErrors } = await openPage(browser, 'desktop'));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
  if (files) await rm(files, { recursive: true, force: true });
});

async function gotoAdmin(target: string): Promise<void> {
  await page.goto(`${stack.webUrl}/admin-dashboard/${target}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** A PNG photo-like banner generated on the fly, written to a file the file inputs can take. */
async function pngFile(name: string, width: number, height: number): Promise<string> {
  const file = path.join(files, name);
  await writeFile(file, renderBannerPng(BANNER_SCENES[0]!, width, height));
  return file;
}

/** axe's violations on the page (see `findRealViolations`). */
function realViolations(): Promise<AccessibilityViolation[]> {
  return findRealViolations(page);
}

function toast(text: string) {
  return page.locator('.fui-Toast', { hasText: text });
}

describe('tables, media library and package builder', () => {
  it('creates a pricing table and edits its cells in place with the keyboard', async () => {
    await gotoAdmin('tables');
    await page.getByRole('button', { name: 'New table' }).click();
    const dialog = page.getByRole('dialog', { name: 'New table' });
    await dialog.getByRole('textbox', { name: 'Table name' }).fill(TABLE_NAME);
    await dialog.getByRole('button', { name: 'Create table' }).click();
    const grid = page.getByRole('table', { name: `Grid of ${TABLE_NAME}` });
    await grid.waitFor();

    await grid.getByRole('button', { name: 'Departure, row 1: empty' }).click();
    await page.keyboard.type('May 4, 2027');
    await page.keyboard.press('Tab');
    await page.keyboard.type('$1,499');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add row' }).first().click();
    await grid.getByRole('button', { name: 'Departure, row 2: empty' }).click();
    await page.keyboard.type('Sep 14, 2027');
    await page.keyboard.press('Tab');
    await page.keyboard.type('$1,399');
    await page.keyboard.press('Escape');
    expect(await grid.getByRole('button', { name: 'Price per person, row 2: empty' }).isVisible()).toBe(true);
    await grid.getByRole('button', { name: 'Price per person, row 2: empty' }).click();
    await page.keyboard.type('$1,349');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(`“${TABLE_NAME}” saved.`).waitFor();
    const asAdmin = { headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` } };
    const tables = (await (await fetch(`${stack.apiUrl}/tables`, asAdmin)).json()) as Array<{ id: number; name: string }>;
    const table = tables.find((entry) => entry.name === TABLE_NAME)!;
    // No package on sale shows the new table yet: visitors get a 404, the admin view reads it.
    expect((await fetch(`${stack.apiUrl}/packages/table/${table.id}`)).status).toBe(404);
    const stored = (await (await fetch(`${stack.apiUrl}/packages/table/${table.id}?isFromAdmin=true`, asAdmin)).json()) as {
      rows: Array<{ cells: Record<string, string> }>;
    };
    expect(stored.rows.map((row) => row.cells)).toEqual([
      { departure: 'May 4, 2027', price_per_person: '$1,499' },
      { departure: 'Sep 14, 2027', price_per_person: '$1,349' },
    ]);
    await saveScreenshot(page, 'admin-tables-desktop');
    expect(await realViolations()).toEqual([]);
  });

  it('uploads a file to the media library with progress and lists it', async () => {
    await gotoAdmin('FileManager?folder=package-images/');
    await page.getByRole('list', { name: 'Folders and files in Package images' }).waitFor();
    await page.getByRole('button', { name: 'New folder' }).click();
    const folderDialog = page.getByRole('dialog', { name: /New folder in/ });
    await folderDialog.getByRole('textbox', { name: 'Folder name' }).fill('Portugal');
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('button', { name: 'Open folder Portugal' }).click();
    await page.getByRole('list', { name: 'Folders and files in Portugal' }).or(page.getByText('This folder is empty')).waitFor();
    expect(new URL(page.url()).searchParams.get('path')).toBe('Portugal/');

    await page.getByLabel('Upload files', { exact: true }).setInputFiles(await pngFile('Tram 28 #Lisbon.png', 900, 600));
    await page.getByRole('region', { name: 'Upload progress' }).getByText('Uploaded').waitFor();
    const list = page.getByRole('list', { name: 'Folders and files in Portugal' });
    const thumbnail = list.getByRole('img', { name: 'Tram 28 -Lisbon.png' });
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(900);
    await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Package images' }).click();
    await page.getByRole('list', { name: 'Folders and files in Package images' }).waitFor();
    await saveScreenshot(page, 'admin-media-library-desktop');
    expect(await realViolations()).toEqual([]);
  });

  it('builds a package with four tabs (one written with the rich-text toolbar by mouse, keyboard and shortcut), a cropped banner and the table, previews and publishes it', async () => {
    await gotoAdmin('packages/add');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    expect(await page.getByRole('textbox', { name: 'Url', exact: true }).inputValue()).toBe(SLUG);
    await page.getByRole('spinbutton', { name: 'Price per person (CAD)' }).fill('1499');
    await page.getByRole('spinbutton', { name: 'Taxes and fees per person (CAD)' }).fill('212.40');
    await page.getByRole('button', { name: 'Add icon line' }).click();
    await page.getByRole('combobox', { name: 'Icon of line 1' }).click();
    await page.getByRole('option', { name: 'train' }).click();
    await page.getByRole('textbox', { name: 'Text of line 1' }).fill('First-class rail passes');

    // Banner: a 2400 × 1600 PNG uploaded, cropped to 12:5 in the browser, stored as a JPEG.
    await page.getByLabel('Image to upload as the banner').setInputFiles(await pngFile('algarve.png', 2400, 1600));
    const cropper = page.getByRole('dialog', { name: 'Crop the banner' });
    const frame = cropper.getByRole('group', { name: /Crop frame/ });
    await frame.waitFor();
    await frame.focus();
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await cropper.getByText('Result: 1800 × 750 px, JPEG').isVisible()).toBe(true);
    await saveScreenshot(page, 'admin-package-builder-cropper-desktop');
    await cropper.getByRole('button', { name: 'Crop and upload' }).click();
    await cropper.waitFor({ state: 'detached' });
    const bannerKey = await page.getByText(/^package-images\/banner-lisbon-and-the-algarve-by-train-\d{8}-\d{6}\.jpg$/).textContent();
    const banner = await fetch(`${stack.mediaBaseUrl}${bannerKey}`);
    expect(banner.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await banner.arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(
      await page.getByRole('img', { name: 'Banner of the package' }).evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    ).toEqual([1800, 750]);

    // Where and when.
    await page.getByRole('button', { name: 'Add date' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2027-05-04');
    await page.getByRole('button', { name: 'Add date' }).click();
    await page.getByRole('combobox', { name: 'Kind of date 2' }).click();
    await page.getByRole('option', { name: 'Date range' }).click();
    await page.getByLabel('From', { exact: true }).fill('2027-09-14');
    await page.getByLabel('To', { exact: true }).fill('2027-09-28');
    expect(await page.locator('output').textContent()).toBe('May 4, 2027 or Sep 14 - Sep 28, 2027');
    const tree = page.getByRole('tree', { name: 'Destination tree' });
    await tree.getByText(PORTUGAL.continent, { exact: true }).click();
    const portugal = tree.getByRole('treeitem', { name: PORTUGAL.country, exact: true });
    await portugal.getByRole('checkbox').click();
    expect(await page.getByRole('group', { name: 'Chosen destinations' }).getByText(PORTUGAL.country).isVisible()).toBe(true);

    // Tabs: the Overview, an itinerary, and the pricing table.
    await page.getByRole('textbox', { name: 'Summary' }).fill('Ten days from Lisbon to Lagos by first-class train, with hand-picked hotels.');
    await page.getByRole('spinbutton', { name: 'Duration (nights)' }).fill('9');
    await page.getByRole('button', { name: 'Add tab' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a tab' });
    await dialog.getByRole('textbox', { name: 'Tab name' }).fill('overview');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('Another tab is already called “overview”.').waitFor();
    await dialog.getByRole('textbox', { name: 'Tab name' }).fill('Itinerary');
    await dialog.getByRole('radio', { name: 'Itinerary', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Add day' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).nth(1).fill('Arrive in Lisbon');
    await page.getByRole('button', { name: 'Add tab' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a tab' });
    await dialog.getByRole('textbox', { name: 'Tab name' }).fill('Prices');
    await dialog.getByRole('radio', { name: 'Pricing table', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('combobox', { name: 'Table', exact: true }).click();
    await page.getByRole('option', { name: TABLE_NAME }).click();
    // A rich-text tab, written with the editor's toolbar: by mouse, then by keyboard (Tab into the toolbar, arrows
    // along it), and by its shortcuts.
    await page.getByRole('button', { name: 'Add tab' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a tab' });
    await dialog.getByRole('textbox', { name: 'Tab name' }).fill('Highlights');
    await dialog.getByRole('radio', { name: 'Rich text', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Text: formatting', exact: true });
    const editor = page.getByRole('textbox', { name: 'Text', exact: true });
    await toolbar.getByRole('button', { name: 'Heading 3' }).click();
    await editor.pressSequentially('Why go');
    expect(await toolbar.getByRole('button', { name: 'Heading 3' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bold' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italic');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await editor.pressSequentially('Rail passes');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await editor.pressSequentially('Sea views');
    expect(await editor.innerHTML()).toContain('<li><p>Rail passes</p></li><li><p><strong>Sea views</strong></p></li>');
    const tabNames = await page.getByRole('tablist', { name: 'Tabs of the package' }).getByRole('tab').allInnerTexts();
    expect(tabNames.map((name) => name.trim())).toEqual(['Overview', 'Itinerary', 'Prices', 'Highlights']);

    // Preview with the public page's components.
    await page.getByRole('button', { name: 'Preview' }).first().click();
    const preview = page.getByRole('dialog', { name: `Preview: ${TITLE}` });
    await preview.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await preview.getByRole('tab', { name: 'Prices' }).click();
    await preview.getByRole('cell', { name: '$1,349' }).waitFor();
    await saveScreenshot(page, 'admin-package-builder-preview-desktop');
    await preview.getByRole('button', { name: 'Close preview' }).click();

    await page.getByRole('button', { name: 'Save and publish' }).first().click();
    await toast(`“${TITLE}” published.`).waitFor();
    await page.waitForURL(/\/admin-dashboard\/packages\/edit\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `Edit ${TITLE}` }).waitFor();
    expect(await page.getByText('Version 1').isVisible()).toBe(true);
    editUrl = page.url();
    await saveScreenshot(page, 'admin-package-builder-desktop');
    expect(await realViolations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('translates every text of the package into French beside its English, and the builder shows it complete after a save', async () => {
    await page.goto(editUrl);
    const french = page.getByRole('region', { name: 'French version' });
    await french.getByText('Not on the French site yet', { exact: true }).waitFor();
    const boxes = french.getByRole('textbox', { name: /^French: / });
    const count = await boxes.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const box = boxes.nth(index);
      if ((await box.getAttribute('contenteditable')) === 'true') {
        await box.click();
        await page.keyboard.type(`Texte en français ${index + 1}`);
      } else await box.fill(`Texte en français ${index + 1}`);
    }
    await french.getByText('On the French site', { exact: true }).waitFor();
    expect(await french.getByRole('status').innerText()).toContain(`${count} of ${count} texts translated`);
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await toast(`“${TITLE}” saved.`).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'French version' }).getByText('On the French site', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'French version' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-package-builder-french-desktop');
    // The English page never carries the French texts.
    const html = await (await fetch(`${stack.webUrl}/deals/${SLUG}`)).text();
    expect(html).not.toContain('Texte en français');
    expect(consoleErrors).toEqual([]);
  });

  it('finds the published package on /deals and on its own page', async () => {
    await page.goto(`${stack.webUrl}/deals?destinationIds=${encodeURIComponent(JSON.stringify([PORTUGAL.id]))}`);
    const card = page.getByRole('link', { name: TITLE });
    await card.waitFor();
    await card.click();
    await page.waitForURL(`${stack.webUrl}/deals/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // The tabs render just after the banner, title and price.
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab').first().waitFor();
    expect((await tabs.getByRole('tab').allInnerTexts()).map((name) => name.trim())).toEqual(['Overview', 'Itinerary', 'Prices', 'Highlights']);
    await tabs.getByRole('tab', { name: 'Prices' }).click();
    await page.getByRole('cell', { name: '$1,499' }).waitFor();
    await tabs.getByRole('tab', { name: 'Highlights' }).click();
    const highlights = page.getByRole('tabpanel', { name: 'Highlights' });
    await highlights.getByRole('heading', { level: 3, name: 'Why go' }).waitFor();
    expect(await highlights.getByRole('listitem').allInnerTexts()).toEqual(['Rail passes', 'Sea views']);
    expect(await highlights.locator('strong').innerText()).toBe('Sea views');
    // The banner shows a variant of the cropped picture at least as wide as it is drawn; the widest variant shows the
    // crop's full 1800 pixels (a variant is never wider than its original).
    const banner = page.getByRole('img', { name: TITLE }).first();
    const shown = await banner.evaluate((image: HTMLImageElement) => ({
      src: image.currentSrc,
      natural: image.naturalWidth,
      drawn: image.getBoundingClientRect().width,
    }));
    expect(shown.src).toMatch(/\/media\/_v\/(avif|webp)\/\d+\/package-images\//);
    expect(shown.natural).toBeGreaterThanOrEqual(Math.min(shown.drawn, 1800));
    const widest = shown.src.replace(/\/_v\/(avif|webp)\/\d+\//, '/_v/jpeg/1800/');
    expect(
      await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image.naturalWidth;
      }, widest),
    ).toBe(1800);
    expect(consoleErrors).toEqual([]);
  });
});
