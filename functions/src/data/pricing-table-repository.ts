import type { PricingTableColumn, PricingTableRow } from '@tdp/shared/schemas/pricing-table';
import { createCollectionRepository } from './collection-repository.ts';

/** Pricing tables (`{id, name, columns, rows}`), one partition of the content table. */
export const pricingTableRepository = createCollectionRepository<{ name: string; columns: PricingTableColumn[]; rows: PricingTableRow[] }>(
  'pricingTable',
  'pricingTable',
  'There is no such table.',
);
