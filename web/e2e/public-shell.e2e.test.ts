import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import type { Continent } from '@tdp/shared/schemas/destination';
import { parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';
import { findAccessibilityViolations } from './support/accessibility.ts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

let stack: LocalStack;
let browser: Browser;
let continents: Continent[];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  continents = (await (await fetch(`${stack.apiUrl}/destinations/continents`)).json()) as Continent[];
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

function continentNamed(name: string): Continent {
  const found = continents.find((continent) => continent.continent_name === name);
  if (!found) throw new Error(`The seed has no continent named ${name}`);
  return found;
}

function countryId(continentName: string, countryName: string): number {
  return continentNamed(continentName).countries.find((country) => country.name === countryName)!.id;
}

/** The deals filter of the page's current address. */
function filterOf(page: Page) {
  return parseDealsFilterQuery(new URL(page.url()).search);
}

/** What a continent click must ask for: all its countries, then the continent itself. */
function continentFilterIds(continent: Continent): string[] {
  return [...continent.countries.map((country) => `country-${country.id}`).sort(), `continent-${continent.continent_id}`];
}

async function gotoShell(page: Page, path: string) {
  await page.goto(`${stack.webUrl}${path}`);
  await page.getByRole('banner').waitFor();
}

describe('public header on a desktop', () => {
  it('opens Destinations on hover, shows a continent’s countries and top picks, and a continent click filters /deals by it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/contact-us');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: 'Destinations' });
      await trigger.hover();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const europe = nav.getByRole('link', { name: 'Europe', exact: true });
      await europe.hover();
      const countries = nav.getByRole('group', { name: 'Countries in Europe' });
      await countries.waitFor();
      // Columns of 11: Europe's 16 countries fill two lists.
      expect(await countries.getByRole('list').count()).toBe(Math.ceil(continentNamed('Europe').countries.length / 11));
      await nav.getByText('Top picks in Europe').waitFor();
      await saveScreenshot(page, 'public-shell-destinations-menu-desktop');
      expect(consoleErrors).toEqual([]);

      await europe.click();
      await page.waitForURL(/\/deals\?destinationIds=/);
      const ids = filterOf(page).destinationIds;
      expect(ids.at(-1)).toBe(`continent-${continentNamed('Europe').continent_id}`);
      expect([...ids].sort()).toEqual([...continentFilterIds(continentNamed('Europe'))].sort());
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('filters /deals by one country when a country is clicked', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/careers');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Destinations' }).hover();
      await nav.getByRole('link', { name: 'Asia', exact: true }).hover();
      await nav.getByRole('link', { name: 'Japan', exact: true }).click();
      await page.waitForURL(/\/deals\?destinationIds=/);
      expect(filterOf(page).destinationIds).toEqual([`country-${countryId('Asia', 'Japan')}`]);
    } finally {
      await context.close();
    }
  });

  it('drills the Cruise menu to a port, jumps back with the breadcrumb, and leads to /cruise-deals with style 4', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/careers');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Cruises' }).click();
      await nav.getByRole('button', { name: 'Ocean' }).click();
      await nav.getByRole('button', { name: 'Caribbean' }).click();
      const path = nav.getByRole('list', { name: 'Cruise menu path' });
      expect(await path.getByRole('listitem').allTextContents()).toEqual(['All cruise types', 'Ocean', 'Caribbean']);
      await saveScreenshot(page, 'public-shell-cruise-menu-desktop');

      await path.getByRole('button', { name: 'Ocean' }).click();
      expect(await path.getByRole('listitem').allTextContents()).toEqual(['All cruise types', 'Ocean']);
      await nav.getByRole('button', { name: 'Caribbean' }).click();
      await nav.getByRole('link', { name: 'Miami', exact: true }).click();
      await page.waitForURL(/\/cruise-deals\?/);
      const miami = continentNamed('Cruise_Ocean')
        .countries.find((country) => country.name === 'Caribbean')!
        .cities.find((city) => city.name === 'Miami')!;
      expect(filterOf(page)).toEqual({ destinationIds: [`city-${miami.id}`], travelStyleIds: [4] });
    } finally {
      await context.close();
    }
  });

  it('sends a cruise region without ports straight to the list', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/careers');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Cruises' }).click();
      await nav.getByRole('button', { name: 'Categories' }).click();
      await nav.getByRole('link', { name: 'Family Cruises' }).click();
      await page.waitForURL(/\/cruise-deals\?/);
      expect(filterOf(page)).toEqual({ destinationIds: [`country-${countryId('Cruise_Categories', 'Family Cruises')}`], travelStyleIds: [4] });
    } finally {
      await context.close();
    }
  });

  it('opens Travel Styles from the keyboard and follows a style to its deals; Escape closes a menu', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/careers');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: 'Travel Styles' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      expect(await nav.getByRole('link', { name: 'Destination Wedding' }).getAttribute('href')).toBe('/group-travels/destination-wedding');
      expect(await nav.getByRole('link', { name: 'Group Travel' }).getAttribute('href')).toBe('/group-travels');
      expect(await nav.getByRole('link', { name: 'Disney Trips' }).getAttribute('href')).toBe('/deals?travelStyleIds=[9]');
      await page.keyboard.press('Escape');
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.keyboard.press('ArrowDown');
      await nav.getByRole('link', { name: 'Last Minute' }).click();
      await page.waitForURL(/\/deals\?/);
      expect(filterOf(page).travelStyleIds).toEqual([13]);
    } finally {
      await context.close();
    }
  });

  it('opens a mega-menu when the mouse rests on it (not when it only passes), and closes it when the mouse leaves, on a press elsewhere and on navigation', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/careers');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: 'Travel Styles' });
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      const box = (await trigger.boundingBox())!;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // Crossing the button on the way down the page opens nothing.
      await page.mouse.move(centre.x, box.y - 20);
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.move(centre.x, box.y + box.height + 400);
      await page.waitForTimeout(400);
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      // Resting on it opens it; leaving it closes it.
      await page.mouse.move(centre.x, centre.y);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.isVisible()).toBe(true);
      await page.mouse.move(5, box.y + box.height + 600);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);
      // Opened by a click, a press elsewhere closes it.
      await trigger.click();
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await page.mouse.move(5, box.y + box.height + 600);
      await page.mouse.down();
      await page.mouse.up();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      // From the keyboard: ArrowDown goes into the panel, a followed link navigates and leaves it closed.
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: 'Group Travel', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${stack.webUrl}/group-travels`);
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('renders the header and footer alone outside the shell, the cruise variants leading with cruises', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/CruiseHeader`);
      await page.getByRole('banner').waitFor();
      expect(await page.getByRole('main').count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('button').first().textContent()).toBe('Cruises');
      await page.goto(`${stack.webUrl}/Cruisefooter`);
      await page.getByRole('contentinfo').waitFor();
      expect(await page.getByRole('navigation', { name: 'Cruise with us' }).isVisible()).toBe(true);
      await page.goto(`${stack.webUrl}/test`);
      await page.getByText(/The API answered “ok”/).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      await page.goto(`${stack.webUrl}/spinner`);
      await page.getByRole('progressbar').waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('public site on a phone (390 px)', () => {
  it('opens the sidebar with every entry plus Cruises, and closes it on navigation', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'phone');
    try {
      await gotoShell(page, '/privacy-policy');
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await menuButton.click();
      const sidebar = page.getByRole('dialog', { name: 'Menu' });
      await sidebar.waitFor();
      expect(await sidebar.getByRole('link', { name: 'Cruises', exact: true }).getAttribute('href')).toBe('/cruise-deals');
      for (const name of ['View all deals', 'Search & Book', 'Connected Agents', 'Become an Agent', 'Request a Quote']) {
        expect(await sidebar.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
      await sidebar.getByRole('button', { name: 'Destinations', exact: true }).click();
      await sidebar.getByRole('button', { name: 'Europe', exact: true }).click();
      await saveScreenshot(page, 'public-shell-sidebar-phone');
      expect(consoleErrors).toEqual([]);

      await sidebar.getByRole('link', { name: 'All of Europe' }).click();
      await page.waitForURL(/\/deals\?destinationIds=/);
      expect([...filterOf(page).destinationIds].sort()).toEqual([...continentFilterIds(continentNamed('Europe'))].sort());
      await sidebar.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('legacy redirects', () => {
  it('replaces old addresses with the deals lists, computing destinations from the live tree', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/last-minute-deals`);
      await page.waitForURL(/\/deals\?travelStyleIds=/);
      expect(filterOf(page).travelStyleIds).toEqual([13]);

      await page.goto(`${stack.webUrl}/cruises`);
      await page.waitForURL(/\/cruise-deals\?/);
      expect(filterOf(page).travelStyleIds).toEqual([4]);

      await page.goto(`${stack.webUrl}/travel-destinations/mexico-caribbean`);
      await page.waitForURL(/\/deals\?destinationIds=/);
      expect([...filterOf(page).destinationIds].sort()).toEqual([...continentFilterIds(continentNamed('Mexico & Caribbean'))].sort());

      await page.goto(`${stack.webUrl}/travel-destinations/usa`);
      await page.waitForURL(/\/deals\?destinationIds=/);
      expect(filterOf(page).destinationIds).toEqual(['United States', 'Hawaii', 'Alaska'].map((name) => `country-${countryId('North America', name)}`));
    } finally {
      await context.close();
    }
  });
});

describe('coming-soon page', () => {
  it('shows inside the shell for a path the site does not have, with a way back', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/summer-brochure-2019');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Coming soon' }).waitFor();
      await main.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(`${stack.webUrl}/`);
    } finally {
      await context.close();
    }
  });
});

describe('information pages', () => {
  const infoPages = [
    '/contact-us',
    '/careers',
    '/privacy-policy',
    '/security-policy',
    '/terms-and-conditions',
    '/thank-you',
    '/search-and-book',
    '/search-and-book/soft-voyage',
  ];

  it.each(infoPages)('%s has a title, a description and no serious or critical axe violation', async (path) => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.title()).toMatch(/ \| TBB Travel$/);
      const violations = await findAccessibilityViolations(page);
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the header accessible with a mega-menu open', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/careers');
      await page.getByRole('button', { name: 'Destinations' }).click();
      await page.getByText('Top picks in Africa').waitFor();
      const violations = await findAccessibilityViolations(page);
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends the contact form to the leads API and shows the thank-you page with its reference', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await gotoShell(page, '/contact-us');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('textbox', { name: 'First name' }).fill('Mei');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Tanaka');
      await form.getByRole('textbox', { name: 'E-mail' }).fill('mei.tanaka@example.ca');
      await form.getByRole('textbox', { name: 'Subject' }).fill('Walk-in hours in Langley');
      await form.getByRole('textbox', { name: 'Message' }).fill('Is the Langley office open on Fridays?');
      await form.getByRole('checkbox', { name: /agree to be contacted/ }).check();
      await form.getByRole('button', { name: 'Send the message' }).click();
      await page.waitForURL(/\/thank-you\?reference=/);
      const reference = new URL(page.url()).searchParams.get('reference')!;
      await page.getByText(`Your reference number is ${reference}.`).waitFor();
      await page.getByText('Thank you for your message.', { exact: false }).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each<['desktop' | 'phone', string]>([
    ['desktop', 'desktop'],
    ['phone', 'phone'],
  ])('looks right at %s width (screenshots)', async (viewport, suffix) => {
    const { page, context } = await openPage(browser, viewport);
    try {
      for (const path of ['/contact-us', '/privacy-policy', '/careers', '/search-and-book', '/thank-you']) {
        await gotoShell(page, path);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await saveScreenshot(page, `info${path.replaceAll('/', '-')}-${suffix}`);
      }
    } finally {
      await context.close();
    }
  });
});
