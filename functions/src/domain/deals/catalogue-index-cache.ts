import { CATALOGUE_VERSION_MEMO_ENV } from '@tdp/shared/catalogue-version-memo';
import { CATALOGUE_CHANGE_LOG_SECONDS, catalogueChangesSince, readCatalogueVersion } from '../../data/catalogue-version-repository.ts';
import { listContinents } from '../../data/continent-repository.ts';
import { getPackageCard, listPackageCards } from '../../data/package-repository.ts';
import type { PackageCardRecord } from '../packages/package-card.ts';
import { CatalogueIndex } from './catalogue-index.ts';

/**
 * The process-wide catalogue index, kept between invocations of a warm function. A call asking for the `latest`
 * index (admin views, writes' checks) costs one strongly consistent GetItem of the catalogue version (1 RCU); a
 * visitor's read asks for a `recent` one, which trusts the version read in the last `CATALOGUE_VERSION_MEMO_MS`
 * (one read per warm instance per period, however many calls: the version item is not a hot key at 100 times
 * today's traffic; docs/decisions/public-reads-at-the-edge.md).
 *
 * Only when the version moved is the index rebuilt, and concurrent callers share that one rebuild. A first build
 * reads the card partition and the continents; a later one reads the continents and only the cards of the packages
 * the change log lists since the previous read (less {@link CHANGE_LOG_MARGIN_MS}), then builds the index in memory
 * from the cards it holds. An index older than the log, a version that went back (a restored table), a reload entry in
 * the log (items copied back from a restore) and a bulk import (over {@link MAX_CARDS_READ_ONE_BY_ONE} packages) are
 * rebuilt whole.
 *
 * The version is read BEFORE the cards, so an index never claims a version newer than its data: a write
 * finishing in between only causes one more rebuild on the next call.
 */

/**
 * How far before the previous read the change log is read again: a write's log entry carries the time its function
 * took it, which can precede its commit by up to the function's timeout (30 s); re-reading a card is harmless.
 */
export const CHANGE_LOG_MARGIN_MS = 5 * 60 * 1000;

/** Beyond this many changed packages (a bulk import) one Query of the card partition is cheaper than their GetItems. */
export const MAX_CARDS_READ_ONE_BY_ONE = 200;

/** How long a visitor's read trusts the catalogue version read last (shared/src/catalogue-version-memo.ts). */
function versionMemoMs(): number {
  const value = Number(process.env[CATALOGUE_VERSION_MEMO_ENV] ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** How fresh an index a caller needs: `latest` reads the version now, `recent` may use one read a moment ago. */
export type IndexFreshness = 'latest' | 'recent';

/** A built index with the cards it was built from (fares included) and when they were read. */
interface Built {
  /** Builds are numbered as they start: a later one read a later version, even a lower one (a restored table). */
  sequence: number;
  index: CatalogueIndex;
  cards: readonly PackageCardRecord[];
  readAt: number;
}

/** What the last rebuild read, for the tests and the bench: `full` (every card) or `changes` (the listed cards). */
export interface RebuildReport {
  kind: 'full' | 'changes';
  cardsRead: number;
}

let current: Built | null = null;
let pending: { version: number; built: Promise<Built> } | null = null;
let versionRead: { version: number; at: number } | null = null;
let pendingVersion: Promise<number> | null = null;
let lastRebuild: RebuildReport | null = null;
let builds = 0;

/** The catalogue version, read now or (for `recent`) taken from a read under `CATALOGUE_VERSION_MEMO_MS` old. */
async function catalogueVersion(freshness: IndexFreshness): Promise<number> {
  if (freshness === 'recent') {
    if (versionRead && Date.now() - versionRead.at < versionMemoMs()) return versionRead.version;
    if (pendingVersion) return pendingVersion;
  }
  const at = Date.now();
  const reading = readCatalogueVersion();
  pendingVersion = reading;
  try {
    const version = await reading;
    if (!versionRead || at >= versionRead.at) versionRead = { version, at };
    return version;
  } finally {
    if (pendingVersion === reading) pendingVersion = null;
  }
}

async function buildWhole(version: number, sequence: number): Promise<Built> {
  const readAt = Date.now();
  const [cards, continents] = await Promise.all([listPackageCards(), listContinents()]);
  lastRebuild = { kind: 'full', cardsRead: cards.length };
  return { sequence, index: new CatalogueIndex(version, cards, continents), cards, readAt };
}

/** The index at `version` from `previous` and the cards written since it read them (see the top of this file). */
async function buildFrom(previous: Built, version: number, sequence: number): Promise<Built> {
  const readAt = Date.now();
  if (readAt - previous.readAt > CATALOGUE_CHANGE_LOG_SECONDS * 1000 - CHANGE_LOG_MARGIN_MS) return buildWhole(version, sequence);
  const [changes, continents] = await Promise.all([catalogueChangesSince(new Date(previous.readAt - CHANGE_LOG_MARGIN_MS)), listContinents()]);
  const changed = changes.packageIds;
  if (changes.reload || changed.length > MAX_CARDS_READ_ONE_BY_ONE) return buildWhole(version, sequence);
  const fresh = await Promise.all(changed.map((id) => getPackageCard(id)));
  const byId = new Map(previous.cards.map((card) => [card.id, card]));
  changed.forEach((id, i) => {
    const card = fresh[i];
    if (card) byId.set(id, card);
    else byId.delete(id);
  });
  const cards = [...byId.values()].sort((a, b) => a.id - b.id);
  lastRebuild = { kind: 'changes', cardsRead: changed.length };
  return { sequence, index: new CatalogueIndex(version, cards, continents), cards, readAt };
}

/** The index at the current catalogue version (`latest`, the default), or at a version read a moment ago (`recent`). */
export async function currentCatalogueIndex(freshness: IndexFreshness = 'latest'): Promise<CatalogueIndex> {
  const version = await catalogueVersion(freshness);
  if (current?.index.version === version) return current.index;
  if (pending?.version === version) return (await pending.built).index;
  // A version lower than the index's (a table restored from a backup) is a catalogue the log does not describe.
  builds += 1;
  const built = current && version > current.index.version ? buildFrom(current, version, builds) : buildWhole(version, builds);
  pending = { version, built };
  built
    .then((made) => {
      if (!current || made.sequence > current.sequence) current = made;
    })
    .catch(() => undefined)
    .finally(() => {
      if (pending?.built === built) pending = null;
    });
  return (await built).index;
}

/** What the last rebuild read (null before the first). */
export function lastCatalogueRebuild(): RebuildReport | null {
  return lastRebuild;
}

/** Forgets the cached index (tests that switch tables). */
export function clearCatalogueIndexCache(): void {
  current = null;
  pending = null;
  versionRead = null;
  pendingVersion = null;
  lastRebuild = null;
}
