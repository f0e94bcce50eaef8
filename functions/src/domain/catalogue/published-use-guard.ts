import { Conflict } from '../domain-errors.ts';
import type { PackageCardRecord } from '../packages/package-card.ts';
import { currentCatalogueIndex } from '../deals/catalogue-index-cache.ts';

/** How many package titles a refusal lists before summarising the rest. */
const TITLES_SHOWN = 10;

/**
 * Refuses (409) to remove something published packages still use, naming those packages so the admin
 * knows what to edit first. `what` completes "This ... is used by": e.g. 'travel style'.
 * Drafts do not block: they are checked again when published.
 */
export async function refuseIfPublishedPackagesUse(what: string, uses: (card: PackageCardRecord) => boolean): Promise<void> {
  const index = await currentCatalogueIndex();
  const users = index.publishedUsing(uses);
  if (users.length === 0) return;
  const shown = users.slice(0, TITLES_SHOWN).map((card) => `"${card.title}"`);
  const more = users.length > TITLES_SHOWN ? ` and ${users.length - TITLES_SHOWN} more` : '';
  throw new Conflict(
    `This ${what} is used by ${users.length} published package${users.length === 1 ? '' : 's'}: ${shown.join(', ')}${more}. Remove it from them (or unpublish them) first.`,
    { packages: users.map((card) => card.package_url).join(', ') },
  );
}
