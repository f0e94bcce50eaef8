import { NotFound } from '../domain-errors.ts';
import { announcePackageChange, packageChangedWrites } from '../../data/catalogue-version-repository.ts';
import { MAX_TRANSACTION_WRITES, TransactionConditionsFailed, writeContentTransaction, type ContentWrite } from '../../data/content-transaction.ts';
import { deletePriceHistory, deletePriceHistoryWrites } from '../../data/price-history-repository.ts';
import { deletePackageAgentNotes, deletePackageAgentNotesWrite } from '../../data/package-agent-notes-repository.ts';
import {
  deleteLeftoverPackageCard,
  deletePackageWrite,
  deletePackageCardWrite,
  forgetOldPackageUrlWrite,
  getPackage,
  getPackageCard,
  listOldPackageUrls,
  PACKAGE_ITEM_WRITE,
  releaseLeftoverPackageUrl,
  releaseOldPackageUrls,
  releasePackageUrlWrite,
} from '../../data/package-repository.ts';

/**
 * Removes, one item at a time, what a delete left of package `id` (it is gone): its card and url, its old urls, price
 * history and agent-only notes. Safe to repeat. True when something visitors could reach was removed.
 */
async function deleteLeftovers(id: number): Promise<boolean> {
  const card = await getPackageCard(id);
  if (card) {
    await deleteLeftoverPackageCard(id);
    await releaseLeftoverPackageUrl(card.package_url, id);
  }
  const oldUrls = await releaseOldPackageUrls(id);
  await deletePriceHistory(id);
  await deletePackageAgentNotes(id);
  return card !== null || oldUrls > 0;
}

/**
 * Deletes a package in one transaction (docs/decisions/atomic-package-saves.md), if it is still as read: the package
 * item, its card, its url guard and the guards of its old urls (which redirected to it) with their records, its
 * agent-only notes and price history, and the catalogue version's increment. Best bets and top picks that pointed at
 * it simply stop showing it. A package saved at new prices some ninety times has more history than one transaction
 * takes (100 writes): what does not fit (history, oldest last) is deleted right after, item by item, and a delete
 * that stops there is finished by the next one, which answers 404 having cleaned up. That path also cleans what
 * deletes stopped half-way left before deletes were atomic.
 */
export async function deletePackage(id: number): Promise<void> {
  for (;;) {
    const current = await getPackage(id);
    if (!current) {
      if (await deleteLeftovers(id)) await announcePackageChange(id);
      throw new NotFound('There is no such package.');
    }
    const first: ContentWrite[] = [deletePackageWrite(id, current.version), deletePackageCardWrite(id), ...packageChangedWrites(id)];
    const currentUrl = await releasePackageUrlWrite(current.package_url, id);
    if (currentUrl) first.push(currentUrl);
    const rest: ContentWrite[] = [];
    for (const record of await listOldPackageUrls(id)) {
      // A record of its current url (left by a save that stopped half-way before saves were atomic) is just dropped.
      const guard = record.slug === current.package_url ? null : await releasePackageUrlWrite(record.slug, id);
      if (guard) rest.push(guard);
      rest.push(forgetOldPackageUrlWrite(id, record.slug));
    }
    rest.push(deletePackageAgentNotesWrite(id), ...(await deletePriceHistoryWrites(id)));
    const room = MAX_TRANSACTION_WRITES - first.length;
    try {
      await writeContentTransaction([...first, ...rest.slice(0, room)]);
    } catch (error) {
      // Saved or deleted meanwhile: read it again (gone: 404).
      if (error instanceof TransactionConditionsFailed && error.failedOn(PACKAGE_ITEM_WRITE)) continue;
      throw error;
    }
    if (rest.length > room) await deleteLeftovers(id);
    return;
  }
}
