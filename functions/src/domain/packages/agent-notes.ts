import {
  EMPTY_AGENT_NOTES,
  type PackageAgentNotes,
  type PackageAgentNotesFields,
  type PackageAgentNotesUpdateInput,
  type PackageAgentNotesView,
} from '@tdp/shared/schemas/package-agent-notes';
import type { Role } from '@tdp/shared/api/route-definition';
import { NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { findPackageIdByUrl, getPackageCard } from '../../data/package-repository.ts';
import type { PackageCardRecord } from './package-card.ts';
import { findPackageAgentNotes, savePackageAgentNotes, type StoredPackageAgentNotes } from '../../data/package-agent-notes-repository.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

/**
 * A package's agent-only layer (docs/decisions/agent-selling.md): admins edit it in the package builder, connected
 * agents read it on the package page once signed in. It is its own item beside the package, so the package, its card
 * and every public read built on them never hold it.
 */

const NO_SUCH_PACKAGE = 'There is no such package.';

async function requirePackage(packageId: number): Promise<PackageCardRecord> {
  const card = await getPackageCard(packageId);
  if (!card) throw new NotFound(NO_SUCH_PACKAGE);
  return card;
}

function fieldsOf(stored: StoredPackageAgentNotes | null): PackageAgentNotesFields {
  if (!stored) return { ...EMPTY_AGENT_NOTES, files: [] };
  return {
    commissionNote: stored.commissionNote,
    supplierName: stored.supplierName,
    bookingCode: stored.bookingCode,
    sellingNotes: stored.sellingNotes,
    files: stored.files.map((file) => ({ title: file.title, key: file.key })),
  };
}

function forEditing(packageId: number, stored: StoredPackageAgentNotes | null): PackageAgentNotes {
  return {
    packageId,
    ...fieldsOf(stored),
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
  };
}

/** The notes of a package for the builder, at their version (0 and empty until first saved); 404 without the package. */
export async function readPackageAgentNotes(packageId: number): Promise<PackageAgentNotes> {
  await requirePackage(packageId);
  return forEditing(packageId, await findPackageAgentNotes(packageId));
}

/** Saves a package's notes at the version the admin read (0 the first time); 404 without the package, 409 when stale. */
export async function updatePackageAgentNotes(packageId: number, input: PackageAgentNotesUpdateInput, actor: WriteActor): Promise<PackageAgentNotes> {
  await requirePackage(packageId);
  await refuseUnusablePictures(input, () => findPackageAgentNotes(packageId));
  const { version, ...fields } = input;
  return forEditing(packageId, await savePackageAgentNotes(packageId, version, fields, actor));
}

/**
 * The notes of the package at url `slug` as a connected agent reads them: the same for every agent (they are the
 * agency's notes, not one agent's), each file by title and key (`Documents/` is private: the reader asks
 * `GET /api/portal/document-link` for it). An agent gets them for a published package only (a draft is the same 404
 * as a package that does not exist); an admin for any.
 */
export async function readPackageAgentNotesForAgents(slug: string, role: Role): Promise<PackageAgentNotesView> {
  const packageId = await findPackageIdByUrl(slug);
  const card = packageId === null ? null : await getPackageCard(packageId);
  if (!card || (role !== 'admin' && card.status !== 'published')) throw new NotFound(NO_SUCH_PACKAGE);
  const stored = await findPackageAgentNotes(card.id);
  return {
    package_url: card.package_url,
    title: card.title,
    ...fieldsOf(stored),
    updatedAt: stored?.updatedAt ?? null,
  };
}
