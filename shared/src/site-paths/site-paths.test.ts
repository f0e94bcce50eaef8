import { describe, expect, expectTypeOf, it } from 'vitest';
import { PORTAL_PAGES } from '../portal-pages.ts';
import { ADMIN_PATHS } from './admin-paths.ts';
import { ADMIN_HOME_PATH, isSignedInAreaPath, PORTAL_HOME_PATH } from './area-paths.ts';
import { PORTAL_PATHS } from './portal-paths.ts';
import { BECOME_AGENT_APPLY_HREF, PUBLIC_PATHS } from './public-paths.ts';
import * as STANDALONE_PATHS from './standalone-paths.ts';
import * as LEGACY_PATHS from './legacy-paths.ts';
import { englishSitePath, lowerCasePathSource, pathHref, publicPathSource, siteLocaleOf, sitePathIn, type PathParams } from './site-path.ts';

/** The spec's routes (§2), as it writes them: `{name}` a parameter, `{name?}` an optional one. */
const SPEC_PUBLIC_ROUTES = [
  '/',
  '/thank-you',
  '/contact-us',
  '/careers',
  '/privacy-policy',
  '/security-policy',
  '/terms-and-conditions',
  '/login',
  '/ForgotPassword',
  '/resetpassword/{cryptoKey}',
  '/deals',
  '/cruise-deals/{travelStyleId?}/{continentId?}/{countryId?}',
  '/deals/disney',
  '/deals/{id}',
  '/request-a-quote',
  '/disney-request-a-quote',
  '/search-and-book',
  '/search-and-book/soft-voyage',
  '/agents/AgentPageMain',
  '/agents/FindYourConnectedAgent',
  '/ca/{slug}',
  '/group-travels',
  '/group-travel-request-a-quote',
  '/group-travels/friends-and-family',
  '/group-travels/destination-wedding',
  '/group-travels/group-promotion',
];
const SPEC_STANDALONE_ROUTES = ['/header', '/footer', '/CruiseHeader', '/Cruisefooter', '/test', '/admin-login', '/spinner'];
const SPEC_ADMIN_ROUTES = [
  'packages',
  'packages/add',
  'packages/edit/{id}',
  'packages/departures',
  'packages/travel-styles',
  'packages/destinations',
  'packages/destinations/new',
  'packages/destinations/edit/{id}',
  'FileManager',
  'tables',
  'MainPageView/view',
  'WebinarWednesdaysManagement/view',
  'WebinarWednesdaysManagement/add',
  'WebinarWednesdaysManagement/edit/{id}',
  'SuppliersGuide/view',
  'suppliers-guide/add',
  'suppliers-guide/edit/{id}',
  'newsletter',
  'newsletter/add',
  'newsletter/edit/{id}',
  'welcome-video',
  'agent/list',
  'agent/add',
  'agent/edit/{id}',
  'admin/list',
  'admin/add',
  'admin/edit/{id}',
  'continent-best-bets',
  'top-best-bets',
  'testimonials',
  'promotions',
  'promotion-form',
  'email-templates',
  'email-types',
].map((path) => `/admin-dashboard/${path}`);
const SPEC_PORTAL_ROUTES = ['/agent-dashboard/SuppliersGuide/{category}', '/agent-dashboard/SupplierDetail/{id}'];

/** A spec route in React Router's form: `{id}` → `:id`, `{id?}` → `:id?`. */
const asPattern = (route: string) => route.replace(/\{(\w+)(\??)\}/g, ':$1$2');

describe('the paths module', () => {
  it("has every route of the spec's public site, outside-the-shell pieces, admin area and agent portal", () => {
    const patterns: string[] = [
      ...Object.values(PUBLIC_PATHS),
      ...Object.values(STANDALONE_PATHS),
      ...Object.values(ADMIN_PATHS),
      ...Object.values(PORTAL_PATHS),
    ];
    for (const route of [...SPEC_PUBLIC_ROUTES, ...SPEC_STANDALONE_ROUTES, ...SPEC_ADMIN_ROUTES, ...SPEC_PORTAL_ROUTES]) {
      expect(patterns, route).toContain(asPattern(route));
    }
    expect(ADMIN_PATHS.home).toBe('/admin-dashboard');
    expect(PORTAL_PATHS.home).toBe('/agent-dashboard');
    // The portal's own pages (WelcomeVideo, AdminTeamList, …, faqs, AgencyContactInfo) are one pattern with their slug.
    expect(PORTAL_PAGES.map((page) => pathHref(PORTAL_PATHS.page, { slug: page.slug }))).toContain('/agent-dashboard/webinarwednesdays');
  });

  it('names each address once', () => {
    const all = [
      ...Object.values(PUBLIC_PATHS),
      ...Object.values(STANDALONE_PATHS),
      ...Object.values(LEGACY_PATHS),
      ...Object.values(ADMIN_PATHS),
      ...Object.values(PORTAL_PATHS),
    ];
    expect(all.filter((pattern, index) => all.indexOf(pattern) !== index)).toEqual([]);
  });

  it("builds the spec's addresses from the patterns", () => {
    expect(pathHref(PUBLIC_PATHS.home)).toBe('/');
    expect(pathHref(PUBLIC_PATHS.deals)).toBe('/deals');
    expect(pathHref(PUBLIC_PATHS.package, { id: 'bali-escape' })).toBe('/deals/bali-escape');
    expect(pathHref(PUBLIC_PATHS.resetPassword, { cryptoKey: 'k3y_-x' })).toBe('/resetpassword/k3y_-x');
    expect(pathHref(PUBLIC_PATHS.agentProfile, { slug: 'jane-doe' })).toBe('/ca/jane-doe');
    expect(BECOME_AGENT_APPLY_HREF).toBe('/agents/AgentPageMain#apply');
    expect(pathHref(ADMIN_PATHS.packageEdit, { id: 12 })).toBe('/admin-dashboard/packages/edit/12');
    expect(pathHref(ADMIN_PATHS.destinationEdit, { id: 3 })).toBe('/admin-dashboard/packages/destinations/edit/3');
    expect(pathHref(ADMIN_PATHS.lead, { id: '01JD8X3V5W9K2M4N6P8Q0R2S4T' })).toBe('/admin-dashboard/leads/01JD8X3V5W9K2M4N6P8Q0R2S4T');
    expect(pathHref(PORTAL_PATHS.myLead, { id: '01JD8X3V5W9K2M4N6P8Q0R2S4T' })).toBe('/agent-dashboard/MyLeads/01JD8X3V5W9K2M4N6P8Q0R2S4T');
  });

  it('drops the optional segments left out, and keeps the ones given in order', () => {
    expect(pathHref(PUBLIC_PATHS.cruiseDeals)).toBe('/cruise-deals');
    expect(pathHref(PUBLIC_PATHS.cruiseDeals, { travelStyleId: 4 })).toBe('/cruise-deals/4');
    expect(pathHref(PUBLIC_PATHS.cruiseDeals, { travelStyleId: 4, continentId: 'continent-2', countryId: 'country-7' })).toBe(
      '/cruise-deals/4/continent-2/country-7',
    );
  });

  it('escapes what a path segment cannot hold, and keeps what it can as written', () => {
    expect(pathHref(PORTAL_PATHS.supplierCategory, { category: 'Ground&Rail' })).toBe('/agent-dashboard/SuppliersGuide/Ground&Rail');
    expect(pathHref(ADMIN_PATHS.emailTemplateEdit, { id: 'a/b c?d#e%' })).toBe('/admin-dashboard/email-templates/edit/a%2Fb%20c%3Fd%23e%25');
    expect(pathHref(PUBLIC_PATHS.package, { id: 'été' })).toBe('/deals/%C3%A9t%C3%A9');
  });

  it('writes English addresses without a prefix and French ones under /fr', () => {
    expect(pathHref(PUBLIC_PATHS.package, { id: 'bali-escape' }, { locale: 'en' })).toBe('/deals/bali-escape');
    expect(pathHref(PUBLIC_PATHS.package, { id: 'bali-escape' }, { locale: 'fr' })).toBe('/fr/deals/bali-escape');
    expect(pathHref(PUBLIC_PATHS.cruiseDeals, { travelStyleId: 4 }, { locale: 'fr' })).toBe('/fr/cruise-deals/4');
    expect(pathHref(PUBLIC_PATHS.home, {}, { locale: 'fr' })).toBe('/fr');
    expect(pathHref(PUBLIC_PATHS.home, {}, { locale: 'en' })).toBe('/');
  });

  it('writes a path in either language and back, query kept', () => {
    expect(sitePathIn('/deals?sort=price-asc', 'fr')).toBe('/fr/deals?sort=price-asc');
    expect(sitePathIn('/', 'fr')).toBe('/fr');
    expect(sitePathIn('/?q=x', 'fr')).toBe('/fr?q=x');
    expect(sitePathIn('/deals', 'en')).toBe('/deals');
    expect(englishSitePath('/fr/deals?sort=price-asc')).toBe('/deals?sort=price-asc');
    expect(englishSitePath('/fr')).toBe('/');
    expect(englishSitePath('/french')).toBe('/french');
  });

  it('matches a public pattern in English and under /fr', () => {
    const matches = (pattern: string, path: string) => new RegExp(publicPathSource(pattern)).test(path.toLowerCase());
    expect(publicPathSource(PUBLIC_PATHS.deals)).toBe('^(?:/fr)?/deals/?$');
    for (const path of ['/deals', '/fr/deals', '/FR/Deals/']) expect(matches(PUBLIC_PATHS.deals, path), path).toBe(true);
    for (const path of ['/fr/fr/deals', '/french/deals', '/deals/x']) expect(matches(PUBLIC_PATHS.deals, path), path).toBe(false);
    expect(matches(PUBLIC_PATHS.home, '/fr')).toBe(true);
  });

  it('tells the language of an address from its first segment', () => {
    for (const path of ['/fr', '/fr/', '/fr/deals', '/FR/Deals/bali-escape', '/fr/cruise-deals/4']) expect(siteLocaleOf(path), path).toBe('fr');
    for (const path of ['/', '', '/deals', '/french', '/fr-ca', '/frdeals', '/deals/fr', '/admin-dashboard', '/agent-dashboard/MyLeads'])
      expect(siteLocaleOf(path), path).toBe('en');
  });

  it("types each pattern's parameters: required ones must be given, optional ones may be", () => {
    expectTypeOf<PathParams<typeof PUBLIC_PATHS.package>>().toMatchTypeOf<{ id: string | number }>();
    expectTypeOf<PathParams<typeof PUBLIC_PATHS.cruiseDeals>>().toMatchTypeOf<{ travelStyleId?: string | number | null }>();
    // @ts-expect-error the package's id is required
    pathHref(PUBLIC_PATHS.package);
    // @ts-expect-error a parameter the pattern does not have
    pathHref(PUBLIC_PATHS.package, { id: 'x', slug: 'y' });
  });

  it("writes a pattern as a regular expression over the lower-cased path, as the edge matches the router's addresses", () => {
    const matches = (pattern: string, path: string) => new RegExp(lowerCasePathSource(pattern)).test(path.toLowerCase());
    expect(lowerCasePathSource(PUBLIC_PATHS.package)).toBe('^/deals/[^/]+/?$');
    expect(matches(PUBLIC_PATHS.package, '/Deals/Bali-Escape/')).toBe(true);
    expect(matches(PUBLIC_PATHS.package, '/deals')).toBe(false);
    expect(matches(PUBLIC_PATHS.package, '/deals/a/b')).toBe(false);
    for (const path of ['/cruise-deals', '/cruise-deals/4', '/cruise-deals/4/continent-2/country-7/'])
      expect(matches(PUBLIC_PATHS.cruiseDeals, path), path).toBe(true);
    expect(matches(PUBLIC_PATHS.cruiseDeals, '/cruise-deals/4/continent-2/country-7/city-1')).toBe(false);
    expect(matches(PUBLIC_PATHS.cruiseDeals, '/cruise-dealsx')).toBe(false);
    expect(matches(PUBLIC_PATHS.connectedAgents, '/agents/FindYourConnectedAgent')).toBe(true);
  });

  it('tells the signed-in areas apart from the public site, whatever the case', () => {
    expect(isSignedInAreaPath(ADMIN_HOME_PATH)).toBe(true);
    expect(isSignedInAreaPath(`${PORTAL_HOME_PATH}/MyLeads`)).toBe(true);
    expect(isSignedInAreaPath('/Admin-Dashboard/packages')).toBe(true);
    expect(isSignedInAreaPath('/admin-dashboardx')).toBe(false);
    expect(isSignedInAreaPath('/deals')).toBe(false);
  });
});
