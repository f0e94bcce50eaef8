// `npm run reset`: wipes the local stack's data folder and seeds it again. Leaves nothing running.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { parse, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirOwner } from '@tdp/functions/local/local-aws';
import { readStartOptions } from './start-options.ts';
import { startLocalStack } from './local-stack.ts';

const { dataDir } = readStartOptions();
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

try {
  // DATA_DIR is wiped recursively: only a folder the local stack made (it holds `dynamo/`) or an empty one,
  // and never the repository, its parents or the home folder, whatever a typo points at.
  const isAncestorOfRepository = !relative(dataDir, repositoryRoot).startsWith('..');
  const entries = existsSync(dataDir) ? await readdir(dataDir) : [];
  const looksLikeDataDir = entries.length === 0 || entries.includes('dynamo');
  if (dataDir === parse(dataDir).root || dataDir === homedir() || isAncestorOfRepository || !looksLikeDataDir) {
    throw new Error(`DATA_DIR ${dataDir} does not look like a local stack data folder; refusing to wipe it.`);
  }
  const owner = await dataDirOwner(dataDir);
  if (owner !== null) throw new Error(`A local stack (process ${owner}) is using ${dataDir}: stop it (Ctrl-C) first.`);

  await rm(dataDir, { recursive: true, force: true });
  const seeded: string[] = [];
  const stack = await startLocalStack({
    dataDir,
    web: 'none',
    log: (message) => {
      if (message.startsWith('seeded')) seeded.push(message);
    },
  });
  await stack.stop();
  console.log(`Wiped ${dataDir} and seeded it again${seeded.length > 0 ? `:\n  ${seeded.join('\n  ')}` : ' (no area seeders are registered yet).'}`);
} catch (error) {
  console.error(`Reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
