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
import { agencyToday } from '../deals/agency-calendar.ts';
import { currentCatalogueIndex } from '../deals/catalogue-index-cache.ts';

/** Every table's id, name and version, by name. */
export async function listPricingTables(): Promise<PricingTableSummary[]> {
  const tables = await pricingTableRepository.list();
  return tables
    .map(({ id, name, version, updatedAt, updatedBy }) => ({ id, name, version, updatedAt, updatedBy }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA') || a.id - b.id);
}

const NO_SUCH_TABLE = 'There is no such table.';

/**
 * One table with its grid (`GET /packages/table/{id}`). Visitors get it only while a package on sale shows it
 * (the same rule as the package page that draws it); any other id, an unreleased table's or an unknown one,
 * is the same 404, so walking the sequential ids finds nothing new. The check is the public function's
 * in-memory catalogue index (its cards list each package's tables), so a warm read costs the index's
 * version GetItem and the table's GetItem, never a Scan. The admin view (`asAdmin`) reads any table.
 * See docs/decisions/catalogue-api.md.
 */
export async function readPricingTable(id: number, asAdmin: boolean, now: Date = new Date()): Promise<PricingTable> {
  if (!asAdmin && !(await currentCatalogueIndex('recent')).showsTableOnSale(id, agencyToday(now))) throw new NotFound(NO_SUCH_TABLE);
  const table = await pricingTableRepository.get(id);
  if (!table) throw new NotFound(NO_SUCH_TABLE);
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
