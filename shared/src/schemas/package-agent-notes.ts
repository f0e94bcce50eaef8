import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { optionalText } from './common-fields.ts';
import { editorVersionSchema, portalDocumentSchema } from './portal-fields.ts';

/**
 * A package's agent-only layer: what connected agents (and admins) read about a deal and visitors never see: the
 * commission, the supplier and its booking code, selling notes and a file or two of the media library's
 * `Documents/` folder. Stored apart from the package (docs/decisions/agent-selling.md), so no public read carries it.
 */

export const AGENT_NOTES_COMMISSION_MAX = 500;
export const AGENT_NOTES_SUPPLIER_MAX = 150;
export const AGENT_NOTES_BOOKING_CODE_MAX = 100;
export const AGENT_NOTES_SELLING_NOTES_MAX = 4000;
export const AGENT_NOTES_FILES_MAX = 2;

const agentNotesEditableShape = () => ({
  /** What the agency earns and how agents are paid on it, in plain text. */
  commissionNote: optionalText(AGENT_NOTES_COMMISSION_MAX),
  /** Who operates the deal. */
  supplierName: optionalText(AGENT_NOTES_SUPPLIER_MAX),
  /** The supplier's code to book it under. */
  bookingCode: optionalText(AGENT_NOTES_BOOKING_CODE_MAX),
  /** How to sell it: who it suits, what to say, what to watch for (plain text; line breaks kept). */
  sellingNotes: optionalText(AGENT_NOTES_SELLING_NOTES_MAX),
  /** Up to two files of the media library's `Documents/` folder, each with the title agents see. */
  files: z
    .array(portalDocumentSchema, { error: 'must be a list' })
    .check(z.maxLength(AGENT_NOTES_FILES_MAX, { error: `must have at most ${AGENT_NOTES_FILES_MAX} files` })),
});

/** Body of `PUT /api/admin/packages/{id}/agent-notes`: every field and the version the editor read (0 the first time). */
export const packageAgentNotesUpdateInputSchema = lazySchema(() => z.strictObject({ ...agentNotesEditableShape(), version: editorVersionSchema }));
export type PackageAgentNotesUpdateInput = z.output<typeof packageAgentNotesUpdateInputSchema>;
export type PackageAgentNotesFields = Omit<PackageAgentNotesUpdateInput, 'version'>;

/** A package's notes with nothing written: what a package answers until an admin first saves its notes. */
export const EMPTY_AGENT_NOTES: PackageAgentNotesFields = { commissionNote: '', supplierName: '', bookingCode: '', sellingNotes: '', files: [] };

/** The notes as the package builder edits them: version 0 and no dates until first saved. */
export interface PackageAgentNotes extends PackageAgentNotesFields {
  packageId: number;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Answer of the admin's `GET`/`PUT /api/admin/packages/{id}/agent-notes`. */
export interface PackageAgentNotesAnswer {
  data: PackageAgentNotes;
}

/**
 * The notes as a connected agent reads them on the package page: no editor, no version. Files are by title and key
 * only: `Documents/` is private, so each is opened through `GET /api/portal/document-link` at the click.
 */
export interface PackageAgentNotesView extends PackageAgentNotesFields {
  package_url: string;
  title: string;
  /** When an admin last changed them; null when none were ever written. */
  updatedAt: string | null;
}

/** Answer of `GET /api/portal/packages/{slug}/agent-notes`. */
export interface PortalPackageAgentNotesAnswer {
  data: PackageAgentNotesView;
}
