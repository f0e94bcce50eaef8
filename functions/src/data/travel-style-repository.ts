import type { FrenchVersion } from '@tdp/shared/catalogue/french-version';
import { createCollectionRepository } from './collection-repository.ts';

/** Travel styles (`{id, style_name, fr?}`), one partition of the content table. */
export const travelStyleRepository = createCollectionRepository<{ style_name: string; fr?: FrenchVersion }>(
  'travelStyle',
  'travelStyle',
  'There is no such travel style.',
);
