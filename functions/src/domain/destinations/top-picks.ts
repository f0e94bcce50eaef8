import type { TopPick, TopPickUpdateInput, TopPickView } from '@tdp/shared/schemas/top-pick';
import { continentDisplayName, isCruiseContinent } from '@tdp/shared/schemas/destination';
import type { PackageCard } from '@tdp/shared/schemas/package';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { Conflict, Invalid, NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';
import { listTopPicks, saveTopPicks } from '../../data/top-pick-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import type { CatalogueIndex } from '../deals/catalogue-index.ts';
import { currentCatalogueIndex } from '../deals/catalogue-index-cache.ts';

/**
 * A package's card for a homepage list: visitors see packages on sale only, admins any package that exists, priced as
 * visitors see it that day and saying where the price comes from.
 */
export function cardFor(index: CatalogueIndex, packageId: number | null, asAdmin: boolean, today: string, lang: CatalogueLanguage = 'en'): PackageCard | null {
  if (packageId === null) return null;
  if (!asAdmin) return index.onSaleCard(packageId, today, lang);
  const record = index.cardRecord(packageId);
  return record ? index.toCard(record, today) : null;
}

/**
 * Every destination continent (not the cruise groups), alphabetically, with its two top picks as cards.
 * Two DynamoDB calls on a warm function: the catalogue version and the top-pick partition. In French (`lang=fr`,
 * visitors) the continents with a French name, by it, in French order, with the picks complete in French.
 */
export async function readTopPicks(asAdmin: boolean, now: Date = new Date(), lang: CatalogueLanguage = 'en'): Promise<TopPickView[]> {
  const [index, stored] = await Promise.all([currentCatalogueIndex(asAdmin ? 'latest' : 'recent'), listTopPicks()]);
  const today = agencyToday(now);
  const french = !asAdmin && lang === 'fr';
  const byContinent = new Map(stored.map((picks) => [picks.continent_id, picks]));
  return index.continents
    .filter((continent) => !isCruiseContinent(continent))
    .flatMap((continent) => {
      const picks = byContinent.get(continent.continent_id);
      const name = french ? index.frenchDestinationName(`continent-${continent.continent_id}`) : continentDisplayName(continent);
      if (name === null) return [];
      return [
        {
          continent_id: continent.continent_id,
          continent_name: name,
          top_pick_one: cardFor(index, picks?.top_pick_one ?? null, asAdmin, today, lang),
          top_pick_two: cardFor(index, picks?.top_pick_two ?? null, asAdmin, today, lang),
          version: picks?.version ?? 0,
        },
      ];
    })
    .sort((a, b) => a.continent_name.localeCompare(b.continent_name, french ? 'fr-CA' : 'en-CA'));
}

/** Sets a destination continent's two picks (packages that exist; drafts allowed, shown once on sale). */
export async function updateTopPicks(continentId: number, input: TopPickUpdateInput, actor: WriteActor): Promise<TopPick> {
  const index = await currentCatalogueIndex();
  const continent = index.continents.find((candidate) => candidate.continent_id === continentId);
  if (!continent) throw new NotFound('There is no such continent.');
  const fields: Record<string, string> = {};
  if (isCruiseContinent(continent)) fields.id = 'is a cruise group; top picks are for destination continents';
  for (const key of ['top_pick_one', 'top_pick_two'] as const) {
    const packageId = input[key];
    if (packageId !== null && !index.cardRecord(packageId)) fields[key] = 'is not a package';
  }
  const names = Object.keys(fields);
  if (names.length > 0) throw new Invalid(`Check ${names.length === 1 ? 'the field' : 'these fields'}: ${names.join(', ')}.`, fields);
  return saveTopPicks(
    continentId,
    { top_pick_one: input.top_pick_one, top_pick_two: input.top_pick_two },
    input.version,
    actor,
    () => new Conflict(STALE_VERSION_MESSAGE, { version: 'is out of date' }),
  );
}
