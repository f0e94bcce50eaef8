import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AgentDirectoryAnswer } from '@tdp/shared/schemas/agent-profile';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage, saveScreenshot, waitForHydration } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

/**
 * A package page opened through an agent's share link (`?agent={slug}`) shows "Your travel advisor" once the app runs;
 * the page the server renders (what crawlers read and the edge caches) is the same with or without the link.
 */

const PACKAGE_SLUG = '7-night-st-john-s-all-inclusive-at-blue-horizon-island-resort';

let stack: LocalStack;
let browser: Browser;
let agent: AgentDirectoryAnswer['data'][number];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  const directory = (await (await fetch(`${stack.apiUrl}/api/all-agents`)).json()) as AgentDirectoryAnswer;
  agent = directory.data[0]!;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The rendered page's body (the app's root), without the head whose canonical link and metadata are per address. */
async function renderedRoot(path: string): Promise<string> {
  const html = await (await fetch(`${stack.webUrl}${path}`, { headers: { accept: 'text/html' } })).text();
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="tdp-hydration"'));
}

describe('the advisor panel of a share link', () => {
  it('is not in the rendered page: the same HTML with or without the link', async () => {
    const plain = await renderedRoot(`/deals/${PACKAGE_SLUG}`);
    expect(plain).toContain('<h1');
    expect(await renderedRoot(`/deals/${PACKAGE_SLUG}?agent=${agent.slug}`)).toBe(plain);
    expect(plain).not.toContain('Your travel advisor');
  });

  it('shows the agent once the page runs, with a quote request that goes to them', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'phone');
    try {
      await page.goto(`${stack.webUrl}/deals/${PACKAGE_SLUG}?agent=${agent.slug}`);
      await waitForHydration(page);
      const panel = page.getByRole('region', { name: 'Your travel advisor' });
      await panel.waitFor();
      expect(await panel.textContent()).toContain(agent.name);
      await panel.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'package-advisor-panel-phone');
      await panel.getByRole('link', { name: `Request a quote from ${agent.name}` }).click();
      await page.waitForURL(/\/request-a-quote\?package=/);
      expect(new URL(page.url()).searchParams.get('agent')).toBe(agent.slug);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is absent for a visit no agent brought', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals/${PACKAGE_SLUG}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('region', { name: 'Your travel advisor' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
