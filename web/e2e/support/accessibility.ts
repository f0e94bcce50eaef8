import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
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
 * a test expects `[]`. The list reads well in a failed assertion.
 */
export async function findAccessibilityViolations(page: Page): Promise<AccessibilityViolation[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the browser's devtools protocol, not added as an inline <script>: the site's CSP (no inline
  // scripts) would refuse that, and rightly so.
  await page.evaluate(await axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    type AxeResults = { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
