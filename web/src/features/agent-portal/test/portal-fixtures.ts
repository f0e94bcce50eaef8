import type { PortalPage } from '@tdp/shared/schemas/portal-page';
import type { Supplier } from '@tdp/shared/schemas/supplier';
import type { Webinar } from '@tdp/shared/schemas/webinar';

const AUDIT = { version: 1, createdAt: '2026-05-01T16:00:00.000Z', createdBy: 'admin', updatedAt: '2026-05-01T16:00:00.000Z', updatedBy: 'admin' };

/** A supplier as the portal's reads answer it; `changes` override any field. */
export function supplierFixture(changes: Partial<Supplier> = {}): Supplier {
  return {
    id: 1,
    name: 'Sunwing Vacations',
    categories: ['VacationPackages'],
    summary: 'All-inclusive sun packages from Canadian gateways',
    logo: null,
    website: 'https://www.sunwing.ca',
    agentPortal: 'https://agents.sunwing.ca',
    contacts: [{ name: 'Karen Wong', role: 'Business Development Manager, BC', phone: '1-800-555-0123', email: 'karen.wong@example.com' }],
    bookingNotes: '<p>Book through the agent site.</p>',
    commissionNotes: '<p>12% on packages.</p>',
    documents: [],
    active: true,
    ...AUDIT,
    ...changes,
  };
}

/** A published webinar starting at `startsAt` (UTC) for an hour; `changes` override any field. */
export function webinarFixture(changes: Partial<Webinar> & { startsAt: string; startsAtLocal: string }): Webinar {
  const end = new Date(Date.parse(changes.startsAt) + 60 * 60_000).toISOString();
  return {
    id: 1,
    kind: 'webinar',
    title: 'Selling river cruises',
    durationMinutes: 60,
    presenter: 'Harpreet Gill',
    location: '',
    joinUrl: 'https://zoom.example.com/j/123',
    recordingUrl: null,
    materials: [],
    description: '<p>What sells on the Danube.</p>',
    published: true,
    timeZone: 'America/Vancouver',
    endsAt: end,
    ...AUDIT,
    ...changes,
  };
}

/** A portal page as `GET /api/portal/pages/{slug}` answers it. */
export function portalPageFixture(changes: Partial<PortalPage> & Pick<PortalPage, 'slug' | 'title' | 'group' | 'feature'>): PortalPage {
  return { intro: '', sections: [], version: 0, updatedAt: null, updatedBy: null, ...changes };
}
