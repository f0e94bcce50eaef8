import { toCents } from '@tdp/shared/pricing/all-in-price';
import type { Departure, DepartureAvailability, OccupancyBasis } from '@tdp/shared/departures/departure';

/**
 * The departures of the package builder as rows of its grid: amounts kept as the text typed (so "12." can be
 * typed), `departureCityId` null until a city is chosen. The shared package schema checks them on save.
 */

/** One departure while edited. */
export interface DepartureRow {
  id: string;
  departureCityId: number | null;
  date: string;
  until: string;
  price: string;
  tax: string;
  occupancy: OccupancyBasis;
  availability: DepartureAvailability;
  supplierCode: string;
  note: string;
}

/** The grid's columns, in order; `allIn` is shown, never edited. */
export const DEPARTURE_COLUMNS = ['city', 'date', 'until', 'price', 'tax', 'allIn', 'occupancy', 'availability', 'supplierCode', 'note'] as const;
export type DepartureColumn = (typeof DEPARTURE_COLUMNS)[number];

/** An id for a new departure, unique within the package (it names the departure in the price history). */
export function newDepartureId(): string {
  return crypto.randomUUID();
}

/** A stored departure as a row. */
export function rowOfDeparture(departure: Departure): DepartureRow {
  return {
    id: departure.id,
    departureCityId: departure.departureCityId,
    date: departure.date,
    until: departure.until ?? '',
    price: departure.price.toFixed(2),
    tax: departure.tax.toFixed(2),
    occupancy: departure.occupancy,
    availability: departure.availability,
    supplierCode: departure.supplierCode ?? '',
    note: departure.note ?? '',
  };
}

/** A new row: the city and date of the last row (a week later), its prices and basis, or blanks. */
export function newDepartureRow(previous: DepartureRow | undefined): DepartureRow {
  return {
    id: newDepartureId(),
    departureCityId: previous?.departureCityId ?? null,
    date: '',
    until: '',
    price: previous?.price ?? '',
    tax: previous?.tax ?? '',
    occupancy: previous?.occupancy ?? 'double',
    availability: 'available',
    supplierCode: '',
    note: '',
  };
}

function amountOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** A row as the API body carries it (before the schema runs). */
export function departureInputOf(row: DepartureRow): Record<string, unknown> {
  return {
    id: row.id,
    departureCityId: row.departureCityId ?? undefined,
    date: row.date,
    ...(row.until !== '' ? { until: row.until } : {}),
    price: amountOf(row.price),
    tax: amountOf(row.tax),
    occupancy: row.occupancy,
    availability: row.availability,
    ...(row.supplierCode.trim() !== '' ? { supplierCode: row.supplierCode.trim() } : {}),
    ...(row.note.trim() !== '' ? { note: row.note.trim() } : {}),
  };
}

/** Price + taxes of a row in cents, or null while either is not a number. */
export function allInCents(row: Pick<DepartureRow, 'price' | 'tax'>): number | null {
  const price = Number(row.price);
  const tax = Number(row.tax);
  if (row.price.trim() === '' || row.tax.trim() === '' || !Number.isFinite(price) || !Number.isFinite(tax)) return null;
  return toCents(price) + toCents(tax);
}

/** A price change for a selection: add an amount (negative lowers) or a percentage. */
export interface PriceChange {
  by: 'amount' | 'percent';
  value: number;
}

/** A price after a change, in cents: rounded to the cent, never below zero. */
export function changedPrice(priceText: string, change: PriceChange): string {
  const cents = toCents(Number(priceText));
  const next = change.by === 'amount' ? cents + Math.round(change.value * 100) : Math.round(cents * (1 + change.value / 100));
  return (Math.max(0, next) / 100).toFixed(2);
}

/** The rows with the price of those in `ids` changed (rows whose price is not a number stay as they are). */
export function changeRowPrices(rows: readonly DepartureRow[], ids: ReadonlySet<string>, change: PriceChange): DepartureRow[] {
  return rows.map((row) =>
    ids.has(row.id) && Number.isFinite(Number(row.price)) && row.price.trim() !== '' ? { ...row, price: changedPrice(row.price, change) } : row,
  );
}

/** The rows with those in `ids` marked sold out. */
export function markRowsSoldOut(rows: readonly DepartureRow[], ids: ReadonlySet<string>): DepartureRow[] {
  return rows.map((row) => (ids.has(row.id) ? { ...row, availability: 'sold-out' } : row));
}

/** What makes two rows the same offer: city, days and occupancy (the package refuses two). */
export function rowOfferKey(row: Pick<DepartureRow, 'departureCityId' | 'date' | 'until' | 'occupancy'>): string {
  return `${row.departureCityId ?? ''}/${row.date}/${row.until}/${row.occupancy}`;
}

/** The rows with `added` after them, leaving out any added row the rows already offer; and how many were left out. */
export function appendRows(rows: readonly DepartureRow[], added: readonly DepartureRow[]): { rows: DepartureRow[]; skipped: number } {
  const offers = new Set(rows.map(rowOfferKey));
  const fresh = added.filter((row) => !offers.has(rowOfferKey(row)));
  return { rows: [...rows, ...fresh], skipped: added.length - fresh.length };
}

/** How an import changed the rows: how many rows of the file replaced a listed departure, how many were added. */
export interface ImportedRows {
  rows: DepartureRow[];
  replaced: number;
  added: number;
}

/**
 * The rows after importing a file's departures, as the server's import combines them: `merge` keeps the rows and
 * lets a departure of the file for the same city, days and occupancy as a row replace it (keeping the row's id, so
 * the price history follows it), the others being added; `replace` makes the file's departures the rows (a row's
 * id kept for the same offer).
 */
export function importRows(rows: readonly DepartureRow[], imported: readonly Departure[], mode: 'merge' | 'replace'): ImportedRows {
  const byOffer = new Map(rows.map((row) => [rowOfferKey(row), row]));
  const importedRows = imported.map((departure) => {
    const row = rowOfDeparture(departure);
    const same = byOffer.get(rowOfferKey(row));
    return same ? { ...row, id: same.id } : row;
  });
  const replaced = importedRows.filter((row) => byOffer.has(rowOfferKey(row))).length;
  if (mode === 'replace') return { rows: importedRows, replaced, added: importedRows.length - replaced };
  const importedByOffer = new Map(importedRows.map((row) => [rowOfferKey(row), row]));
  const kept = rows.map((row) => importedByOffer.get(rowOfferKey(row)) ?? row);
  return { rows: [...kept, ...importedRows.filter((row) => !byOffer.has(rowOfferKey(row)))], replaced, added: importedRows.length - replaced };
}
