import { readCatalogueVersion } from '../../data/catalogue-version-repository.ts';
import { listContinents } from '../../data/continent-repository.ts';
import { listPackageCards } from '../../data/package-repository.ts';
import { CatalogueIndex } from './catalogue-index.ts';

/**
 * The process-wide catalogue index, kept between invocations of a warm function. Each call costs one
 * strongly consistent GetItem of the catalogue version (1 RCU); only when the version moved is the index
 * rebuilt, from the card partition and the continents (a few Query pages), and concurrent callers share
 * that one rebuild.
 *
 * The version is read BEFORE the cards, so an index never claims a version newer than its data: a write
 * finishing in between only causes one more rebuild on the next call.
 */

let current: CatalogueIndex | null = null;
let pending: { version: number; index: Promise<CatalogueIndex> } | null = null;

async function build(version: number): Promise<CatalogueIndex> {
  const [cards, continents] = await Promise.all([listPackageCards(), listContinents()]);
  return new CatalogueIndex(version, cards, continents);
}

/** The index at the current catalogue version. */
export async function currentCatalogueIndex(): Promise<CatalogueIndex> {
  const version = await readCatalogueVersion();
  if (current?.version === version) return current;
  if (pending?.version === version) return pending.index;
  const index = build(version);
  pending = { version, index };
  index
    .then((built) => {
      if (!current || built.version >= current.version) current = built;
    })
    .catch(() => undefined)
    .finally(() => {
      if (pending?.index === index) pending = null;
    });
  return index;
}

/** Forgets the cached index (tests that switch tables). */
export function clearCatalogueIndexCache(): void {
  current = null;
  pending = null;
}
