import type { PackageAgentNotesFields } from '@tdp/shared/schemas/package-agent-notes';
import type { AuditFields } from '@tdp/shared/schemas/common-fields';
import { packageAgentNotesKey } from './content-keys.ts';
import { contentItem, deleteIfPresent, getEntity, type WriteActor } from './content-table.ts';
import { saveFixedItem } from './fixed-item.ts';
import { deleteWrite, type ContentWrite } from './content-transaction.ts';

/** Entity name of a package's agent-only notes in the content table. */
const ENTITY = 'packageAgentNotes';

/** A package's agent-only notes as stored (their own item beside the package: `content-keys.ts`). */
export interface StoredPackageAgentNotes extends PackageAgentNotesFields, AuditFields {
  packageId: number;
}

/** The notes of package `packageId`, or null until an admin first saves them. */
export function findPackageAgentNotes(packageId: number): Promise<StoredPackageAgentNotes | null> {
  return getEntity<StoredPackageAgentNotes>(packageAgentNotesKey(packageId));
}

/** Stores the notes at `expectedVersion` (0: first save); 409 `{version: 'is out of date'}` when stale. */
export function savePackageAgentNotes(
  packageId: number,
  expectedVersion: number,
  fields: PackageAgentNotesFields,
  actor: WriteActor,
): Promise<StoredPackageAgentNotes> {
  return saveFixedItem<StoredPackageAgentNotes>(packageAgentNotesKey(packageId), ENTITY, expectedVersion, { ...fields, packageId }, actor);
}

/** Deletes a package's notes now (what a delete left behind; safe to repeat). */
export function deletePackageAgentNotes(packageId: number): Promise<void> {
  return deleteIfPresent(packageAgentNotesKey(packageId));
}

/** The write that deletes a package's notes, in the package's delete. */
export function deletePackageAgentNotesWrite(packageId: number): ContentWrite {
  return deleteWrite('agent notes', packageAgentNotesKey(packageId));
}

/** The stored item of a package's notes, for bulk loading (the local seed). */
export function packageAgentNotesItemForBulkLoad(notes: StoredPackageAgentNotes): Record<string, unknown> {
  return contentItem(packageAgentNotesKey(notes.packageId), ENTITY, notes);
}
