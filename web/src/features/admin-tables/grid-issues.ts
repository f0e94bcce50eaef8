import type { z } from 'zod/mini';
import { formatMessage } from '../../lib/intl.ts';
import type { GridDraft } from './table-grid-state.ts';
import { tablesMessages as messages } from './messages.ts';

/** A grid problem in words, and the cell or heading it concerns (to mark it). */
export interface GridIssue {
  message: string;
  /** `header:<key>` or `cell:<rowId>:<key>`, when the problem is in one place. */
  target?: string;
}

/** Puts the shared schema's (or the API's) grid problems in the admin's words: "Price, row 3: must be at most 200 characters". */
export function describeGridIssues(grid: GridDraft, issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): GridIssue[] {
  return issues.map(({ path, message: rule }) => {
    const [list, index, field, key] = path;
    if (list === 'columns' && typeof index === 'number') {
      const column = grid.columns[index];
      return { message: formatMessage(messages.issueHeading, { number: index + 1, rule }), target: column ? `header:${column.key}` : undefined };
    }
    if (list === 'rows' && typeof index === 'number' && field === 'cells' && typeof key === 'string') {
      const row = grid.rows[index];
      const label = grid.columns.find((column) => column.key === key)?.label ?? key;
      return { message: formatMessage(messages.issueCell, { column: label, row: index + 1, rule }), target: row ? `cell:${row.id}:${key}` : undefined };
    }
    if (list === 'rows') return { message: formatMessage(messages.issueRows, { rule }) };
    return { message: formatMessage(messages.issueColumns, { rule }) };
  });
}

/** The API's `fields` (`rows.2.cells.price`) as issue paths. */
export function issuesFromFields(fields: Readonly<Record<string, string>>): Array<{ path: PropertyKey[]; message: string }> {
  return Object.entries(fields).map(([name, message]) => ({ path: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message }));
}

/** The zod issues of a failed parse. */
export function issuesOf(error: z.core.$ZodError): Array<{ path: PropertyKey[]; message: string }> {
  return error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}
