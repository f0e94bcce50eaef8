import type { TravelStyle, TravelStyleCreateInput, TravelStyleUpdateInput } from '@tdp/shared/schemas/travel-style';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { itemsInLanguage } from '@tdp/shared/catalogue/french-version';
import { TRAVEL_STYLE_TEXTS } from '@tdp/shared/schemas/travel-style';
import type { WriteActor } from '../../data/content-table.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { refuseIfPublishedPackagesUse } from '../catalogue/published-use-guard.ts';
import { refuseTakenName } from '../catalogue/unique-name.ts';

/** Travel styles in id order, whole (admins). */
export function listTravelStyles(): Promise<TravelStyle[]> {
  return travelStyleRepository.list();
}

/** Travel styles in id order as visitors read them in `lang` (in French those with a French name, by it). */
export async function listTravelStylesIn(lang: CatalogueLanguage): Promise<TravelStyle[]> {
  return itemsInLanguage(await travelStyleRepository.list(), TRAVEL_STYLE_TEXTS, lang);
}

/** Adds a travel style with the next free id; names are unique ignoring case. */
export async function createTravelStyle(input: TravelStyleCreateInput, actor: WriteActor): Promise<TravelStyle> {
  refuseTakenName(
    await travelStyleRepository.list(),
    (s) => s.style_name,
    (s) => s.id,
    input.style_name,
    null,
    'style_name',
    'travel style',
  );
  return travelStyleRepository.create({ style_name: input.style_name, ...(input.fr ? { fr: input.fr } : {}) }, actor);
}

/** Renames a travel style if it is still at `input.version`. */
export async function renameTravelStyle(id: number, input: TravelStyleUpdateInput, actor: WriteActor): Promise<TravelStyle> {
  refuseTakenName(
    await travelStyleRepository.list(),
    (s) => s.style_name,
    (s) => s.id,
    input.style_name,
    id,
    'style_name',
    'travel style',
  );
  // A body without `fr` keeps the stored French name.
  return travelStyleRepository.update(id, input.version, { style_name: input.style_name, ...(input.fr ? { fr: input.fr } : {}) }, actor);
}

/** Deletes a travel style unless a published package carries it (409 naming them). */
export async function deleteTravelStyle(id: number): Promise<void> {
  await refuseIfPublishedPackagesUse('travel style', (card) => card.travelStyleIds.includes(id));
  await travelStyleRepository.remove(id);
}
