import type { Package } from '@tdp/shared/schemas/package';
import type { StoredPackageAgentNotes } from '@tdp/functions/data/package-agent-notes-repository';
import { documentRef } from './portal-documents-seed-data.ts';

/** How many of the newest published packages get agent-only notes in the local stack (the homepage's six among them). */
export const SEED_AGENT_NOTES_COUNT = 12;

const SEED_AT = '2026-11-01T09:00:00.000Z';

/** The supplier the package's Overview tab names, if any. */
function supplierOf(pkg: Package): string {
  for (const tab of pkg.tabs) {
    const supplier = tab.fields.supplier;
    if (typeof supplier === 'string' && supplier.trim() !== '') return supplier;
  }
  return 'Maple Leaf Vacations';
}

/** A booking code in the form the seed's suppliers use: their initials, the package number and the season. */
function bookingCodeOf(supplier: string, pkg: Package): string {
  const initials = supplier
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return `${initials}-${String(pkg.id).padStart(4, '0')}-W27`;
}

const SELLING_ANGLES = [
  'Lead with the all-in price: taxes and fees are already in the figure on the page.',
  'Clients who travelled with us last year get a $100 future-travel credit: check ClientBase before quoting.',
  'Offer the insurance conversation at the quote and again at deposit; record the decision on the booking.',
  'Space is limited on the busiest weeks: hold the booking with the deposit rather than waiting on the full payment.',
] as const;

const COMMISSION_NOTES = [
  '12% on the land and hotel portion, 5% on air; paid to the agency 30 days after the client returns.',
  '10% on the whole package, 13% on groups of ten or more; paid monthly after travel.',
  '14% during the launch offer (bookings made before the end of the month), then 11%.',
] as const;

/**
 * Agent-only notes for the newest published packages, as an admin would write them in the package builder:
 * commission, the supplier the Overview tab names and its booking code, selling tips and, for some, the card
 * authorization form and the clients' pre-departure checklist (files the portal seed puts in the media library).
 */
export function seedPackageAgentNotes(packages: readonly Package[]): StoredPackageAgentNotes[] {
  const newestPublished = [...packages]
    .filter((pkg) => pkg.status === 'published')
    .sort((a, b) => b.id - a.id)
    .slice(0, SEED_AGENT_NOTES_COUNT);
  return newestPublished.map((pkg, index) => {
    const supplier = supplierOf(pkg);
    const files =
      index % 3 === 0
        ? [documentRef('creditCardAuthorization'), documentRef('predepartureChecklist')]
        : index % 3 === 1
          ? [documentRef('predepartureChecklist')]
          : [];
    return {
      packageId: pkg.id,
      commissionNote: COMMISSION_NOTES[index % COMMISSION_NOTES.length]!,
      supplierName: supplier,
      bookingCode: bookingCodeOf(supplier, pkg),
      sellingNotes: [
        `${pkg.title}: book through ${supplier}'s agent site with code ${bookingCodeOf(supplier, pkg)}.`,
        SELLING_ANGLES[index % SELLING_ANGLES.length]!,
        'Call the supplier desk for room or cabin requests the booking site does not offer.',
      ].join('\n'),
      files,
      version: 1,
      createdAt: SEED_AT,
      createdBy: 'seed',
      updatedAt: SEED_AT,
      updatedBy: 'seed',
    };
  });
}
