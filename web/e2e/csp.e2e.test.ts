import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VIDEO_EMBED_ORIGINS } from '@tdp/shared/schemas/portal-fields';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { contentSecurityPolicy } from '../../infra/lib/content-security-policy.ts';
import { launchBrowser, openPage, type OpenedPage } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The built SPA under the site's Content-Security-Policy: the policy CloudFront sends (infra/lib/
 * content-security-policy.ts), with the local API and media origins added where AWS serves them from the
 * site's own origin ('self'). The main public, agent and admin pages must load with no CSP violation and
 * no console error.
 */

let stack: LocalStack;
let browser: Browser;
let csp: string;

/** Adds `origins` to the named directives of a policy. */
function withOrigins(policy: string, additions: Record<string, string[]>): string {
  return policy
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ')[0]!;
      return additions[name] ? [directive, ...additions[name]].join(' ') : directive;
    })
    .join('; ');
}

/**
 * In AWS the API and the media files are paths of the site's origin; locally they are two other origins.
 * Presigned uploads go to the media bucket in both.
 */
function localPolicy(addresses: { apiUrl: string; mediaBaseUrl: string }): string {
  const api = new URL(addresses.apiUrl).origin;
  const media = new URL(addresses.mediaBaseUrl).origin;
  const policy = contentSecurityPolicy({ connect: [media], frames: [...VIDEO_EMBED_ORIGINS] });
  return withOrigins(policy, { 'connect-src': [api], 'img-src': [media] });
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startTestStack({
      webHeaders: (addresses) => {
        csp = localPolicy(addresses);
        return { 'Content-Security-Policy': csp };
      },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface WatchedPage extends OpenedPage {
  /** `securitypolicyviolation` events the pages raised, as `directive blocked-uri`. */
  violations: string[];
}

/** A page that reports every CSP violation and console error, and answers requests to the internet locally. */
async function openWatchedPage(): Promise<WatchedPage> {
  const opened = await openPage(browser, 'desktop');
  const violations: string[] = [];
  await opened.page.exposeFunction('reportCspViolation', (report: string) => violations.push(report));
  await opened.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (report: string) => void }).reportCspViolation(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  // The test machine has no internet: embedded players get an empty page, after the browser's CSP check.
  await opened.context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' }),
  );
  return { ...opened, violations };
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${stack.webUrl}${path}`);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
}

async function signIn(page: Page, path: '/login' | '/admin-login', username: string, password: string, landing: string): Promise<void> {
  await page.goto(`${stack.webUrl}${path}`);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${stack.webUrl}${landing}`);
  await page.waitForLoadState('networkidle');
}

/** The url slug of a package on sale, from the deals the home page would list. */
async function packageOnSale(): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/packages/deals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const deals = (await answer.json()) as { packages: Array<{ package_url: string }> };
  expect(deals.packages.length).toBeGreaterThan(0);
  return deals.packages[0]!.package_url;
}

describe('the built site under its Content-Security-Policy', () => {
  it('serves every page with the policy: scripts from the site only, no plugins, no <base>, never framed', async () => {
    const answer = await fetch(`${stack.webUrl}/deals`);
    const served = answer.headers.get('content-security-policy');
    expect(served).toBe(csp);
    expect(served).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(served).toContain("object-src 'none'");
    expect(served).toContain("base-uri 'none'");
    expect(served).toContain("frame-ancestors 'none'");
  });

  it('shows the main public pages with no CSP violation and no console error', async () => {
    const watched = await openWatchedPage();
    try {
      for (const path of ['/', '/deals', `/deals/${await packageOnSale()}`, '/agents/FindYourConnectedAgent', '/request-a-quote']) {
        await visit(watched.page, path);
        expect(watched.violations, path).toEqual([]);
        expect(watched.consoleErrors, path).toEqual([]);
      }
    } finally {
      await watched.context.close();
    }
  });

  it('shows the agent portal with no CSP violation and no console error', async () => {
    const watched = await openWatchedPage();
    try {
      await signIn(watched.page, '/login', 'agent', 'agent-dev-password', '/agent-dashboard');
      for (const path of ['/agent-dashboard/WelcomeVideo', '/agent-dashboard/SuppliersGuide']) {
        await visit(watched.page, path);
        expect(watched.violations, path).toEqual([]);
        expect(watched.consoleErrors, path).toEqual([]);
      }
    } finally {
      await watched.context.close();
    }
  });

  it('shows the admin dashboard with no CSP violation and no console error', async () => {
    const watched = await openWatchedPage();
    try {
      await signIn(watched.page, '/admin-login', 'admin', 'admin-dev-password', '/admin-dashboard/top-best-bets');
      for (const path of ['/admin-dashboard/top-best-bets', '/admin-dashboard/packages']) {
        await visit(watched.page, path);
        expect(watched.violations, path).toEqual([]);
        expect(watched.consoleErrors, path).toEqual([]);
      }
    } finally {
      await watched.context.close();
    }
  });

  it('reports a violation when a page breaks the policy (the watch itself works)', async () => {
    const watched = await openWatchedPage();
    try {
      await visit(watched.page, '/');
      await watched.page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
      });
      await expect.poll(() => watched.violations.length).toBeGreaterThan(0);
      expect(watched.violations[0]).toMatch(/^script-src(-elem)? inline/);
      expect(await watched.page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    } finally {
      await watched.context.close();
    }
  });
});
