import type {
  PricingTable,
  PricingTableCreateInput,
  PricingTableGridUpdateInput,
  PricingTableRenameInput,
  PricingTableSummary,
} from '@tdp/shared/schemas/pricing-table';
import { NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { pricingTableRepository } from '../../data/pricing-table-repository.ts';
import { refuseIfPublishedPackagesUse } from '../catalogue/published-use-guard.ts';

/** Every table's id, name and version, by name. */
export async function listPricingTables(): Promise<PricingTableSummary[]> {
  const tables = await pricingTableRepository.list();
  return tables
    .map(({ id, name, version, updatedAt, updatedBy }) => ({ id, name, version, updatedAt, updatedBy }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA') || a.id - b.id);
}

/** One table with its grid. */
export async function readPricingTable(id: number): Promise<PricingTable> {
  const table = await pricingTableRepository.get(id);
  if (!table) throw new NotFound('There is no such table.');
  return table;
}

/** Creates a table (empty grid unless given). */
export function createPricingTable(input: PricingTableCreateInput, actor: WriteActor): Promise<PricingTable> {
  return pricingTableRepository.create({ name: input.name, columns: input.columns, rows: input.rows }, actor);
}

/** Replaces a table's columns and rows if it is still at `input.version`. */
export function updatePricingTableGrid(id: number, input: PricingTableGridUpdateInput, actor: WriteActor): Promise<PricingTable> {
  return pricingTableRepository.update(id, input.version, { columns: input.columns, rows: input.rows }, actor);
}

/** Renames a table if it is still at `input.version`. */
export function renamePricingTable(id: number, input: PricingTableRenameInput, actor: WriteActor): Promise<PricingTable> {
  return pricingTableRepository.update(id, input.version, { name: input.name }, actor);
}

/** Deletes a table unless a published package shows it (409 naming them). */
export async function deletePricingTable(id: number): Promise<void> {
  await refuseIfPublishedPackagesUse('table', (card) => card.tableIds.includes(id));
  await pricingTableRepository.remove(id);
}
