import { NotFound } from '../domain-errors.ts';
import { bumpCatalogueVersion } from '../../data/catalogue-version-repository.ts';
import { getEntity } from '../../data/content-table.ts';
import { deletePriceHistory } from '../../data/price-history-repository.ts';
import { deletePackageAgentNotes } from '../../data/package-agent-notes-repository.ts';
import { packageCardKey } from '../../data/content-keys.ts';
import {
  deletePackage as deletePackageItem,
  deletePackageCard,
  getPackage,
  releaseOldPackageUrls,
  releasePackageUrl,
  type PackageCardRecord,
} from '../../data/package-repository.ts';

/**
 * Deletes a package: the package item, then its card, its url guard and the guards of its old urls (which
 * redirected to it), its price history and its agent-only notes, then bumps the catalogue version. Safe to repeat: when the package is already gone but a
 * card or old url remains (a delete that stopped half-way), they are cleaned up before answering 404. Best bets
 * and top picks that pointed at it simply stop showing it.
 */
export async function deletePackage(id: number): Promise<void> {
  if (!(await getPackage(id))) {
    const leftover = await getEntity<PackageCardRecord>(packageCardKey(id));
    if (leftover) {
      await deletePackageCard(id);
      await releasePackageUrl(leftover.package_url, id);
    }
    const oldUrls = await releaseOldPackageUrls(id);
    await deletePriceHistory(id);
    await deletePackageAgentNotes(id);
    if (leftover || oldUrls > 0) await bumpCatalogueVersion();
    throw new NotFound('There is no such package.');
  }
  const deleted = await deletePackageItem(id);
  await deletePackageCard(id);
  await releasePackageUrl(deleted.package_url, id);
  await releaseOldPackageUrls(id);
  await deletePriceHistory(id);
  await deletePackageAgentNotes(id);
  await bumpCatalogueVersion();
}
