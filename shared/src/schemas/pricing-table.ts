import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, optionalText, requiredText, versionSchema } from './common-fields.ts';

/**
 * A pricing table (Tables screen): a named grid, e.g. prices per cabin category and sailing date. Package
 * tabs of the pricing-table layout point at one by id, so a table edited once updates every package.
 */

const TABLE_NAME_MAX = 80;
const COLUMN_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
const COLUMN_LABEL_MAX = 60;
const COLUMNS_MAX = 12;
const ROW_ID_MAX = 40;
const ROWS_MAX = 200;
const CELL_TEXT_MAX = 200;

/** A column: `key` names the cell in each row, `label` is the heading. */
export const pricingTableColumnSchema = lazySchema(() =>
  z.strictObject({
    key: z
      .string({ error: 'must be text' })
      .check(z.regex(COLUMN_KEY_PATTERN, { error: 'must start with a lowercase letter, then lowercase letters, digits or _ (at most 40)' })),
    label: requiredText(COLUMN_LABEL_MAX),
  }),
);
export type PricingTableColumn = z.infer<typeof pricingTableColumnSchema>;

/** A row: its cells keyed by column key; a missing cell shows empty. */
export const pricingTableRowSchema = lazySchema(() =>
  z.strictObject({
    id: requiredText(ROW_ID_MAX),
    cells: z.record(z.string(), optionalText(CELL_TEXT_MAX), { error: 'must be an object' }),
  }),
);
export type PricingTableRow = z.infer<typeof pricingTableRowSchema>;

const gridShape = () => ({
  columns: z
    .array(pricingTableColumnSchema, { error: 'must be a list' })
    .check(z.maxLength(COLUMNS_MAX, { error: `must have at most ${COLUMNS_MAX} columns` })),
  rows: z.array(pricingTableRowSchema, { error: 'must be a list' }).check(z.maxLength(ROWS_MAX, { error: `must have at most ${ROWS_MAX} rows` })),
});

/** Column keys and row ids are unique; every cell belongs to a column. */
function refineGrid(grid: { columns: PricingTableColumn[]; rows: PricingTableRow[] }, ctx: z.core.$RefinementCtx): void {
  const keys = new Set<string>();
  grid.columns.forEach((column, index) => {
    if (keys.has(column.key)) ctx.addIssue({ code: 'custom', path: ['columns', index, 'key'], message: 'is listed twice' });
    keys.add(column.key);
  });
  const rowIds = new Set<string>();
  grid.rows.forEach((row, index) => {
    if (rowIds.has(row.id)) ctx.addIssue({ code: 'custom', path: ['rows', index, 'id'], message: 'is listed twice' });
    rowIds.add(row.id);
    for (const key of Object.keys(row.cells)) {
      if (!keys.has(key)) ctx.addIssue({ code: 'custom', path: ['rows', index, 'cells', key], message: 'is not a column of this table' });
    }
  });
}

/** A pricing table as stored and as `GET /packages/table/{id}` returns it. */
export const pricingTableSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    name: z.string(),
    columns: z.array(pricingTableColumnSchema),
    rows: z.array(pricingTableRowSchema),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type PricingTable = z.infer<typeof pricingTableSchema>;

/** A table in the list of `GET /tables`: enough to pick one and rename it. */
export const pricingTableSummarySchema = lazySchema(() =>
  z.pick(pricingTableSchema.unwrap(), { id: true, name: true, version: true, updatedAt: true, updatedBy: true }),
);
export type PricingTableSummary = z.infer<typeof pricingTableSummarySchema>;

/** Body that creates a table: a name and, optionally, its first grid. */
export const pricingTableCreateInputSchema = lazySchema(() =>
  z
    .strictObject({
      name: requiredText(TABLE_NAME_MAX),
      columns: z._default(gridShape().columns, []),
      rows: z._default(gridShape().rows, []),
    })
    .check(z.superRefine(refineGrid)),
);
export type PricingTableCreateInput = z.output<typeof pricingTableCreateInputSchema>;

/** Body of `PUT /packages/table/{id}`: the whole grid and the `version` the editor read. */
export const pricingTableGridUpdateInputSchema = lazySchema(() => z.strictObject({ ...gridShape(), version: versionSchema }).check(z.superRefine(refineGrid)));
export type PricingTableGridUpdateInput = z.output<typeof pricingTableGridUpdateInputSchema>;

/** Body of `PUT /tables/{id}`: a new name and the `version` the editor read. */
export const pricingTableRenameInputSchema = lazySchema(() =>
  z.strictObject({
    name: requiredText(TABLE_NAME_MAX),
    version: versionSchema,
  }),
);
export type PricingTableRenameInput = z.output<typeof pricingTableRenameInputSchema>;
