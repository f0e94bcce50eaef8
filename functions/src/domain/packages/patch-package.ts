import type { Package } from '@tdp/shared/schemas/package';
import { packageUpdateInputSchema } from '@tdp/shared/schemas/package';
import type { PackagePatchInput } from '@tdp/shared/schemas/package-patch';
import { Conflict, Invalid, NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';
import { getPackage } from '../../data/package-repository.ts';
import { zodIssuesToFields } from '../../http/zod-fields.ts';
import { editableFieldsOf } from './package-editable-fields.ts';
import { updatePackage } from './save-package.ts';

/**
 * Changes the fields of `patch` (an admin list's in-place cell) on the package as stored, if it is still at
 * `patch.version`: one request instead of reading the whole package and sending it back. The result is checked
 * by the package's own rules (a 400 names the field, e.g. `destinationIds` when publishing without one) and
 * saved like any update (no new version when nothing changes; the catalogue version moves otherwise).
 */
export async function patchPackage(id: number, patch: PackagePatchInput, actor: WriteActor): Promise<Package> {
  const current = await getPackage(id);
  if (!current) throw new NotFound('There is no such package.');
  if (current.version !== patch.version) throw new Conflict(STALE_VERSION_MESSAGE, { version: 'is out of date' });
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  // A package with departures takes its price and taxes from them (the lowest open departure): a typed one would be
  // replaced at once, so it is refused, naming the field.
  if ((current.departures?.length ?? 0) > 0) {
    const derived = (['price', 'tax'] as const).filter((field) => field in changes);
    if (derived.length > 0) {
      throw new Invalid(
        'This package takes its price from its departures: change the prices of its departures instead.',
        Object.fromEntries(derived.map((field) => [field, 'comes from the departures'])),
      );
    }
  }
  const checked = packageUpdateInputSchema.safeParse({ ...editableFieldsOf(current), ...changes });
  if (!checked.success) throw new Invalid('The change breaks a rule of the package.', zodIssuesToFields(checked.error.issues, ''));
  return updatePackage(id, checked.data, actor);
}
