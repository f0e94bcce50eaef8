import { createCollectionRepository } from './collection-repository.ts';

/** Travel styles (`{id, style_name}`), one partition of the content table. */
export const travelStyleRepository = createCollectionRepository<{ style_name: string }>('travelStyle', 'travelStyle', 'There is no such travel style.');
