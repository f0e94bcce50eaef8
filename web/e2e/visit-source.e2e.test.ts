import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import type { LeadDetail, LeadListPage } from '@tdp/shared/schemas/lead-records';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { fillQuoteForm } from './support/quote-form.ts';
import { startTestStack } from './support/stack.ts';

let stack: LocalStack;
let browser: Browser;
let packageSlug: string;

const TRAVELLER = { firstName: 'Una', lastName: 'Utmsource', email: 'una.utmsource@example.com' };

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  const deals = (await (
    await fetch(`${stack.apiUrl}/packages/deals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    })
  ).json()) as DealsAnswer;
  packageSlug = deals.packages[0]!.package_url;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function adminToken(): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/auth/login/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-dev-password' }),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

async function storedLeadOf(email: string): Promise<LeadDetail> {
  const token = await adminToken();
  const list = (await (await fetch(`${stack.apiUrl}/api/admin/leads?limit=100`, { headers: { Authorization: `Bearer ${token}` } })).json()) as LeadListPage;
  const summary = list.leads.find((lead) => lead.email === email)!;
  return (
    (await (await fetch(`${stack.apiUrl}/api/admin/leads/${summary.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: LeadDetail }
  ).data;
}

describe('where a visit came from, in the browser', () => {
  it('keeps the landing touch (utm_* and another site as referrer) across two pages of the visit and stores it on the quote', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals?utm_source=newsletter&utm_medium=email&utm_campaign=spring`, { referer: 'https://news.example.com/issue/12' });
      await waitForHydration(page);
      // The second page of the visit, opened inside the app: its referrer is our own site, it has no utm_*.
      await page.locator(`a[href="/deals/${packageSlug}"]`).first().click();
      await page.waitForURL(`${stack.webUrl}/deals/${packageSlug}`);
      await page.locator(`a[href="/request-a-quote?package=${packageSlug}"]`).first().click();
      await page.waitForURL(`${stack.webUrl}/request-a-quote?package=${packageSlug}`);
      await page.getByRole('heading', { level: 2, name: 'The trip you are asking about' }).waitFor();
      const form = await fillQuoteForm(page, TRAVELLER);
      await form.getByRole('button', { name: 'Send my request' }).click();
      await page.waitForURL(/\/thank-you\?reference=/);

      const lead = await storedLeadOf(TRAVELLER.email);
      expect(lead.packageUrl).toBe(packageSlug);
      expect(lead.visit?.first).toMatchObject({ landingPage: '/deals', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' });
      expect(lead.visit?.first.referrer).toMatch(/^https:\/\/news\.example\.com\//);
      // The landing page is also the latest page that arrived with utm_*: the last touch.
      expect(lead.visit?.last).toEqual(lead.visit?.first);
    } finally {
      await context.close();
    }
  });
});
