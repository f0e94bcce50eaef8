import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Folder (under DATA_DIR) where the functions' outbox mail adapter stores one JSON file per message. */
export const OUTBOX_DIR = 'outbox';

/**
 * The stored messages, newest first (by their `createdAt`, else by file time); an empty list when the folder
 * does not exist yet. A file that is not valid JSON (being written) is skipped.
 */
export async function listOutbox(dataDir: string): Promise<Array<Record<string, unknown>>> {
  const folder = join(dataDir, OUTBOX_DIR);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (name) => {
      const path = join(folder, name);
      try {
        const message = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
        const created = typeof message.createdAt === 'string' ? Date.parse(message.createdAt) : NaN;
        return { message, time: Number.isNaN(created) ? (await stat(path)).mtimeMs : created };
      } catch {
        return null;
      }
    }),
  );
  return entries
    .filter((entry) => entry !== null)
    .sort((a, b) => b.time - a.time)
    .map((entry) => entry.message);
}
