import type { TravelStyle, TravelStyleCreateInput, TravelStyleUpdateInput } from '@tdp/shared/schemas/travel-style';
import type { WriteActor } from '../../data/content-table.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { refuseIfPublishedPackagesUse } from '../catalogue/published-use-guard.ts';
import { refuseTakenName } from '../catalogue/unique-name.ts';

/** Travel styles in id order. */
export function listTravelStyles(): Promise<TravelStyle[]> {
  return travelStyleRepository.list();
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
  return travelStyleRepository.create({ style_name: input.style_name }, actor);
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
  return travelStyleRepository.update(id, input.version, { style_name: input.style_name }, actor);
}

/** Deletes a travel style unless a published package carries it (409 naming them). */
export async function deleteTravelStyle(id: number): Promise<void> {
  await refuseIfPublishedPackagesUse('travel style', (card) => card.travelStyleIds.includes(id));
  await travelStyleRepository.remove(id);
}
