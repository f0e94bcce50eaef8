import { describe, expect, it } from 'vitest';
import {
  pricingTableCreateInputSchema,
  pricingTableGridUpdateInputSchema,
  pricingTableRenameInputSchema,
  pricingTableSchema,
  pricingTableSummarySchema,
} from './pricing-table.ts';

const grid = {
  columns: [
    { key: 'category', label: 'Cabin' },
    { key: 'jan_2027', label: 'January 2027' },
  ],
  rows: [
    { id: 'r1', cells: { category: 'Inside', jan_2027: '$1,299' } },
    { id: 'r2', cells: { category: 'Balcony' } },
  ],
};

describe('pricing table', () => {
  it('creates a table from a name alone or with a grid', () => {
    expect(pricingTableCreateInputSchema.parse({ name: ' Danube sailings ' })).toEqual({ name: 'Danube sailings', columns: [], rows: [] });
    expect(pricingTableCreateInputSchema.parse({ name: 'Danube sailings', ...grid }).rows).toHaveLength(2);
  });

  it('refuses a repeated column key, a repeated row id and a cell outside the columns', () => {
    const repeatedKey = pricingTableCreateInputSchema.safeParse({ name: 't', ...grid, columns: [...grid.columns, { key: 'category', label: 'Again' }] });
    expect(repeatedKey.error!.issues[0]).toMatchObject({ path: ['columns', 2, 'key'], message: 'is listed twice' });
    const repeatedRow = pricingTableGridUpdateInputSchema.safeParse({ ...grid, rows: [grid.rows[0], grid.rows[0]], version: 1 });
    expect(repeatedRow.error!.issues[0]!.path).toEqual(['rows', 1, 'id']);
    const strayCell = pricingTableGridUpdateInputSchema.safeParse({ ...grid, rows: [{ id: 'r1', cells: { feb_2027: '$999' } }], version: 1 });
    expect(strayCell.error!.issues[0]).toMatchObject({ path: ['rows', 0, 'cells', 'feb_2027'], message: 'is not a column of this table' });
  });

  it('refuses column keys that are not simple identifiers', () => {
    for (const key of ['Category', '1st', 'price-adult', '', '__proto__', 'x'.repeat(41)]) {
      expect(pricingTableCreateInputSchema.safeParse({ name: 't', columns: [{ key, label: 'x' }], rows: [] }).success).toBe(false);
    }
  });

  it('requires the version on grid update and rename, and refuses the name in a grid update', () => {
    expect(pricingTableGridUpdateInputSchema.safeParse(grid).error!.issues[0]!.path).toEqual(['version']);
    expect(pricingTableGridUpdateInputSchema.safeParse({ ...grid, version: 1, name: 'x' }).success).toBe(false);
    expect(pricingTableRenameInputSchema.parse({ name: 'Rhine sailings', version: 3 })).toEqual({ name: 'Rhine sailings', version: 3 });
    expect(pricingTableRenameInputSchema.safeParse({ name: 'Rhine sailings', version: 3, rows: [] }).success).toBe(false);
  });

  it('lists tables by summary', () => {
    const table = pricingTableSchema.parse({
      id: 5,
      name: 'Danube sailings',
      ...grid,
      version: 2,
      createdAt: '2026-10-01T08:00:00.000Z',
      createdBy: 'a',
      updatedAt: '2026-10-02T08:00:00.000Z',
      updatedBy: 'b',
    });
    expect(pricingTableSummarySchema.parse(table)).toEqual({
      id: 5,
      name: 'Danube sailings',
      version: 2,
      updatedAt: '2026-10-02T08:00:00.000Z',
      updatedBy: 'b',
    });
  });
});
