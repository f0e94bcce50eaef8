import type { BestBet } from '@tdp/shared/schemas/best-bet';
import { createCollectionRepository } from './collection-repository.ts';

type BestBetFields = Omit<BestBet, 'id' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

/** Top best bets (homepage), one partition of the content table. */
export const bestBetRepository = createCollectionRepository<BestBetFields>('bestBet', 'bestBet', 'There is no such best bet.');
