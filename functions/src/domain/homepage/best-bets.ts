import type { BestBet, BestBetCreateInput, BestBetUpdateInput, BestBetView } from '@tdp/shared/schemas/best-bet';
import { BEST_BET_TEXTS } from '@tdp/shared/schemas/best-bet';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { inFrench } from '@tdp/shared/catalogue/french-version';
import { Invalid } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { bestBetRepository } from '../../data/best-bet-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { currentCatalogueIndex } from '../deals/catalogue-index-cache.ts';
import { cardFor } from '../destinations/top-picks.ts';

/**
 * Top best bets in their sort order with the package cards. Visitors get only those whose package is on
 * sale; admins get every entry, with `package: null` when the package was deleted, and its French version. In French
 * (`lang=fr`) visitors get the best bets complete in French whose package is complete in French, both in French.
 */
export async function readBestBets(asAdmin: boolean, now: Date = new Date(), lang: CatalogueLanguage = 'en'): Promise<BestBetView[]> {
  const [index, bets] = await Promise.all([currentCatalogueIndex(asAdmin ? 'latest' : 'recent'), bestBetRepository.list()]);
  const today = agencyToday(now);
  const french = !asAdmin && lang === 'fr';
  return bets
    .flatMap((stored) => {
      const bet = french ? inFrench(stored, BEST_BET_TEXTS) : stored;
      if (!bet) return [];
      return [
        {
          id: bet.id,
          packageId: bet.packageId,
          label: bet.label,
          blurb: bet.blurb,
          sortOrder: bet.sortOrder,
          version: bet.version,
          ...(asAdmin && stored.fr ? { fr: stored.fr } : {}),
          package: cardFor(index, bet.packageId, asAdmin, today, lang),
        },
      ];
    })
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
