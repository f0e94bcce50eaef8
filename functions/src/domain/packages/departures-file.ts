import { randomUUID } from 'node:crypto';
import type { Package } from '@tdp/shared/schemas/package';
import { packageUpdateInputSchema } from '@tdp/shared/schemas/package';
import {
  combineImportedDepartures,
  departuresToCsv,
  importProblemKey,
  importRefusalMessage,
  readDepartureCsv,
  type DepartureCsvExport,
  type DepartureImportInput,
} from '@tdp/shared/departures/departure-csv';
import { Conflict, Invalid, NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';
import { getPackage } from '../../data/package-repository.ts';
import { departureCityRepository } from '../../data/departure-city-repository.ts';
import { zodIssuesToFields } from '../../http/zod-fields.ts';
import { editableFieldsOf } from './package-editable-fields.ts';
import { updatePackage } from './save-package.ts';

/**
 * A package's departures as a CSV file, in and out (docs/decisions/departures.md). An import is checked whole before
 * anything is written: every bad row is named in one 400 (`rows.{line}.{column}`: its reason), and only a file whose
 * every row passes is saved, through the package's own update (derived price and dates, card, price history,
 * catalogue version, CDN), as one versioned write.
 */

async function packageAt(id: number, version: number): Promise<Package> {
  const current = await getPackage(id);
  if (!current) throw new NotFound('There is no such package.');
  if (current.version !== version) throw new Conflict(STALE_VERSION_MESSAGE, { version: 'is out of date' });
  return current;
}

/** Replaces or merges the package's departures with the file's and answers the saved package. */
export async function importDepartures(id: number, input: DepartureImportInput, actor: WriteActor): Promise<Package> {
  const current = await packageAt(id, input.version);
  const reading = readDepartureCsv(input.csv, await departureCityRepository.list(), randomUUID);
  if (!reading.ok)
    throw new Invalid(
      importRefusalMessage(reading.problems),
      Object.fromEntries(reading.problems.map((problem) => [importProblemKey(problem), problem.message])),
    );
  const departures = combineImportedDepartures(current.departures ?? [], reading.departures, input.mode);
  const checked = packageUpdateInputSchema.safeParse({ ...editableFieldsOf(current), departures, version: input.version });
  if (!checked.success)
    throw new Invalid('The imported departures break a rule of the package; nothing was imported.', zodIssuesToFields(checked.error.issues, ''));
  return updatePackage(id, checked.data, actor);
}

/** The package's departures as a file the import reads back, named after the package's url. */
export async function exportDepartures(id: number): Promise<DepartureCsvExport> {
  const current = await getPackage(id);
  if (!current) throw new NotFound('There is no such package.');
  return { csv: departuresToCsv(current.departures ?? [], await departureCityRepository.list()), fileName: `${current.package_url}-departures.csv` };
}
