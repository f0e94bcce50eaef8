// `npm start`: the whole product on this machine, the site as it is deployed (the production build, pages rendered on
// the server), with the handler code reloading on change. `npm run dev` (`--dev`): the site from Vite's dev server
// with hot reload instead, pages still rendered on the server. Ctrl-C stops it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readStartOptions } from './start-options.ts';
import { startLocalStack, type LocalStack } from './local-stack.ts';
import { SAMPLE_LEADS_SWITCH } from './seed/sample-leads-seed.ts';

/** The parent process of `pid`, or null when it cannot be told (no `ps`, process gone). */
function parentOf(pid: number): number | null {
  try {
    const parent = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    return Number.isInteger(parent) && parent > 1 ? parent : null;
  } catch {
    return null;
  }
}

// Read before anything slow, while the launcher is surely still there.
const launcher = parentOf(process.ppid);
const options = readStartOptions();
const startupLines: string[] = [];
let started = false;

const dev = process.argv.includes('--dev');

/** Builds the site and its server renderer (`npm run build`), as a deploy would, before serving them. */
async function buildSite(): Promise<void> {
  const { build } = await import('vite');
  const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
  const configFile = join(webRoot, 'vite.config.ts');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, configFile, mode: 'production', logLevel: 'warn' });
    // Both server entries, as `npm run build` does: the renderer this site uses and the render function a deploy takes.
    await build({ root: webRoot, configFile, mode: 'production', logLevel: 'warn', build: { ssr: true } });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

// `npm start` seeds sample leads, so the Reports screen and the portal home have figures (sample-leads-seed.ts).
process.env[SAMPLE_LEADS_SWITCH] ??= '1';

let stack: LocalStack;
try {
  if (!dev) {
    console.log('Building the site (production build and server renderer)…');
    await buildSite();
  }
  stack = await startLocalStack({
    ...options,
    web: dev ? 'dev' : 'preview',
    reloadHandlers: true,
    // Progress during start-up goes into the one summary block; afterwards (reloads) it is printed as it comes.
    log: (message) => (started ? console.log(`[local] ${message}`) : startupLines.push(message)),
  });
} catch (error) {
  console.error(`The local stack could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
started = true;

const seeded = startupLines.filter((line) => line.startsWith('seeded')).map((line) => line.split(' ')[1]);
console.log(
  [
    '',
    'TBB Travel is running locally',
    `  Site      ${stack.webUrl}`,
    `  API       ${stack.apiUrl}`,
    '  Accounts  admin / admin-dev-password (Admin), agent / agent-dev-password (Connected Agent)',
    `  Data      ${stack.dataDir}${seeded.length > 0 ? ` (seeded now: ${seeded.join(', ')})` : ''}`,
    '  Ctrl-C to stop.',
    '',
  ].join('\n'),
);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  // Ctrl-C reaches this process twice (from the terminal and relayed by tsx): act on the first only.
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping the local stack (${signal})…`);
  setTimeout(() => {
    console.error('The local stack did not stop within 15 seconds; exiting anyway.');
    process.exit(1);
  }, 15_000).unref();
  try {
    await stack.stop();
    process.exit(0);
  } catch (error) {
    console.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGHUP', (signal) => void stop(signal));

// npm runs this through `sh -c` and tsx; a signal sent to npm alone (an IDE's stop button, `docker stop`) ends
// the shell but never reaches us. So the launcher above tsx is watched, and its end stops the stack.
if (launcher !== null) {
  setInterval(() => {
    try {
      process.kill(launcher, 0);
    } catch {
      void stop('SIGHUP');
    }
  }, 1_000).unref();
}
