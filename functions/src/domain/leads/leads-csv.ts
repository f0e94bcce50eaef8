/**
 * CSV writing for the leads export (RFC 4180: CRLF line ends, fields quoted when needed, quotes doubled),
 * with a byte-order mark so spreadsheet programs read it as UTF-8.
 */

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when it could be read as a formula, quoted when it holds a separator. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: a header row, then one row per record, in `columns` order. */
export function toCsv<T>(
  columns: ReadonlyArray<{ header: string; value: (row: T) => string | number | boolean | null | undefined }>,
  rows: readonly T[],
): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
