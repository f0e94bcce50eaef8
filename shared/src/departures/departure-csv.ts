import * as z from 'zod/mini';
import { lazySchema } from '../schemas/lazy-schema.ts';
import { versionSchema } from '../schemas/common-fields.ts';
import {
  DEPARTURE_AVAILABILITIES,
  DEPARTURES_PER_PACKAGE_MAX,
  departureSchema,
  storableDeparture,
  type Departure,
  type DepartureAvailability,
  type OccupancyBasis,
  OCCUPANCY_BASES,
} from './departure.ts';

/**
 * A package's departures as a CSV file (one header row, one departure a row), for `POST /packages/{id}/departures/import`
 * and `GET /packages/{id}/departures/export`. The API speaks JSON only, so the file travels as a JSON string (`csv`).
 * A file is checked whole: every bad row is reported with its line and reason, and nothing is applied unless all pass.
 */

/** The columns of a departures file, in the order an export writes them. */
export const DEPARTURE_CSV_COLUMNS = ['city', 'date', 'until', 'price', 'tax', 'occupancy', 'availability', 'supplierCode', 'note'] as const;
type DepartureCsvColumn = (typeof DEPARTURE_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly DepartureCsvColumn[] = ['city', 'date', 'price', 'tax', 'occupancy'];

/** Largest file accepted (500 departures with long notes fit in well under half of it). */
export const DEPARTURE_CSV_MAX_CHARS = 200_000;

/** How an import combines the file with the package's departures. */
export const DEPARTURE_IMPORT_MODES = ['replace', 'merge'] as const;
export type DepartureImportMode = (typeof DEPARTURE_IMPORT_MODES)[number];

/**
 * Body of `POST /packages/{id}/departures/import`: the file's text, `replace` (the file becomes the departures) or
 * `merge` (a row for the same city, days and occupancy as a departure replaces it, others are added), and the
 * package version the admin loaded (a stale one is a 409).
 */
export const departureImportInputSchema = lazySchema(() =>
  z.strictObject({
    csv: z.string({ error: 'must be text' }).check(z.maxLength(DEPARTURE_CSV_MAX_CHARS, { error: `must be at most ${DEPARTURE_CSV_MAX_CHARS} characters` })),
    mode: z.enum(DEPARTURE_IMPORT_MODES, { error: 'must be replace or merge' }),
    version: versionSchema,
  }),
);
export type DepartureImportInput = z.infer<typeof departureImportInputSchema>;

/** Answer of `GET /packages/{id}/departures/export`: the file and the name to save it under. */
export interface DepartureCsvExport {
  csv: string;
  fileName: string;
}

/** One rejected row (or, with `line` null, a problem of the whole file) and why. */
export interface DepartureImportProblem {
  /** Line of the file, the header being line 1; null for the file as a whole. */
  line: number | null;
  /** The column at fault (`city`, `price`, …), or `row` / `file`. */
  field: string;
  message: string;
}

/** A departure city as the file names it: by name (any case) or by id. */
export interface DepartureCsvCity {
  id: number;
  city_name: string;
}

/** Error field key of a rejected row in a 400 answer: `rows.{line}.{field}`; `file` for the whole file. */
export function importProblemKey(problem: DepartureImportProblem): string {
  return problem.line === null ? 'file' : `rows.${problem.line}.${problem.field}`;
}

/** What a refused import says: how many rows were refused, or that the file as a whole cannot be read. */
export function importRefusalMessage(problems: readonly DepartureImportProblem[]): string {
  const rows = new Set(problems.filter((problem) => problem.line !== null).map((problem) => problem.line));
  return rows.size > 0
    ? `${rows.size} row${rows.size === 1 ? '' : 's'} of the file ${rows.size === 1 ? 'was' : 'were'} refused; nothing was imported. Correct ${rows.size === 1 ? 'it' : 'them'} and import the file again.`
    : 'The file cannot be read; nothing was imported.';
}

/** A record of the file and the line it starts on. */
interface CsvRecord {
  line: number;
  values: string[];
}

/** Splits CSV text into records (RFC 4180: commas, double-quoted fields with `""` for a quote, CRLF or LF). */
function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let values: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let started = false;
  const endRecord = () => {
    values.push(value);
    if (values.length > 1 || values[0]!.trim() !== '') records.push({ line: recordLine, values });
    values = [];
    value = '';
    started = false;
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (!started) {
      started = true;
      recordLine = line;
    }
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        value += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        value += char;
      }
    } else if (char === '"' && value.trim() === '') {
      value = '';
      quoted = true;
    } else if (char === ',') {
      values.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
    } else value += char;
  }
  if (started) endRecord();
  return records;
}

/** A header cell as a column name: any case, spaces, dashes and underscores ignored (`Supplier code` = `supplierCode`). */
function columnOf(header: string): DepartureCsvColumn | undefined {
  const squashed = header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  const aliases: Record<string, DepartureCsvColumn> = {
    taxes: 'tax',
    taxesandfees: 'tax',
    code: 'supplierCode',
    departurecity: 'city',
    departurecityid: 'city',
  };
  return DEPARTURE_CSV_COLUMNS.find((column) => column.toLowerCase() === squashed) ?? aliases[squashed];
}

/** A value as written, without the quote an export puts before text a spreadsheet would run as a formula. */
function cellText(value: string | undefined): string {
  const text = (value ?? '').trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

function amountOf(text: string): number | string {
  const plain = text.replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

function occupancyOf(text: string): OccupancyBasis | string {
  const word = text.toLowerCase().replace(/\s*occupancy$/, '');
  return (OCCUPANCY_BASES as readonly string[]).includes(word) ? word : text;
}

function availabilityOf(text: string): DepartureAvailability | string {
  if (text === '') return 'available';
  const word = text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/-availability$/, '');
  return (DEPARTURE_AVAILABILITIES as readonly string[]).includes(word) ? word : text;
}

/** What makes two departures the same offer (as the package's list rule): city, days and occupancy. */
function departureOfferKey(departure: Pick<Departure, 'departureCityId' | 'date' | 'until' | 'occupancy'>): string {
  return `${departure.departureCityId}/${departure.date}/${departure.until ?? ''}/${departure.occupancy}`;
}

/** What a file holds: its departures (ids from `newId`) when every row is good, otherwise every problem found. */
export type DepartureCsvReading = { ok: true; departures: Departure[] } | { ok: false; problems: DepartureImportProblem[] };

/**
 * Reads a departures file: the header names the columns (any order; `until`, `availability`, `supplierCode` and
 * `note` may be left out, an empty availability is `available`), each row is checked by the departure's own rules,
 * a city is found by name (any case) or id, and a row repeating an earlier row's city, days and occupancy is refused.
 */
export function readDepartureCsv(text: string, cities: readonly DepartureCsvCity[], newId: () => string): DepartureCsvReading {
  const records = parseCsvRecords(text);
  const [header, ...rows] = records;
  if (!header) return { ok: false, problems: [{ line: null, field: 'file', message: 'is empty: it needs a header row and at least one departure' }] };
  const columns = header.values.map(columnOf);
  const unknown = header.values.filter((_, index) => columns[index] === undefined);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (unknown.length > 0 || missing.length > 0) {
    const parts = [
      ...(missing.length > 0 ? [`lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`] : []),
      ...(unknown.length > 0 ? [`has unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name.trim()}"`).join(', ')}`] : []),
    ];
    return { ok: false, problems: [{ line: null, field: 'file', message: `${parts.join(' and ')} (expected ${DEPARTURE_CSV_COLUMNS.join(', ')})` }] };
  }
  if (rows.length === 0) return { ok: false, problems: [{ line: null, field: 'file', message: 'has no departures under its header row' }] };
  if (rows.length > DEPARTURES_PER_PACKAGE_MAX) {
    return {
      ok: false,
      problems: [{ line: null, field: 'file', message: `has ${rows.length} departures; a package holds at most ${DEPARTURES_PER_PACKAGE_MAX}` }],
    };
  }

  const byName = new Map(cities.map((city) => [city.city_name.trim().toLowerCase(), city.id]));
  const byId = new Set(cities.map((city) => city.id));
  const problems: DepartureImportProblem[] = [];
  const departures: Departure[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const cell = (column: DepartureCsvColumn) => cellText(row.values[columns.indexOf(column)]);
    if (row.values.length > columns.length) {
      problems.push({
        line: row.line,
        field: 'row',
        message: `has ${row.values.length} values for ${columns.length} columns (quote a value that holds a comma)`,
      });
      continue;
    }
    const rowProblems: DepartureImportProblem[] = [];
    const cityText = cell('city');
    const cityId = /^\d+$/.test(cityText) && byId.has(Number(cityText)) ? Number(cityText) : byName.get(cityText.toLowerCase());
    if (cityText === '') rowProblems.push({ line: row.line, field: 'city', message: 'is required' });
    else if (cityId === undefined) rowProblems.push({ line: row.line, field: 'city', message: `"${cityText}" is not a departure city` });
    const until = cell('until');
    const candidate = {
      id: newId(),
      departureCityId: cityId ?? 1,
      date: cell('date'),
      ...(until !== '' ? { until } : {}),
      price: amountOf(cell('price')),
      tax: amountOf(cell('tax')),
      occupancy: occupancyOf(cell('occupancy')),
      availability: availabilityOf(cell('availability')),
      supplierCode: cell('supplierCode'),
      note: cell('note'),
    };
    const parsed = departureSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        const column = field === 'departureCityId' ? 'city' : field;
        const message =
          (field === 'price' || field === 'tax') && typeof (candidate as Record<string, unknown>)[field] === 'string'
            ? 'must be a number, e.g. 1719.00'
            : issue.message;
        if (!rowProblems.some((problem) => problem.field === column))
          rowProblems.push({ line: row.line, field: column, message: field === 'date' || field === 'until' ? `${message} (got "${cell(field)}")` : message });
      }
    }
    if (rowProblems.length > 0 || !parsed.success) {
      problems.push(...rowProblems);
      continue;
    }
    const departure = storableDeparture(parsed.data);
    const offer = departureOfferKey(departure);
    const earlier = seen.get(offer);
    if (earlier !== undefined) {
      problems.push({ line: row.line, field: 'date', message: `repeats line ${earlier} (same city, days and occupancy)` });
      continue;
    }
    seen.set(offer, row.line);
    departures.push(departure);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, departures };
}

/**
 * Combines the imported departures with the package's: `replace` keeps only the file's, `merge` keeps the others too.
 * A row for the same city, days and occupancy as a departure of the package takes that departure's id, so the price
 * history follows it.
 */
export function combineImportedDepartures(current: readonly Departure[], imported: readonly Departure[], mode: DepartureImportMode): Departure[] {
  const currentByOffer = new Map(current.map((departure) => [departureOfferKey(departure), departure]));
  const importedWithIds = imported.map((departure) => {
    const same = currentByOffer.get(departureOfferKey(departure));
    return same ? { ...departure, id: same.id } : departure;
  });
  if (mode === 'replace') return importedWithIds;
  const importedByOffer = new Map(importedWithIds.map((departure) => [departureOfferKey(departure), departure]));
  const kept = current.map((departure) => importedByOffer.get(departureOfferKey(departure)) ?? departure);
  const keptOffers = new Set(current.map(departureOfferKey));
  return [...kept, ...importedWithIds.filter((departure) => !keptOffers.has(departureOfferKey(departure)))];
}

function csvCell(value: string): string {
  // A spreadsheet runs a cell starting with = + - @ as a formula: an apostrophe keeps it text (the import drops it).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The departures as a CSV file (header row first, cities by name, amounts with two decimals, CRLF line ends). */
export function departuresToCsv(departures: readonly Departure[], cities: readonly DepartureCsvCity[]): string {
  const names = new Map(cities.map((city) => [city.id, city.city_name]));
  const lines = [DEPARTURE_CSV_COLUMNS.join(',')];
  for (const departure of departures) {
    lines.push(
      [
        names.get(departure.departureCityId) ?? String(departure.departureCityId),
        departure.date,
        departure.until ?? '',
        departure.price.toFixed(2),
        departure.tax.toFixed(2),
        departure.occupancy,
        departure.availability,
        departure.supplierCode ?? '',
        departure.note ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
