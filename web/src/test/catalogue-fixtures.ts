import type { AuditFields } from '@tdp/shared/schemas/common-fields';
import type { AdminPackage, PackageAdminRow, PublicPackage } from '@tdp/shared/schemas/package';
import type { PackageAgentNotesView } from '@tdp/shared/schemas/package-agent-notes';

/** Audit fields of a stored item, for fixtures. */
export function audit(version = 1): AuditFields {
  return { version, createdAt: '2026-01-05T10:00:00.000Z', createdBy: 'admin', updatedAt: '2026-02-10T10:00:00.000Z', updatedBy: 'admin' };
}

/** A row of the admin package list, for fixtures. */
export function packageRow(id: number, overrides: Partial<PackageAdminRow> = {}): PackageAdminRow {
  return {
    id,
    package_url: `package-${id}`,
    title: `Package ${id}`,
    banner_image: `package-images/p${id}.png`,
    price: 1000 + id,
    tax: 100,
    icons_data: [],
    dateRanges: [],
    destinationName: 'Mexico',
    durationNights: 7,
    status: 'published',
    validUntil: '2099-12-31',
    version: 1,
    updatedAt: '2026-02-10T10:00:00.000Z',
    updatedBy: 'admin',
    priceSource: { from: 'package' },
    ...overrides,
  };
}

/** A whole package as `GET /packages/edit-form/{id}` returns it, for fixtures. */
export function editablePackage(id: number, overrides: Partial<AdminPackage> = {}): AdminPackage {
  return {
    id,
    package_url: `package-${id}`,
    title: `Package ${id}`,
    banner_image: `package-images/p${id}.png`,
    price: 1000 + id,
    tax: 100,
    icons_data: [],
    dateRanges: [{ id: 'd1', type: 'until', start: '2026-01-01', end: '2099-12-31' }],
    destinationIds: ['country-1'],
    travelStyleIds: [13],
    departureCityIds: [],
    status: 'published',
    validFrom: null,
    validUntil: '2099-12-31',
    seo: { title: '', description: '' },
    tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: {} }],
    ...audit(1),
    priceSource: { from: 'package' },
    ...overrides,
  };
}

/** A published package as the public read answers it (`bali-escape`, $1,000 + $250), for the package page's tests. */
export function publicPackage(overrides: Partial<PublicPackage> = {}): PublicPackage {
  return {
    id: 5,
    package_url: 'bali-escape',
    title: 'Bali Escape',
    banner_image: 'package-images/bali.png',
    price: 1000,
    tax: 250,
    icons_data: [],
    dateRanges: [],
    destinationIds: [],
    travelStyleIds: [],
    departureCityIds: [],
    tabs: [],
    status: 'published',
    validFrom: null,
    validUntil: null,
    seo: { title: '', description: '' },
    version: 1,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  } as PublicPackage;
}

/** The agent-only notes of {@link publicPackage} as an agent reads them, with one file. */
export function agentNotesView(overrides: Partial<PackageAgentNotesView> = {}): PackageAgentNotesView {
  return {
    package_url: 'bali-escape',
    title: 'Bali Escape',
    commissionNote: '12% on the land portion, paid 30 days after return.',
    supplierName: 'Pacific Sun Holidays',
    bookingCode: 'PSH-0005-W27',
    sellingNotes: 'Lead with the villa upgrade.\nHold with the deposit on peak weeks.',
    files: [{ title: 'Card authorization form', key: 'Documents/Forms/Card.pdf' }],
    updatedAt: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}
