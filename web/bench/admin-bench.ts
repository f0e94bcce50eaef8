/**
 * `npm run bench:admin`: how soon the staff's screens open, measured on the real build.
 *
 * 1. Builds the SPA and its server renderer (production mode, as `npm start` does) into a temporary folder.
 * 2. Starts a local stack serving that build (seeded, free ports) and adds one contact message, so the leads inbox
 *    has a row to show.
 * 3. For each screen below, signed in through storage as the seeded admin (or agent): a cold visit (a fresh browser
 *    context: empty cache, the session in localStorage) and then a warm one (same context, the address loaded
 *    again). Each is timed from the navigation's start to the screen being usable: the element named in `SCREENS`
 *    visible with the screen's data in it. Also counted: the JavaScript requests until then, their gzipped size (the
 *    built files, gzip level 9, as `bench:web` counts them), how many of the warm visit's came from the network
 *    rather than the cache, and when the first API request of the cold visit started.
 * 4. Prints the medians of `ADMIN_BENCH_RUNS` runs (default 3) as a table, with the machine's load average at the
 *    start and the end and Lighthouse's benchmark index of this Chromium, so figures from two runs can be compared.
 *
 * Timings depend on the machine: compare runs made under the same conditions. Nothing is asserted.
 * `ADMIN_BENCH_WEB_OUT_DIR=<folder>` serves a build made earlier (`TDP_WEB_OUT_DIR=<folder> npm run build -w web`)
 * instead of building.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { buildUrl } from '@tdp/shared/api/build-url';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import type { AdminPackagePage } from '@tdp/shared/schemas/package';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.ts';
import { CHROMIUM_PATH } from '../e2e/support/chromium-path.ts';
import { SEEDED_ACCOUNTS } from '../e2e/support/session.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs per screen (a cold and a warm visit each); the table shows medians. */
const RUNS = Math.max(1, Number(process.env.ADMIN_BENCH_RUNS ?? 3) || 3);
/** Longest wait for one screen before the bench gives up on it. */
const SCREEN_TIMEOUT_MS = 60_000;

/** The flags every Chromium of this project runs with (web/e2e/support/browser.ts). */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Account = (typeof SEEDED_ACCOUNTS)[keyof typeof SEEDED_ACCOUNTS];

/** What the screens need from the seeded stack. */
interface Seeded {
  packageId: number;
  packageTitle: string;
  leadName: string;
}

/** A screen measured: its address, who opens it, and what it shows once usable (an element with the screen's data). */
interface Screen {
  name: string;
  account: Account;
  path: (seeded: Seeded) => string;
  /** Resolves once the screen is usable. */
  usable: (page: Page, seeded: Seeded) => Promise<void>;
}

const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });

const SCREENS: readonly Screen[] = [
  {
    // The package's title in the Title field of the builder's "Card and price" section (the form shows once the package
    // is loaded).
    name: 'package builder',
    account: SEEDED_ACCOUNTS.admin,
    path: ({ packageId }) => `/admin-dashboard/packages/edit/${packageId}`,
    usable: async (page, { packageTitle }) => {
      const title = page.getByRole('region', { name: 'Card and price' }).getByRole('textbox', { name: 'Title', exact: true });
      await visible(title);
      if ((await title.inputValue()) !== packageTitle) throw new Error(`The builder's Title field does not show "${packageTitle}"`);
    },
  },
  {
    // The list's count line ("Showing 60 of N packages"), written once its first page has arrived.
    name: 'packages list',
    account: SEEDED_ACCOUNTS.admin,
    path: () => '/admin-dashboard/packages',
    usable: (page) => visible(page.getByText(/^Showing \d+ of \d+ packages$/)),
  },
  {
    // The contact message added by the bench, as a row's link in the Leads table.
    name: 'leads inbox',
    account: SEEDED_ACCOUNTS.admin,
    path: () => '/admin-dashboard/leads',
    usable: (page, { leadName }) => visible(page.getByRole('table', { name: 'Leads' }).getByRole('link', { name: leadName })),
  },
  {
    // The first folder or file of the package images' listing.
    name: 'media library',
    account: SEEDED_ACCOUNTS.admin,
    path: () => '/admin-dashboard/FileManager',
    usable: (page) => visible(page.getByRole('list', { name: 'Folders and files in Package images' }).getByRole('listitem').first()),
  },
  {
    // The greeting by the agent's name (their account's read) and the first webinar under "Next on the calendar".
    name: 'portal home',
    account: SEEDED_ACCOUNTS.agent,
    path: () => '/agent-dashboard',
    usable: async (page) => {
      await visible(page.getByText(/^Welcome back, \S/));
      await visible(page.getByRole('region', { name: 'Next on the calendar' }).getByRole('listitem').first());
    },
  },
];

/** One visit's figures. */
interface Visit {
  ms: number;
  /** Since the navigation's start, when the first API request left (`undefined`: none before the screen was usable). */
  firstApiMs: number | undefined;
  scripts: string[];
  /** Scripts answered by the network, not the browser's cache. */
  scriptsFromNetwork: number;
}

async function buildSpa(): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  // vite.config.ts reads the output folder from TDP_WEB_OUT_DIR; production mode gives React's production build.
  process.env.NODE_ENV = 'production';
  try {
    const common = { root: webDir, configFile: path.join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' as const };
    await build(common);
    await build({ ...common, build: { ssr: 'src/entry-server.tsx' } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** The session the app keeps in localStorage after `account` signs in (a fresh sign-in each time: tokens rotate). */
async function sessionOf(stack: LocalStack, account: Account): Promise<Record<string, string>> {
  const { accessToken, refreshToken, role } = (await postJson(`${stack.apiUrl}${buildUrl(authRoutes.login, { role: account.role })}`, {
    username: account.username,
    password: account.password,
  })) as { accessToken: string; refreshToken: string; role: string };
  return { accessToken, refreshToken, role, username: account.username };
}

/** A seeded package to open in the builder, and a lead in the inbox. */
async function prepare(stack: LocalStack): Promise<Seeded> {
  const { accessToken } = await sessionOf(stack, SEEDED_ACCOUNTS.admin);
  const list = await fetch(`${stack.apiUrl}${buildUrl(catalogueRoutes.listPackagesForAdmin, {}, { page: 1, limit: 1 })}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const { packages } = (await list.json()) as AdminPackagePage;
  const lead = { firstName: 'Bench', lastName: 'Reader' };
  await postJson(`${stack.apiUrl}${leadsRoutes.submitContactMessage.path}`, {
    ...lead,
    email: 'bench.reader@example.com',
    consentToContact: true,
    website: '',
    source: '/contact-us',
    subject: 'Group rates',
    message: 'Do you have group rates for a family of twelve?',
  });
  return { packageId: packages[0]!.id, packageTitle: packages[0]!.title, leadName: `${lead.firstName} ${lead.lastName}` };
}

/** A fresh context (empty cache) signed in as `account`, as if the app had stored the session. */
async function signedInContext(browser: Browser, stack: LocalStack, account: Account): Promise<BrowserContext> {
  const session = await sessionOf(stack, account);
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    locale: 'en-CA',
    storageState: { cookies: [], origins: [{ origin: stack.webUrl, localStorage: Object.entries(session).map(([name, value]) => ({ name, value })) }] },
  });
}

/** Loads `url` in `page` and times it until `usable` resolves, recording the requests on the way. */
async function visit(page: Page, url: string, usable: () => Promise<void>): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { path: string; fromCache: boolean }>();
  let firstApiWallMs: number | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    const { pathname } = new URL(event.request.url);
    if (event.type === 'Script') scripts.set(event.requestId, { path: pathname, fromCache: false });
    if ((event.type === 'Fetch' || event.type === 'XHR') && pathname !== '/config.json' && firstApiWallMs === undefined) firstApiWallMs = event.wallTime * 1000;
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const script = scripts.get(requestId);
    if (script) script.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const script = scripts.get(requestId);
    if (script && (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker)) script.fromCache = true;
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await usable();
  } catch (error) {
    const shown = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 600);
    throw new Error(`${page.url()} did not become usable; it shows: ${shown}`, { cause: error });
  }
  const ms = Date.now() - started;
  const recorded = [...scripts.values()];
  await cdp.detach();
  return {
    ms,
    firstApiMs: firstApiWallMs === undefined ? undefined : Math.max(0, firstApiWallMs - started),
    scripts: recorded.map((script) => script.path),
    scriptsFromNetwork: recorded.filter((script) => !script.fromCache).length,
  };
}

/** Gzipped size (level 9) of the built files, by the path the browser asked for. */
function gzipSizer(outDir: string): (paths: readonly string[]) => Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (urlPath: string) => {
    let size = sizes.get(urlPath);
    if (!size) {
      size = readFile(path.join(outDir, urlPath)).then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      );
      sizes.set(urlPath, size);
    }
    return size;
  };
  return async (paths) => (await Promise.all([...new Set(paths)].map(sizeOf))).reduce((sum, size) => sum + size, 0);
}

/** Lighthouse's benchmark index of this Chromium on this machine (higher is faster; ~1000+ is a desktop-class machine). */
async function benchmarkIndex(browser: Browser): Promise<number | undefined> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } catch {
    return undefined;
  } finally {
    await page.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const loads = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const reusedOutDir = process.env.ADMIN_BENCH_WEB_OUT_DIR;
  const outDir = reusedOutDir ? path.resolve(reusedOutDir) : await mkdtemp(path.join(tmpdir(), 'tdp-admin-bench-'));
  // vite.config.ts builds into, and `vite preview` serves, this folder.
  process.env.TDP_WEB_OUT_DIR = outDir;
  let stack: LocalStack | undefined;
  let browser: Browser | undefined;
  try {
    if (!reusedOutDir) {
      console.log('Building the SPA and its server renderer…');
      await buildSpa();
    }
    console.log('Starting a local stack serving the build…');
    stack = await startLocalStack({ apiPort: 0, webPort: 0, dynamoPort: 0, s3Port: 0, web: 'preview', seed: true, quiet: true, env: { LOG_LEVEL: 'silent' } });
    const seeded = await prepare(stack);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const loadAtStart = loads();
    const index = await benchmarkIndex(browser);
    const gzipSize = gzipSizer(outDir);

    // One visit of every screen first, so the handlers and the site have loaded their code before anything is timed.
    for (const screen of SCREENS) {
      const context = await signedInContext(browser, stack, screen.account);
      const page = await context.newPage();
      await visit(page, `${stack.webUrl}${screen.path(seeded)}`, () => screen.usable(page, seeded));
      await context.close();
    }

    const results = new Map<string, { cold: Visit[]; warm: Visit[] }>(SCREENS.map((screen) => [screen.name, { cold: [], warm: [] }]));
    for (let run = 0; run < RUNS; run++) {
      for (const screen of SCREENS) {
        const context = await signedInContext(browser, stack, screen.account);
        try {
          const page = await context.newPage();
          const url = `${stack.webUrl}${screen.path(seeded)}`;
          const usable = () => screen.usable(page, seeded);
          const cold = await visit(page, url, usable);
          const warm = await visit(page, url, usable);
          results.get(screen.name)!.cold.push(cold);
          results.get(screen.name)!.warm.push(warm);
        } finally {
          await context.close();
        }
      }
    }

    console.log(`\nThe staff's screens, median of ${RUNS} run${RUNS === 1 ? '' : 's'} (time from navigation to a usable screen):`);
    const columns = ['screen', 'cold', 'warm', '1st API (cold)', 'JS requests', 'JS gzip', 'warm JS from network'];
    const widths = [16, 9, 9, 15, 12, 11, 21];
    const row = (cells: string[]) => `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ')}`;
    console.log(row(columns));
    for (const screen of SCREENS) {
      const { cold, warm } = results.get(screen.name)!;
      const firstApi = cold.flatMap((visit) => (visit.firstApiMs === undefined ? [] : [visit.firstApiMs]));
      const coldScripts = median(cold.map((visit) => visit.scripts.length));
      const coldBytes = median(await Promise.all(cold.map((visit) => gzipSize(visit.scripts))));
      console.log(
        row([
          screen.name,
          `${median(cold.map((visit) => visit.ms))} ms`,
          `${median(warm.map((visit) => visit.ms))} ms`,
          firstApi.length > 0 ? `${Math.round(median(firstApi))} ms` : '–',
          String(coldScripts),
          `${(coldBytes / 1024).toFixed(1)} KiB`,
          String(median(warm.map((visit) => visit.scriptsFromNetwork))),
        ]),
      );
    }
    console.log(`  (package builder: ${SCREENS[0]!.path(seeded)}; JS requests and size are the cold visit's)`);
    console.log(`\nLoad average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loads()} (${availableParallelism()} cores)`);
    console.log(`Lighthouse benchmark index of this Chromium: ${index === undefined ? 'n/a' : Math.round(index)}`);
  } finally {
    await browser?.close();
    await stack?.stop();
    if (!reusedOutDir) await Promise.all([rm(outDir, { recursive: true, force: true }), rm(`${outDir}-server`, { recursive: true, force: true })]);
  }
}

await main();
