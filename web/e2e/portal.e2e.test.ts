import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { findAccessibilityViolations, type AccessibilityViolation } from './support/accessibility.ts';
import { SCREENSHOT_DIR, launchBrowser, openPage, saveScreenshot, type ViewportName } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

let stack: LocalStack;
let browser: Browser;

const ADMIN = { username: 'admin', password: 'admin-dev-password' };
const AGENT = { username: 'agent', password: 'agent-dev-password' };
const VIEWPORTS: ViewportName[] = ['desktop', 'phone'];

/** This file's webinar and supplier: names no seed uses. */
const WEBINAR_TITLE = 'Selling Alaska by rail and sea';
const SUPPLIER_NAME = 'Aurora Rail Journeys';
/** The connected agent this file creates, invites, signs in and deactivates. */
const NEW_AGENT = { name: 'Noor Haddad', slug: 'noor-haddad', username: 'noor.haddad', email: 'noor.haddad@example.com', password: 'Harbour-lights-2026' };

/** Every admin screen (`/admin-dashboard/...`), none of which an agent may open. */
const ADMIN_PATHS = [
  '',
  'top-best-bets',
  'continent-best-bets',
  'testimonials',
  'promotions',
  'promotion-form',
  'packages',
  'packages/add',
  'packages/edit/1',
  'packages/departures',
  'packages/travel-styles',
  'packages/destinations',
  'packages/destinations/new',
  'packages/destinations/edit/1',
  'FileManager',
  'tables',
  'MainPageView/view',
  'WebinarWednesdaysManagement/view',
  'WebinarWednesdaysManagement/add',
  'WebinarWednesdaysManagement/edit/1',
  'SuppliersGuide/view',
  'suppliers-guide/add',
  'suppliers-guide/edit/1',
  'newsletter',
  'newsletter/add',
  'newsletter/edit/1',
  'welcome-video',
  'agent/list',
  'agent/add',
  'agent/edit/jordan-lee',
  'admin/list',
  'admin/add',
  'admin/edit/1',
  'email-templates',
  'email-types',
];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The calendar date `days` ahead in Vancouver, `YYYY-MM-DD`. */
function vancouverDateIn(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts;
}

function monthLabel(isoDate: string): string {
  return new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));
}

async function signIn(page: Page, path: '/login' | '/admin-login', account: { username: string; password: string }) {
  await page.goto(`${stack.webUrl}${path}`);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function outbox(): Promise<Array<{ to: string; type: string; text: string }>> {
  return ((await (await fetch(`${stack.apiUrl}/__dev/outbox`)).json()) as { messages: Array<{ to: string; type: string; text: string }> }).messages;
}

/**
 * axe's serious and critical violations minus a known false positive: Fluent's focus library (Tabster) puts
 * focusable `aria-hidden` sentinels (`<i data-tabster-dummy>`) around toolbars, focus groups and dialogs, whose
 * only job is to pass focus on (microsoft/tabster#288). Any other `aria-hidden-focus` target still fails.
 */
async function seriousViolations(page: Page): Promise<AccessibilityViolation[]> {
  const kept: AccessibilityViolation[] = [];
  for (const violation of await findAccessibilityViolations(page)) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    if (violation.id !== 'aria-hidden-focus') {
      // Griffel's class names say nothing: show the markup.
      const targets = await page.evaluate(
        (selectors) => selectors.map((selector) => `${selector}: ${document.querySelector(selector)?.outerHTML.slice(0, 300) ?? ''}`),
        violation.targets,
      );
      kept.push({ ...violation, targets });
      continue;
    }
    const targets = await page.evaluate(
      (selectors) => selectors.filter((selector) => ![...document.querySelectorAll(selector)].every((element) => element.hasAttribute('data-tabster-dummy'))),
      violation.targets,
    );
    if (targets.length > 0) kept.push({ ...violation, targets });
  }
  return kept;
}

/** Console errors a page may show without being broken: the sample welcome video's player cannot be reached offline. */
function ownErrors(errors: string[]): string[] {
  return errors.filter((error) => !/vimeo|youtube/i.test(error));
}

/** Opens `path` at both widths with the session of `page`'s context, checks accessibility and saves screenshots. */
async function screenshotAtBothWidths(signedIn: Page, path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  const storage = await signedIn.context().storageState();
  for (const viewport of VIEWPORTS) {
    const { page, context, consoleErrors } = await openPage(browser, viewport);
    try {
      await context.addInitScript(
        (values: Array<{ name: string; value: string }>) => {
          // Init scripts run in every frame too; embedded players have no access to the site's storage.
          if (window.top !== window) return;
          if (localStorage.length === 0) for (const { name, value } of values) localStorage.setItem(name, value);
        },
        storage.origins.find((origin) => origin.origin === stack.webUrl)?.localStorage ?? [],
      );
      await page.goto(`${stack.webUrl}${path}`);
      await ready(page);
      await saveScreenshot(page, `${name}-${viewport}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(ownErrors(consoleErrors)).toEqual([]);
    } finally {
      await context.close();
    }
  }
}

describe('connected-agent portal in the browser', () => {
  it('an admin adds a webinar and a supplier; an agent finds both in the calendar and the suppliers guide', async () => {
    const startDate = vancouverDateIn(10);
    const admin = await openPage(browser, 'desktop');
    try {
      await signIn(admin.page, '/admin-login', ADMIN);
      await admin.page.waitForURL(`${stack.webUrl}/admin-dashboard/top-best-bets`);

      // The webinar.
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/WebinarWednesdaysManagement/add`);
      await admin.page.getByRole('textbox', { name: /^Title/ }).fill(WEBINAR_TITLE);
      await admin.page.getByLabel(/^Starts \(Pacific time\)/).fill(`${startDate}T10:00`);
      await admin.page.getByRole('textbox', { name: /^Presenter/ }).fill('Karen Wong, Rocky Mountaineer');
      await admin.page.getByRole('textbox', { name: /^Join link/ }).fill('https://zoom.example.com/j/5550142');
      await admin.page.getByRole('textbox', { name: 'Description' }).click();
      await admin.page.keyboard.type('Pairing a rail journey with an Alaska cruise: what sells and what pays.');
      await saveScreenshot(admin.page, 'portal-admin-webinar-form-desktop');
      await admin.page.getByRole('button', { name: 'Save webinar' }).click();
      await admin.page.waitForURL(`${stack.webUrl}/admin-dashboard/WebinarWednesdaysManagement/view`);
      await admin.page.getByRole('link', { name: WEBINAR_TITLE }).waitFor();

      // The supplier, in Ground & Rail.
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/suppliers-guide/add`);
      await admin.page.getByRole('textbox', { name: /^Name/ }).first().fill(SUPPLIER_NAME);
      await admin.page.getByRole('checkbox', { name: 'Ground & Rail' }).check();
      await admin.page.getByRole('textbox', { name: /^Summary/ }).fill('Glass-dome rail journeys through the Rockies and to Alaska’s ports');
      await admin.page.getByRole('textbox', { name: /^Website/ }).fill('https://www.aurora-rail.example.com');
      await admin.page.getByRole('button', { name: 'Add contact' }).click();
      const contact = admin.page.locator('li[aria-label="Contact 1"]');
      await contact.getByRole('textbox', { name: /^Name/ }).fill('Marcus Lee');
      await contact.getByRole('textbox', { name: /^Role/ }).fill('Trade sales, Western Canada');
      await contact.getByRole('textbox', { name: /^Phone/ }).fill('1-877-555-0199');
      await admin.page.getByRole('textbox', { name: 'How to book' }).click();
      await admin.page.keyboard.type('Book through the trade site; hold space for 72 hours without a deposit.');
      await admin.page.getByRole('button', { name: 'Save supplier' }).click();
      await admin.page.waitForURL(`${stack.webUrl}/admin-dashboard/SuppliersGuide/view`);
      await admin.page.getByRole('link', { name: SUPPLIER_NAME }).waitFor();
      expect(ownErrors(admin.consoleErrors)).toEqual([]);

      // Admin screens at both widths.
      await screenshotAtBothWidths(admin.page, '/admin-dashboard/WebinarWednesdaysManagement/view', 'portal-admin-webinars', (page) =>
        page.getByRole('link', { name: WEBINAR_TITLE }).waitFor(),
      );
      await screenshotAtBothWidths(admin.page, '/admin-dashboard/SuppliersGuide/view', 'portal-admin-suppliers', (page) =>
        page.getByRole('link', { name: SUPPLIER_NAME }).waitFor(),
      );
      await screenshotAtBothWidths(admin.page, '/admin-dashboard/MainPageView/view', 'portal-admin-pages', (page) =>
        page.getByRole('link', { name: 'Edit Learning Path' }).waitFor(),
      );
      await screenshotAtBothWidths(admin.page, '/admin-dashboard/MainPageView/view?page=LearningPath', 'portal-admin-page-editor', (page) =>
        page.getByRole('heading', { level: 1, name: 'Edit page: Learning Path' }).waitFor(),
      );
      await screenshotAtBothWidths(admin.page, '/admin-dashboard/newsletter', 'portal-admin-newsletters', (page) => page.getByRole('table').waitFor());
      await screenshotAtBothWidths(admin.page, '/admin-dashboard/welcome-video', 'portal-admin-welcome-video', (page) =>
        page.getByRole('button', { name: 'Save welcome video' }).waitFor(),
      );
      await screenshotAtBothWidths(admin.page, '/admin-dashboard/admin/list', 'portal-admin-admins', (page) =>
        page.getByRole('link', { name: 'Alex Morgan' }).waitFor(),
      );
    } finally {
      await admin.context.close();
    }

    const agent = await openPage(browser, 'desktop');
    try {
      await signIn(agent.page, '/login', AGENT);
      await agent.page.waitForURL(`${stack.webUrl}/agent-dashboard`);

      // The calendar lists the webinar under its month.
      await agent.page.getByRole('button', { name: 'Training & Events' }).hover();
      await agent.page.getByRole('list', { name: 'Training & Events' }).getByRole('link', { name: 'Calendar', exact: true }).click();
      await agent.page.waitForURL(`${stack.webUrl}/agent-dashboard/calendar`);
      const month = agent.page.getByRole('region', { name: monthLabel(startDate) });
      await month.getByRole('heading', { name: WEBINAR_TITLE }).waitFor();
      expect(await month.getByRole('article', { name: WEBINAR_TITLE }).textContent()).toContain('Karen Wong, Rocky Mountaineer');

      // The suppliers guide lists the supplier under Ground & Rail, and its page has its contact and notes.
      await agent.page.goto(`${stack.webUrl}/agent-dashboard/SuppliersGuide`);
      await agent.page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /Ground & Rail/ })
        .click();
      await agent.page.waitForURL(`${stack.webUrl}/agent-dashboard/SuppliersGuide/Ground&Rail`);
      await agent.page.getByRole('link', { name: `View ${SUPPLIER_NAME}` }).click();
      await agent.page.getByRole('heading', { level: 1, name: SUPPLIER_NAME }).waitFor();
      expect(await agent.page.getByRole('region', { name: 'Contacts' }).textContent()).toContain('Marcus Lee');
      expect(await agent.page.getByRole('region', { name: 'How to book' }).textContent()).toContain('hold space for 72 hours');
      const supplierPath = new URL(agent.page.url()).pathname;
      expect(ownErrors(agent.consoleErrors)).toEqual([]);

      // The portal at both widths.
      await screenshotAtBothWidths(agent.page, '/agent-dashboard', 'portal-home', (page) =>
        page.getByRole('heading', { name: 'Next on the calendar' }).waitFor(),
      );
      await screenshotAtBothWidths(agent.page, '/agent-dashboard/calendar', 'portal-calendar', (page) =>
        page.getByRole('heading', { name: WEBINAR_TITLE }).waitFor(),
      );
      await screenshotAtBothWidths(agent.page, '/agent-dashboard/SuppliersGuide', 'portal-suppliers-guide', (page) =>
        page.getByRole('navigation', { name: 'Categories' }).waitFor(),
      );
      await screenshotAtBothWidths(agent.page, '/agent-dashboard/SuppliersGuide/Ground&Rail', 'portal-category', (page) =>
        page.getByRole('link', { name: `View ${SUPPLIER_NAME}` }).waitFor(),
      );
      await screenshotAtBothWidths(agent.page, supplierPath, 'portal-supplier', (page) => page.getByRole('region', { name: 'Contacts' }).waitFor());
      await screenshotAtBothWidths(agent.page, '/agent-dashboard/HelpfulDocuments', 'portal-content-page', (page) =>
        page.getByRole('heading', { level: 1, name: 'Helpful Documents' }).waitFor(),
      );
    } finally {
      await agent.context.close();
    }
  }, 600_000);

  it('opens the portal menus by keyboard and the sidebar on a phone', async () => {
    const desktop = await openPage(browser, 'desktop');
    try {
      await signIn(desktop.page, '/login', AGENT);
      await desktop.page.waitForURL(`${stack.webUrl}/agent-dashboard`);
      const resources = desktop.page.getByRole('button', { name: 'Resources' });
      await resources.focus();
      await desktop.page.keyboard.press('ArrowDown');
      expect(await desktop.page.evaluate(() => document.activeElement?.textContent)).toBe('Helpful Documents');
      // ArrowDown and ArrowUp move between the menu's links, round the ends.
      await desktop.page.keyboard.press('ArrowUp');
      const last = await desktop.page.evaluate(() => document.activeElement?.textContent);
      expect(last).not.toBe('Helpful Documents');
      await desktop.page.keyboard.press('ArrowDown');
      expect(await desktop.page.evaluate(() => document.activeElement?.textContent)).toBe('Helpful Documents');
      await saveScreenshot(desktop.page, 'portal-menu-open-desktop');
      await desktop.page.keyboard.press('Escape');
      expect(await resources.getAttribute('aria-expanded')).toBe('false');
      expect(await resources.evaluate((element) => element === document.activeElement)).toBe(true);

      // The same behaviour as the public header's menus: a mouse resting opens, leaving or a press elsewhere closes.
      const marketing = desktop.page.getByRole('button', { name: 'Marketing' });
      const box = (await marketing.boundingBox())!;
      await desktop.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => marketing.getAttribute('aria-expanded')).toBe('true');
      const list = desktop.page.locator(`#${await marketing.getAttribute('aria-controls')}`);
      expect(await list.isVisible()).toBe(true);
      await desktop.page.mouse.move(5, box.y + box.height + 500);
      await expect.poll(() => marketing.getAttribute('aria-expanded')).toBe('false');
      await marketing.click();
      expect(await marketing.getAttribute('aria-expanded')).toBe('true');
      await desktop.page.mouse.move(5, box.y + box.height + 500);
      await desktop.page.mouse.down();
      await desktop.page.mouse.up();
      await expect.poll(() => marketing.getAttribute('aria-expanded')).toBe('false');

      // The header shows the agent's name, not the username.
      await desktop.page.getByRole('button', { name: 'Jordan Lee: account' }).click();
      const account = desktop.page.getByRole('dialog');
      expect(await account.textContent()).toContain('Active');
      expect(await account.textContent()).toContain('Connected Agent');
      // The viewport only: a full-page capture resizes the window, which moves the positioned panel.
      await desktop.page.screenshot({ path: join(SCREENSHOT_DIR, 'portal-account-menu-desktop.png') });
    } finally {
      await desktop.context.close();
    }

    const phone = await openPage(browser, 'phone');
    try {
      await signIn(phone.page, '/login', AGENT);
      await phone.page.waitForURL(`${stack.webUrl}/agent-dashboard`);
      await phone.page.getByRole('button', { name: 'Open the portal menu' }).click();
      const drawer = phone.page.getByRole('dialog', { name: 'Connected Agent portal' });
      await drawer.getByRole('button', { name: 'Suppliers Guide' }).click();
      await saveScreenshot(phone.page, 'portal-sidebar-phone');
      await drawer.getByRole('link', { name: 'Suppliers Guide', exact: true }).click();
      await phone.page.waitForURL(`${stack.webUrl}/agent-dashboard/SuppliersGuide`);
      await phone.page.getByRole('navigation', { name: 'Categories' }).waitFor();
      expect(await drawer.isVisible()).toBe(false);
    } finally {
      await phone.context.close();
    }
  });

  it('invites a new agent who signs in; deactivated, they cannot sign in and leave the public directory', async () => {
    const admin = await openPage(browser, 'desktop');
    try {
      await signIn(admin.page, '/admin-login', ADMIN);
      await admin.page.waitForURL(`${stack.webUrl}/admin-dashboard/top-best-bets`);
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/agent/add`);
      await admin.page.getByRole('textbox', { name: /^Name/ }).fill(NEW_AGENT.name);
      await admin.page.getByRole('textbox', { name: /^Username/ }).fill(NEW_AGENT.username);
      await admin.page.getByRole('textbox', { name: /^E-mail/ }).fill(NEW_AGENT.email);
      await admin.page.getByRole('textbox', { name: /^Phone/ }).fill('604-555-0177');
      await admin.page.getByRole('textbox', { name: /^City/ }).fill('Coquitlam');
      // The province has no default: an agent may be invited before their profile is written.
      await admin.page.getByRole('combobox', { name: /^Province/ }).selectOption('BC');
      await admin.page.getByRole('textbox', { name: /^Biography/ }).fill('Noor plans family trips to the Middle East and Mediterranean cruises.');
      await admin.page.getByRole('checkbox', { name: 'Arabic' }).check();
      await admin.page.getByRole('checkbox', { name: 'Ocean cruises' }).check();
      await saveScreenshot(admin.page, 'portal-admin-agent-form-desktop');
      await admin.page.getByRole('button', { name: 'Save agent' }).click();
      await admin.page.waitForURL(`${stack.webUrl}/admin-dashboard/agent/list`);
      await admin.page.getByText(`Invitation sent to ${NEW_AGENT.email}`).first().waitFor();
      const row = admin.page.getByRole('row', { name: new RegExp(NEW_AGENT.name) });
      expect(await row.textContent()).toContain('Invitation pending');
      await screenshotAtBothWidths(admin.page, '/admin-dashboard/agent/list', 'portal-admin-agents', (page) =>
        page.getByRole('link', { name: NEW_AGENT.name, exact: true }).waitFor(),
      );

      // The invitation carries a link to choose a password; nobody else ever sees one.
      const invitation = (await outbox()).find((message) => message.to === NEW_AGENT.email && message.type === 'agent-invitation');
      expect(invitation).toBeDefined();
      const link = /https?:\/\/\S+\/resetpassword\/[A-Za-z0-9_-]+/.exec(invitation!.text)?.[0];
      expect(link).toBeDefined();

      const newcomer = await openPage(browser, 'desktop');
      try {
        await newcomer.page.goto(`${stack.webUrl}${new URL(link!).pathname}`);
        // An invitation reads as choosing a first password, not changing one.
        await newcomer.page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
        await newcomer.page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_AGENT.password);
        await newcomer.page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill(NEW_AGENT.password);
        await newcomer.page.getByRole('button', { name: 'Set my password' }).click();
        await newcomer.page.waitForURL(`${stack.webUrl}/login`);
        expect(await newcomer.page.getByRole('alert').textContent()).toContain('Password set');
        await signIn(newcomer.page, '/login', { username: NEW_AGENT.username, password: NEW_AGENT.password });
        await newcomer.page.waitForURL(`${stack.webUrl}/agent-dashboard`);

        await newcomer.page.goto(`${stack.webUrl}/agents/FindYourConnectedAgent`);
        await newcomer.page.getByRole('list', { name: 'Connected agents' }).getByRole('heading', { name: NEW_AGENT.name }).waitFor();

        // The admin deactivates the agent, after confirming.
        await admin.page.goto(`${stack.webUrl}/admin-dashboard/agent/edit/${NEW_AGENT.slug}`);
        await admin.page.getByRole('radio', { name: 'Inactive: cannot sign in' }).check();
        await admin.page.getByRole('button', { name: 'Save agent' }).click();
        const confirm = admin.page.getByRole('alertdialog', { name: `Deactivate ${NEW_AGENT.name}?` });
        await saveScreenshot(admin.page, 'portal-admin-deactivate-desktop');
        await confirm.getByRole('button', { name: 'Deactivate and save' }).click();
        await admin.page.waitForURL(`${stack.webUrl}/admin-dashboard/agent/list`);
        await admin.page.getByRole('row', { name: new RegExp(`${NEW_AGENT.name}.*Inactive`) }).waitFor();

        // Signing in again is refused, and the directory no longer lists the agent.
        await newcomer.page.evaluate(() => localStorage.clear());
        await signIn(newcomer.page, '/login', { username: NEW_AGENT.username, password: NEW_AGENT.password });
        await newcomer.page.getByRole('alert').waitFor();
        expect(newcomer.page.url()).toBe(`${stack.webUrl}/login`);

        await newcomer.page.goto(`${stack.webUrl}/agents/FindYourConnectedAgent`);
        const directory = newcomer.page.getByRole('list', { name: 'Connected agents' });
        await directory.getByRole('heading').first().waitFor();
        expect(await directory.getByRole('heading', { name: NEW_AGENT.name }).count()).toBe(0);
        await newcomer.page.goto(`${stack.webUrl}/ca/${NEW_AGENT.slug}`);
        await newcomer.page.getByRole('heading', { name: 'This agent is not listed' }).waitFor();
      } finally {
        await newcomer.context.close();
      }
      expect(ownErrors(admin.consoleErrors)).toEqual([]);
    } finally {
      await admin.context.close();
    }
  }, 300_000);

  it('keeps an agent out of every admin-dashboard page', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const adminReads: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/admin/') && response.ok()) adminReads.push(response.url());
    });
    try {
      await signIn(page, '/login', AGENT);
      await page.waitForURL(`${stack.webUrl}/agent-dashboard`);
      for (const path of ADMIN_PATHS) {
        // Told why, on the address itself, without any admin read.
        await page.goto(`${stack.webUrl}/admin-dashboard${path ? `/${path}` : ''}`);
        await page.getByRole('heading', { level: 1, name: 'This page is not for your account' }).waitFor();
      }
      expect(adminReads).toEqual([]);
      // The portal session is untouched.
      await page.goto(`${stack.webUrl}/agent-dashboard/faqs`);
      await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
    } finally {
      await context.close();
    }
  }, 300_000);
});
