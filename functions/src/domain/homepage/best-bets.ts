import type { BestBet, BestBetCreateInput, BestBetUpdateInput, BestBetView } from '@tdp/shared/schemas/best-bet';
import { Invalid } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { bestBetRepository } from '../../data/best-bet-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { currentCatalogueIndex } from '../deals/catalogue-index-cache.ts';
import { cardFor } from '../destinations/top-picks.ts';

/**
 * Top best bets in their sort order with the package cards. Visitors get only those whose package is on
 * sale; admins get every entry, with `package: null` when the package was deleted.
 */
export async function readBestBets(asAdmin: boolean, now: Date = new Date()): Promise<BestBetView[]> {
  const [index, bets] = await Promise.all([currentCatalogueIndex(asAdmin ? 'latest' : 'recent'), bestBetRepository.list()]);
  const today = agencyToday(now);
  return bets
    .map((bet) => ({
      id: bet.id,
      packageId: bet.packageId,
      label: bet.label,
      blurb: bet.blurb,
      sortOrder: bet.sortOrder,
      version: bet.version,
      package: cardFor(index, bet.packageId, asAdmin, today),
    }))
    .filter((view) => asAdmin || view.package !== null)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

async function refuseUnknownPackage(packageId: number): Promise<void> {
  const index = await currentCatalogueIndex();
  if (!index.cardRecord(packageId)) throw new Invalid('Check the field: packageId.', { packageId: 'is not a package' });
}

/** Adds a best bet pointing at an existing package. */
export async function createBestBet(input: BestBetCreateInput, actor: WriteActor): Promise<BestBet> {
  await refuseUnknownPackage(input.packageId);
  return bestBetRepository.create(input, actor);
}

/** Changes a best bet if it is still at `input.version`. */
export async function updateBestBet(id: number, input: BestBetUpdateInput, actor: WriteActor): Promise<BestBet> {
  await refuseUnknownPackage(input.packageId);
  const { version, ...changes } = input;
  return bestBetRepository.update(id, version, changes, actor);
}

/** Removes a best bet. */
export async function deleteBestBet(id: number): Promise<void> {
  await bestBetRepository.remove(id);
}
