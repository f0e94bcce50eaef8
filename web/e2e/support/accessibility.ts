import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** One accessibility rule a page breaks, with the elements that break it. */
export interface AccessibilityViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the current page and returns what it finds:
 * a test expects `[]`. `duplicateIds` adds axe's retired rules on ids used twice. The list reads well in a failed assertion.
 */
export async function findAccessibilityViolations(page: Page, options: { duplicateIds?: boolean } = {}): Promise<AccessibilityViolation[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // The page as people use it: a server-rendered page's forms stay disabled (greyed) until the app runs it.
  await page.locator('html[data-app-running]').waitFor({ state: 'attached' });
  // Evaluated through the browser's devtools protocol, not added as an inline <script>: the site's CSP (no inline
  // scripts) would refuse that, and rightly so.
  await page.evaluate(await axeSource);
  return page.evaluate(async (duplicateIds) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    type AxeResults = { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Retired from WCAG 2.2 (so no longer tagged), but a shared id still breaks labels and ARIA references.
      rules: duplicateIds ? { 'duplicate-id': { enabled: true }, 'duplicate-id-active': { enabled: true } } : {},
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, options.duplicateIds === true);
}

/**
 * Ids used by more than one element of the page (`#id ×count`): axe checks only some of them (focusable ones,
 * ARIA references), and may leave those "to review"; a label's `for` or an `aria-labelledby` naming a
 * shared id points at the first element only.
 */
export async function findDuplicateIds(page: Page): Promise<AccessibilityViolation[]> {
  const duplicates = await page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    const describe = (element: Element) => element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1).slice(0, 160);
    return [...counts]
      .filter(([, count]) => count > 1)
      .map(([id, count]) => `#${id} ×${count}: ${[...document.querySelectorAll(`[id="${CSS.escape(id)}"]`)].map(describe).join(' ')}`);
  });
  return duplicates.length === 0 ? [] : [{ id: 'duplicate-id', impact: 'minor', help: 'id attribute values must be unique', targets: duplicates }];
}

/**
 * axe's violations, plus ids used twice ({@link findDuplicateIds}), minus a known false positive: Fluent's
 * focus library (Tabster) puts focusable `aria-hidden` sentinels (`<i data-tabster-dummy>`) around focus groups
 * and dialogs, whose only job is to pass focus on (microsoft/tabster#288). Any other `aria-hidden-focus` target
 * still fails, shown with its markup. A test expects `[]`.
 */
export async function findRealViolations(page: Page): Promise<AccessibilityViolation[]> {
  // Toasts (and their focus sentinels) leave the page after 3 s; one leaving while axe runs reads as a bogus node.
  await expect.poll(() => page.locator('.fui-Toast').count(), { timeout: 10_000 }).toBe(0);
  const kept: AccessibilityViolation[] = [];
  for (const violation of await findAccessibilityViolations(page, { duplicateIds: true })) {
    if (violation.id !== 'aria-hidden-focus') {
      kept.push(violation);
      continue;
    }
    const targets = await page.evaluate(
      (selectors) =>
        selectors
          .filter((selector) => ![...document.querySelectorAll(selector)].every((element) => element.hasAttribute('data-tabster-dummy')))
          .map((selector) => `${selector}: ${document.querySelector(selector)?.outerHTML.slice(0, 200) ?? ''}`),
      violation.targets,
    );
    if (targets.length > 0) kept.push({ ...violation, targets });
  }
  // axe's own duplicate-id finding names one selector per element; the list of every shared id reads better.
  return [...kept.filter((violation) => violation.id !== 'duplicate-id'), ...(await findDuplicateIds(page))];
}

/**
 * The ids Fluent's charts 9.3 write the same in every chart (`chart_`, `xAxisGElementchart_`, ...: a constant in
 * CartesianChart.js; nothing refers to them): a page with two charts shows them twice. Any other id twice still counts.
 */
const CHART_LIBRARY_IDS = /^#(chart_|[xy]Axis\w*chart_)\b/;

/** `violations` less a duplicate-id finding that names only the chart library's own ids. */
export function withoutChartLibraryIds(violations: readonly AccessibilityViolation[]): AccessibilityViolation[] {
  return violations.filter((violation) => !(violation.id === 'duplicate-id' && violation.targets.every((target) => CHART_LIBRARY_IDS.test(target))));
}
