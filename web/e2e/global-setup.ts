import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './support/chromium-path.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding the SPA built once for this test run (served by `vite preview`). */
    webOutDir: string;
  }
}

/**
 * Once per browser-test run: makes sure Debian's Chromium is installed, and builds the SPA and its server renderer
 * into folders of their own so the stacks of every test file serve the same realistic build. Removes them afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  const webOutDir = await mkdtemp(path.join(tmpdir(), 'tdp-web-e2e-'));
  await buildSpa(webOutDir);
  project.provide('webOutDir', webOutDir);
  return async () => {
    await Promise.all([rm(webOutDir, { recursive: true, force: true }), rm(`${webOutDir}-server`, { recursive: true, force: true })]);
  };
}

function chromiumIsInstalled(): boolean {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Installs Debian's `chromium` package when missing and running as root; otherwise says how to. */
function ensureChromium(): void {
  if (chromiumIsInstalled()) return;
  const howTo = 'Install it with `sudo apt-get update && sudo apt-get install -y chromium` and run the browser tests again.';
  if (process.getuid?.() !== 0) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH}, which is missing. ${howTo}`);
  }
  console.info(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`\`apt-get ${args.join(' ')}\` failed. ${howTo}`);
  }
  if (!chromiumIsInstalled()) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing. ${howTo}`);
}

async function buildSpa(outDir: string): Promise<void> {
  const { build } = await import('vite');
  // vite.config.ts reads the output folder from TDP_WEB_OUT_DIR. Vitest sets NODE_ENV=test, which Vite would
  // keep, bundling React's development build: the tests must see what visitors get.
  const restoreEnv = setEnv({ TDP_WEB_OUT_DIR: outDir, NODE_ENV: 'production' });
  try {
    const common = { root: webDir, configFile: path.join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' as const };
    await build(common);
    // The server side, beside it (`<outDir>-server`), as `npm run build` makes it: the renderer the stacks' sites
    // render the public pages with, and the render function a deploy ships (render-function.e2e.test.ts runs it).
    await build({ ...common, build: { ssr: true } });
  } finally {
    restoreEnv();
  }
}

function setEnv(values: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
