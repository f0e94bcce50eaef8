import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LeadReport, OwnLeadReport } from '@tdp/shared/schemas/lead-reports';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { findRealViolations, withoutChartLibraryIds } from './support/accessibility.ts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { SEEDED_ACCOUNTS, signInThroughApi, signInThroughStorage } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The admin's Reports screen and the agent's own figures (issue #30, item 5), on a stack seeded with the sample leads
 * `npm start` seeds: the charts are drawn and focusable, and the tables beside them hold the API's figures.
 */

let stack: LocalStack;
let browser: Browser;

async function readApi<T>(path: string, account: (typeof SEEDED_ACCOUNTS)[keyof typeof SEEDED_ACCOUNTS]): Promise<T> {
  const { accessToken } = await signInThroughApi(stack, account);
  const answer = await fetch(`${stack.apiUrl}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack({ env: { SEED_SAMPLE_LEADS: '1' } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the Reports screen in the browser', () => {
  it('draws the seeded figures as charts, each beside a table of the same figures, on a desktop and a phone', async () => {
    const report = await readApi<LeadReport>('/api/admin/reports?weeks=12', SEEDED_ACCOUNTS.admin);
    expect(report.totals.leads).toBeGreaterThan(100);
    expect(report.totals.booked).toBeGreaterThan(0);
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, consoleErrors } = await openPage(browser, viewport);
      try {
        await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
        await page.goto(`${stack.webUrl}/admin-dashboard/reports`);
        await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
        const weeks = page.getByRole('table', { name: 'Table: Leads per week by source' });
        await weeks.waitFor();
        // The table's total row holds the API's figures.
        const total = weeks.getByRole('row').last();
        expect((await total.getByRole('cell').allTextContents()).at(-1)).toBe(String(report.totals.leads));
        const conversion = page.getByRole('table', { name: 'Table: Conversion to booked by agent' });
        expect(await conversion.getByRole('row').count()).toBe(report.byAgent.length + 2);
        // Every chart is drawn (SVG with bars), and a bar takes the keyboard focus and names its value.
        for (const name of ['Leads per week by source', 'Time to first contact by agent', 'Conversion to booked by agent', 'Booked value per month']) {
          const figure = page.getByRole('figure', { name });
          await figure.locator('svg rect').first().waitFor();
        }
        await saveScreenshot(page, `reports-${viewport}`);
        if (viewport === 'desktop') {
          // The bars take the keyboard focus and name their value.
          const bars = page.getByRole('figure', { name: 'Booked value per month' }).locator('[tabindex="0"][aria-label*="$"]');
          expect(await bars.count()).toBeGreaterThan(0);
          await bars.first().focus();
          expect(await page.getByRole('figure', { name: 'Booked value per month' }).evaluate((figure) => figure.contains(document.activeElement))).toBe(true);
          // axe, less Tabster's focus sentinels around each chart's arrow-key group and the chart library's own ids.
          expect(withoutChartLibraryIds(await findRealViolations(page))).toEqual([]);
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shows the agent their own figures on the portal home', async () => {
    const own = await readApi<OwnLeadReport>('/api/portal/reports?weeks=12', SEEDED_ACCOUNTS.agent);
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.agent);
      await page.goto(`${stack.webUrl}/agent-dashboard`);
      const figures = page.getByRole('region', { name: 'My figures' });
      await figures.getByText('Median first contact').waitFor();
      expect(await figures.getByText(`${own.totals.booked} of ${own.totals.leads} leads`).count()).toBe(1);
      await figures.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'portal-home-figures-desktop');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
