import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import type { DealsAnswer, Package } from '@tdp/shared/schemas/package';
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from './support/browser.ts';
import { signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * Two admins edit one package at once, each in a browser of their own: A changes the Overview's summary and saves;
 * B, who opened the package before A saved, changes only the title and saves. B's save is refused (stale version)
 * and the builder merges it with A's version: nothing was changed by both, so nothing is asked, and the stored
 * package ends with A's summary and B's title.
 */

/** Slow shared machines: the builder is a big form. */
const STEP_TIMEOUT_MS = 60_000;
const A_SUMMARY = 'Rewritten by the first admin: seven nights by the sea, breakfast daily and a day trip inland.';
const B_TITLE = 'Retitled by the second admin';

let stack: LocalStack;
let browser: Browser;
let editorA: OpenedPage;
let editorB: OpenedPage;
let target: Package;

/** The stored package, read as the builder reads it, with the session of a signed-in page. */
async function readStored(page: Page, id: number): Promise<Package> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const answer = await fetch(`${stack.apiUrl}/packages/edit-form/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`Reading package ${id} answered ${answer.status}`);
  return (await answer.json()) as Package;
}

async function openBuilder(page: Page): Promise<void> {
  await page.goto(`${stack.webUrl}/admin-dashboard/packages/edit/${target.id}`);
  await page.getByRole('heading', { level: 1, name: `Edit ${target.title}` }).waitFor();
  await page.getByRole('textbox', { name: 'Summary', exact: true }).waitFor();
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  [editorA, editorB] = await Promise.all([openPage(browser, 'desktop'), openPage(browser, 'desktop')]);
  for (const { page } of [editorA, editorB]) {
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
  }
  const deals = await fetch(`${stack.apiUrl}/packages/deals`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ limit: 21, page: 1 }),
  });
  const { packages } = (await deals.json()) as DealsAnswer;
  target = await readStored(editorA.page, packages[0]!.id);
});

afterAll(async () => {
  await editorA?.context.close();
  await editorB?.context.close();
  await browser?.close();
  await stack?.stop();
});

describe('two admins editing one package', () => {
  it("keeps A's summary and B's title when B saves after A: the builder merges, asking nothing", async () => {
    expect(target.tabs[0]).toMatchObject({ tabName: 'Overview', layoutName: 'Layout 9' });
    expect(target.tabs[0]!.fields.summary).not.toBe(A_SUMMARY);
    const a = editorA.page;
    const b = editorB.page;
    await Promise.all([openBuilder(a), openBuilder(b)]);

    await a.getByRole('textbox', { name: 'Summary', exact: true }).fill(A_SUMMARY);
    await a.getByRole('button', { name: 'Save', exact: true }).first().click();
    await a.locator('.fui-Toast', { hasText: `“${target.title}” saved.` }).waitFor();
    expect(await a.getByText(`Version ${target.version + 1}`).isVisible()).toBe(true);

    await b.getByRole('region', { name: 'Card and price' }).getByRole('textbox', { name: 'Title', exact: true }).fill(B_TITLE);
    await b.getByRole('button', { name: 'Save', exact: true }).first().click();
    const dialog = b.getByRole('dialog', { name: `Your changes and version ${target.version + 1}` });
    await dialog.waitFor();
    expect(await dialog.getByRole('region', { name: 'Taken from their version' }).getByRole('listitem').allInnerTexts()).toEqual([
      `Tab Overview › Summary: ${A_SUMMARY}`,
    ]);
    expect(await dialog.getByRole('region', { name: 'Kept from your changes' }).getByRole('listitem').allInnerTexts()).toEqual(['Title']);
    // Nothing was changed by both: no comparison, no choice.
    expect(await dialog.getByRole('radiogroup').count()).toBe(0);
    await saveScreenshot(b, 'admin-package-builder-merge-desktop');
    await dialog.getByRole('button', { name: 'Save combined package' }).click();
    await b.locator('.fui-Toast', { hasText: `“${B_TITLE}” saved.` }).waitFor();
    expect(await b.getByRole('textbox', { name: 'Summary', exact: true }).inputValue()).toBe(A_SUMMARY);

    const stored = await readStored(b, target.id);
    expect(stored).toMatchObject({ title: B_TITLE, version: target.version + 2 });
    expect(stored.tabs[0]!.fields.summary).toBe(A_SUMMARY);
    expect(stored.tabs.slice(1)).toEqual(target.tabs.slice(1));
    expect(editorA.consoleErrors).toEqual([]);
  });
});
