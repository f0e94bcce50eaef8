import type { Promotion } from '@tdp/shared/schemas/promotion';
import { createCollectionRepository } from './collection-repository.ts';

type PromotionFields = Omit<Promotion, 'id' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

/** Promotions (banners with dates and placements), one partition of the content table. */
export const promotionRepository = createCollectionRepository<PromotionFields>('promotion', 'promotion', 'There is no such promotion.');
