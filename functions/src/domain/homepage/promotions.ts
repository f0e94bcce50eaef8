import type { Promotion, PromotionCreateInput, PromotionUpdateInput } from '@tdp/shared/schemas/promotion';
import { isPromotionLive, PROMOTION_TEXTS } from '@tdp/shared/schemas/promotion';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { inFrench, itemsInLanguage, withoutFrench } from '@tdp/shared/catalogue/french-version';
import { NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { promotionRepository } from '../../data/promotion-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

/**
 * Promotions by sort order; visitors get the live ones only (active and within their dates), in `lang` (in French those
 * with a complete French version; docs/decisions/bilingual-catalogue.md). Admins get them whole.
 */
export async function readPromotions(asAdmin: boolean, now: Date = new Date(), lang: CatalogueLanguage = 'en'): Promise<Promotion[]> {
  const today = agencyToday(now);
  const promotions = (await promotionRepository.list())
    .filter((promotion) => asAdmin || isPromotionLive(promotion, today))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return asAdmin ? promotions : itemsInLanguage(promotions, PROMOTION_TEXTS, lang);
}

/** One promotion; visitors get it only while it is live, in `lang` (in French: only with a complete French version). */
export async function readPromotion(id: number, asAdmin: boolean, now: Date = new Date(), lang: CatalogueLanguage = 'en'): Promise<Promotion> {
  const promotion = await promotionRepository.get(id);
  if (!promotion || (!asAdmin && !isPromotionLive(promotion, agencyToday(now)))) throw new NotFound(PROMOTION_NOT_FOUND);
  if (asAdmin) return promotion;
  const answer = lang === 'fr' ? inFrench(promotion, PROMOTION_TEXTS) : withoutFrench(promotion);
  if (!answer) throw new NotFound(PROMOTION_NOT_FOUND);
  return answer;
}

const PROMOTION_NOT_FOUND = 'There is no such promotion, or it has ended.';

/** Creates a promotion. */
export async function createPromotion(input: PromotionCreateInput, actor: WriteActor): Promise<Promotion> {
  await refuseUnusablePictures(input, null);
  return promotionRepository.create(input, actor);
}

/** Changes a promotion if it is still at `input.version`. */
export async function updatePromotion(id: number, input: PromotionUpdateInput, actor: WriteActor): Promise<Promotion> {
  await refuseUnusablePictures(input, () => promotionRepository.get(id));
  const { version, ...changes } = input;
  return promotionRepository.update(id, version, changes, actor);
}

/** Deletes a promotion. */
export async function deletePromotion(id: number): Promise<void> {
  await promotionRepository.remove(id);
}
