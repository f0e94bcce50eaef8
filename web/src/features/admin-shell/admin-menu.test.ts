import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, adminMenuHref, findActiveMenuEntry } from './admin-menu.ts';

function activeLabel(address: string): string | null {
  const url = new URL(address, 'http://localhost');
  return findActiveMenuEntry(url.pathname, url.search)?.label ?? null;
}

describe('admin menu', () => {
  it("lists the menu's groups and entries in their fixed order", () => {
    expect(ADMIN_MENU.map((group) => [group.label, group.entries.map(adminMenuHref)])).toEqual([
      ['Homepage', ['/admin-dashboard/top-best-bets', '/admin-dashboard/continent-best-bets', '/admin-dashboard/testimonials']],
      [
        'Packages',
        [
          '/admin-dashboard/packages',
          '/admin-dashboard/tables',
          '/admin-dashboard/promotions',
          '/admin-dashboard/packages/destinations?regular',
          '/admin-dashboard/packages/destinations?cruise',
          '/admin-dashboard/packages/travel-styles',
          '/admin-dashboard/packages/departures',
        ],
      ],
      [
        'Resource Centre',
        [
          '/admin-dashboard/MainPageView/view',
          '/admin-dashboard/WebinarWednesdaysManagement/view',
          '/admin-dashboard/SuppliersGuide/view',
          '/admin-dashboard/newsletter',
          '/admin-dashboard/welcome-video',
        ],
      ],
      [
        'Media Library',
        [
          '/admin-dashboard/FileManager?folder=package-images/',
          '/admin-dashboard/FileManager?folder=Documents/',
          '/admin-dashboard/FileManager?folder=suppliers/logo/',
        ],
      ],
      ['Agents', ['/admin-dashboard/agent/list', '/admin-dashboard/agent/profile-changes', '/admin-dashboard/agent/link-stats']],
      ['Admin', ['/admin-dashboard/admin/list']],
      ['Email Management', ['/admin-dashboard/email-templates', '/admin-dashboard/email-types']],
      ['Leads', ['/admin-dashboard/leads', '/admin-dashboard/leads/routing', '/admin-dashboard/reports']],
    ]);
    expect(ADMIN_MENU[0]!.entries[1]!.label).toBe('Top Picks');
  });

  it('highlights by path and query: regular and cruise destinations are different entries', () => {
    expect(activeLabel('/admin-dashboard/packages/destinations?regular')).toBe('Destinations');
    expect(activeLabel('/admin-dashboard/packages/destinations?cruise')).toBe('Cruise Destinations');
    expect(activeLabel('/admin-dashboard/packages/destinations/edit/4?cruise')).toBe('Cruise Destinations');
    expect(activeLabel('/admin-dashboard/packages/destinations/new?regular')).toBe('Destinations');
  });

  it('tells the three media folders apart by the value of their folder query', () => {
    expect(activeLabel('/admin-dashboard/FileManager?folder=package-images/')).toBe('Package Images');
    expect(activeLabel('/admin-dashboard/FileManager?folder=Documents%2F')).toBe('Documents');
    expect(activeLabel('/admin-dashboard/FileManager?folder=suppliers/logo/')).toBe('Supplier Logos');
    expect(activeLabel('/admin-dashboard/FileManager?folder=other/')).toBeNull();
  });

  it('keeps the entry of a list lit on its add and edit pages, and prefers the most specific path', () => {
    expect(activeLabel('/admin-dashboard/packages')).toBe('Packages');
    expect(activeLabel('/admin-dashboard/packages/edit/12')).toBe('Packages');
    expect(activeLabel('/admin-dashboard/packages/add')).toBe('Packages');
    expect(activeLabel('/admin-dashboard/packages/travel-styles')).toBe('Travel Styles');
    expect(activeLabel('/admin-dashboard/promotion-form?id=3')).toBe('Promotions');
    expect(activeLabel('/admin-dashboard/WebinarWednesdaysManagement/edit/2')).toBe('Webinar Wednesdays');
    expect(activeLabel('/admin-dashboard/suppliers-guide/add')).toBe('Suppliers Guide');
    expect(activeLabel('/admin-dashboard/agent/edit/5')).toBe('Agents');
    expect(activeLabel('/admin-dashboard/admin/add')).toBe('Admins');
    expect(activeLabel('/admin-dashboard/email-templates/edit/quote-received-agency')).toBe('Email Templates');
    expect(activeLabel('/admin-dashboard/email-types')).toBe('Email Types');
    expect(activeLabel('/admin-dashboard/leads')).toBe('Leads');
    expect(activeLabel('/admin-dashboard/leads/01JZ8Q5V3M6N7P8Q9R0S1T2V3W')).toBe('Leads');
    expect(activeLabel('/admin-dashboard/leads/routing')).toBe('Lead routing');
    expect(activeLabel('/admin-dashboard/reports')).toBe('Reports');
    expect(activeLabel('/admin-dashboard/top-best-bets/')).toBe('Top Best Bets');
  });

  it('lights nothing for a path outside the menu or outside the dashboard', () => {
    expect(activeLabel('/admin-dashboard/no-such-page')).toBeNull();
    expect(activeLabel('/admin-dashboard/packagesX')).toBeNull();
    expect(activeLabel('/deals')).toBeNull();
  });
});
