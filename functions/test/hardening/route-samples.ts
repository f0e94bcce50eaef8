import type { RouteDefinition } from '@tdp/shared/api/route-definition';
import { pathParameterNames } from '@tdp/shared/api/route-definition';
import { routeList, type RouteName } from '@tdp/shared/api/routes';
import { EMAIL_TYPE_NAMES } from '@tdp/shared/schemas/email-template';
import { PORTAL_PAGE_SLUGS } from '@tdp/shared/schemas/portal-page';
import { daysFromToday } from '../lead-form-fixtures.ts';

/**
 * One valid request per manifest route: path parameters, query and body that the route's schemas accept.
 * The hardening tests start from these and break one thing at a time, so a refusal is always about that
 * one thing. `route-samples.test.ts` checks every sample against the manifest, so a schema change that
 * makes a sample invalid fails there first, with the field named.
 */

const PACKAGE_BODY = {
  package_url: 'lisbon-and-porto-by-rail',
  title: 'Lisbon and Porto by rail',
  banner_image: 'package-images/lisbon.jpg',
  share_image: 'package-images/lisbon-share.jpg',
  price: 2499.99,
  tax: 310.5,
  icons_data: [{ icon: 'plane', text1: 'Return flights from Vancouver' }],
  dateRanges: [{ id: 'd1', type: 'range', start: '2027-04-01', end: '2027-06-30' }],
  destinationIds: ['country-1'],
  travelStyleIds: [1],
  departureCityIds: [1],
  status: 'published',
  validFrom: null,
  validUntil: null,
  seo: { title: '', description: '' },
  tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Ten days of tiles, trams and port wine.', durationNights: 9 } }],
};

const CONTINENT_BODY = {
  continent_name: 'Europe',
  countries: [{ name: 'Portugal', cities: [{ name: 'Lisbon' }, { name: 'Porto' }] }],
};

const PRICING_GRID = {
  columns: [
    { key: 'cabin', label: 'Cabin' },
    { key: 'price', label: 'Price per person' },
  ],
  rows: [{ id: 'r1', cells: { cabin: 'Balcony', price: '$2,499' } }],
};

const BEST_BET_BODY = { packageId: 1, label: 'Best Seller', blurb: 'Our most booked week in the sun.', sortOrder: 1 };

const TESTIMONIAL_BODY = {
  author: 'Priya S.',
  location: 'Kelowna, BC',
  quote: 'Everything was arranged perfectly.',
  rating: 5,
  trip: 'Danube river cruise',
  date: '2026-05-02',
  published: true,
  sortOrder: 1,
};

const PROMOTION_BODY = {
  title: 'Spring in Portugal',
  subtitle: 'Save on rail tours',
  image: 'package-images/spring.jpg',
  link: '/deals?travelStyleIds=[13]',
  linkLabel: 'See the deals',
  placements: ['landing'],
  startsAt: '2027-03-01',
  endsAt: '2027-04-30',
  active: true,
  sortOrder: 1,
};

const EMAIL_TEMPLATE_CONTENT = {
  name: 'Contact message, short',
  subject: 'Message from {{fullName}}',
  html: '<p>{{fullName}} wrote to us.</p>',
  text: '{{fullName}} wrote to us.',
  placeholders: ['fullName'],
};

const SUPPLIER_BODY = {
  name: 'Sunwing Vacations',
  categories: ['VacationPackages'],
  summary: 'Sun packages from Canadian gateways',
  logo: 'suppliers/logo/sunwing.png',
  website: 'https://www.sunwing.ca',
  agentPortal: null,
  contacts: [{ name: 'Karen Wong', role: 'Business Development Manager', phone: '604-555-0142', email: 'karen.wong@example.com' }],
  bookingNotes: '<p>Book through the agent portal.</p>',
  commissionNotes: '',
  documents: [{ title: 'Rate sheet', key: 'Documents/sunwing-rates.pdf' }],
  active: true,
};

const WEBINAR_BODY = {
  kind: 'webinar',
  title: 'Selling Cuba with Sunwing',
  startsAtLocal: '2027-01-13T10:00',
  durationMinutes: 60,
  presenter: 'Karen Wong, Sunwing Vacations',
  location: '',
  joinUrl: 'https://zoom.example.com/j/123',
  recordingUrl: null,
  materials: [],
  description: '<p>Resorts and flights.</p>',
  published: true,
};

const NEWSLETTER_BODY = {
  title: 'December news',
  issueDate: '2026-12-01',
  summary: 'Holiday hours',
  body: '<p>The office closes on December 25.</p>',
  attachments: [],
  published: true,
};

const AGENT_PROFILE = {
  name: 'Nadia Haddad',
  photo: null,
  bio: 'Nadia plans honeymoons in the Mediterranean.',
  specialties: ['honeymoons'],
  languages: ['english', 'french'],
  city: 'Ottawa',
  province: 'ON',
  email: 'nadia.haddad@example.com',
  phone: '613-555-0134',
  membership: 'Connected Agent',
  status: 'active',
};

const ADMIN_ACCOUNT = {
  name: 'Sam Lee',
  username: 'sam.lee',
  email: 'sam.lee@example.com',
  position: 'Marketing Lead',
  profile_picture: null,
  status: 'active',
};

const COMMON_LEAD_FIELDS = { firstName: 'Priya', lastName: 'Sandhu', email: 'priya@example.com', consentToContact: true, website: '', source: '/contact-us' };

/** A valid body for every manifest route that takes one. */
const SAMPLE_BODIES = {
  login: () => ({ username: 'admin', password: 'not-the-password' }),
  refreshToken: () => ({ refreshToken: 'x'.repeat(43) }),
  logout: () => ({ refreshToken: 'x'.repeat(43) }),
  forgotPassword: () => ({ usernameOrEmail: 'nobody@example.com' }),
  resetPassword: () => ({ key: 'k'.repeat(43), password: 'a long new password' }),
  changePassword: () => ({ currentPassword: 'the current password', newPassword: 'a long new password' }),
  searchDeals: () => ({ destinationIds: ['continent-1'], travelStyleIds: [4], page: 1, limit: 21, sort: 'price-asc' }),
  createPackage: () => structuredClone(PACKAGE_BODY),
  updatePackage: () => ({ ...structuredClone(PACKAGE_BODY), version: 1 }),
  patchPackage: () => ({ price: 1999.5, version: 1 }),
  importDepartures: () => ({ csv: 'city,date,price,tax,occupancy\r\nVancouver,2027-05-01,1719.00,372.24,double\r\n', mode: 'merge', version: 1 }),
  createContinent: () => structuredClone(CONTINENT_BODY),
  updateContinent: () => ({ ...structuredClone(CONTINENT_BODY), version: 1 }),
  updateTopPicks: () => ({ top_pick_one: 1, top_pick_two: 2, version: 0 }),
  createDepartureCity: () => ({ city_name: 'Kelowna' }),
  updateDepartureCity: () => ({ city_name: 'Kelowna', version: 1 }),
  createTravelStyle: () => ({ style_name: 'Wellness' }),
  updateTravelStyle: () => ({ style_name: 'Wellness', version: 1 }),
  createBestBet: () => ({ ...BEST_BET_BODY }),
  updateBestBet: () => ({ ...BEST_BET_BODY, version: 1 }),
  createTestimonial: () => ({ ...TESTIMONIAL_BODY }),
  updateTestimonial: () => ({ ...TESTIMONIAL_BODY, version: 1 }),
  createPromotion: () => structuredClone(PROMOTION_BODY),
  updatePromotion: () => ({ ...structuredClone(PROMOTION_BODY), version: 1 }),
  createPricingTable: () => ({ name: 'Danube sailings 2027', ...structuredClone(PRICING_GRID) }),
  updatePricingTableGrid: () => ({ ...structuredClone(PRICING_GRID), version: 1 }),
  renamePricingTable: () => ({ name: 'Danube sailings 2028', version: 1 }),
  submitQuoteRequest: () => ({
    ...COMMON_LEAD_FIELDS,
    source: '/request-a-quote',
    kind: 'general',
    phone: '604-555-0147',
    preferredContact: 'email',
    destinations: 'Lisbon and Porto',
    departureCity: 'Vancouver',
    departDate: daysFromToday(60),
    returnDate: daysFromToday(74),
    travellers: { adults: 2, seniors: 0, childAges: [] },
  }),
  submitAgentApplication: () => ({
    ...COMMON_LEAD_FIELDS,
    source: '/agents/AgentPageMain',
    phone: '+1 403 555 0199',
    city: 'Calgary',
    province: 'AB',
    yearsOfExperience: 4,
    languages: ['english'],
    heardAboutUs: 'friend-or-colleague',
  }),
  createApplicationAttachmentUpload: () => ({ fileName: 'marco-reyes-resume.pdf', contentType: 'application/pdf', size: 180_000 }),
  submitContactMessage: () => ({ ...COMMON_LEAD_FIELDS, subject: 'Travel insurance', message: 'Do your cruises include insurance?' }),
  updateLead: () => ({ version: 1, status: 'contacted' }),
  bulkUpdateLeads: () => ({ leads: [{ id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', version: 1 }], status: 'contacted' }),
  updatePortalLead: () => ({ version: 1, status: 'contacted', note: 'Called back.' }),
  handBackPortalLead: () => ({ version: 1, reason: 'Away for two weeks.' }),
  updateLeadRouting: () => ({
    version: 0,
    agents: [{ slug: 'harpreet-gill', receivesLeads: true, destinationIds: [], maxOpenLeads: 10, awayFrom: null, awayUntil: null }],
    desk: [{ name: 'Agency desk', email: 'desk@example.com' }],
    businessHours: {
      monday: { open: '09:00', close: '17:00' },
      tuesday: { open: '09:00', close: '17:00' },
      wednesday: { open: '09:00', close: '17:00' },
      thursday: { open: '09:00', close: '17:00' },
      friday: { open: '09:00', close: '17:00' },
      saturday: { open: '09:00', close: '17:00' },
      sunday: null,
    },
    holidays: [{ date: '2027-07-01', name: 'Canada Day' }],
    firstContactHours: 2,
    reassignAfterDeadline: false,
  }),
  recordAgentLinkVisit: () => ({ agent: 'harpreet-gill' }),
  createOwnAgentPhotoUpload: () => ({ contentType: 'image/jpeg', size: 120_000 }),
  updateOwnAgentProfile: () => ({
    version: 1,
    photo: null,
    bio: 'Family trips to India and Europe.',
    specialties: ['europe'],
    languages: ['english'],
    city: 'Surrey',
    province: 'BC',
    phone: '604-555-0181',
  }),
  decideProfileChange: () => ({ version: 1, decision: 'approve' }),
  updateAgentProfilePublishing: () => ({ version: 0, mode: 'immediate' }),
  createEmailTemplate: () => ({ id: 'contact-short', ...structuredClone(EMAIL_TEMPLATE_CONTENT) }),
  updateEmailTemplate: () => ({ ...structuredClone(EMAIL_TEMPLATE_CONTENT), version: 0 }),
  previewEmailTemplate: () => structuredClone(EMAIL_TEMPLATE_CONTENT),
  previewLeadMail: () => ({ type: 'contact-received-agency', template: structuredClone(EMAIL_TEMPLATE_CONTENT) }),
  updateEmailType: () => ({ templateId: 'contact-short', recipients: ['leads@example.com'], version: 0 }),
  updatePortalPage: () => ({
    intro: '<p>Start here.</p>',
    sections: [{ heading: 'Module 1', body: '<p>Read this first.</p>', links: [], documents: [], videos: [] }],
    version: 0,
  }),
  createSupplier: () => structuredClone(SUPPLIER_BODY),
  updateSupplier: () => ({ ...structuredClone(SUPPLIER_BODY), version: 1 }),
  createWebinar: () => structuredClone(WEBINAR_BODY),
  updateWebinar: () => ({ ...structuredClone(WEBINAR_BODY), version: 1 }),
  createNewsletter: () => structuredClone(NEWSLETTER_BODY),
  updateNewsletter: () => ({ ...structuredClone(NEWSLETTER_BODY), version: 1 }),
  updatePackageAgentNotes: () => ({
    commissionNote: '12% on the land portion.',
    supplierName: 'Atlantic Rail Tours',
    bookingCode: 'ART-LIS10',
    sellingNotes: 'Suits couples who like trains.',
    files: [{ title: 'Supplier sheet', key: 'Documents/Suppliers/atlantic-rail.pdf' }],
    version: 0,
  }),
  updateWelcomeVideo: () => ({ title: 'Welcome aboard', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', introText: '<p>Hello.</p>', version: 0 }),
  createAgentAccount: () => ({ ...structuredClone(AGENT_PROFILE), slug: 'nadia-haddad', username: 'nadia.haddad' }),
  updateAgentAccount: () => ({ ...structuredClone(AGENT_PROFILE), version: 1 }),
  createAdminAccount: () => ({ ...ADMIN_ACCOUNT }),
  updateAdminAccount: () => ({ ...ADMIN_ACCOUNT, version: 1 }),
  createMediaFolder: () => ({ parent: 'package-images/', name: 'Portugal' }),
  createMediaUpload: () => ({ folder: 'package-images/', fileName: 'lisbon.jpg', contentType: 'image/jpeg', size: 120_000 }),
  renameMediaFile: () => ({ key: 'package-images/lisbon.jpg', newName: 'lisbon-tram.jpg' }),
} satisfies Partial<Record<RouteName, () => unknown>>;

/** Path parameters by name, and the routes whose parameter of that name is something else. */
const PARAM_DEFAULTS: Record<string, string> = {
  id: '1',
  role: 'admin',
  key: 'k'.repeat(43),
  username: 'admin',
  slug: 'nadia-haddad',
  type: EMAIL_TYPE_NAMES[0],
};
const PARAM_OVERRIDES: Partial<Record<RouteName, Record<string, string>>> = {
  getPackage: { id: 'lisbon-and-porto-by-rail' },
  getEmailTemplate: { id: 'contact-short' },
  updateEmailTemplate: { id: 'contact-short' },
  deleteEmailTemplate: { id: 'contact-short' },
  previewEmailTemplate: { id: 'contact-short' },
  getAdminAccount: { id: '3f0c1a52-8d6e-4c3b-9a7e-2b1d5f6e7a80' },
  updateAdminAccount: { id: '3f0c1a52-8d6e-4c3b-9a7e-2b1d5f6e7a80' },
  deleteAdminAccount: { id: '3f0c1a52-8d6e-4c3b-9a7e-2b1d5f6e7a80' },
  sendAdminInvitation: { id: '3f0c1a52-8d6e-4c3b-9a7e-2b1d5f6e7a80' },
  getLead: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
  getLeadAttachment: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
  updateLead: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
  resendLeadMail: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', mailId: '6f1c2a9e-3b7d-4c1e-9a55-0d2f8e7b6c41' },
  previewLeadMail: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
  getPortalLead: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
  updatePortalLead: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
  handBackPortalLead: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
  decideProfileChange: { slug: 'harpreet-gill' },
  getPortalPage: { slug: PORTAL_PAGE_SLUGS[0] },
  getPortalPageForAdmin: { slug: PORTAL_PAGE_SLUGS[0] },
  updatePortalPage: { slug: PORTAL_PAGE_SLUGS[0] },
};

/** Queries the routes need; every other route's sample query is empty. */
const SAMPLE_QUERIES: Partial<Record<RouteName, Record<string, string>>> = {
  listMediaFolder: { folder: 'package-images/' },
  deleteMediaFolder: { folder: 'package-images/Portugal/' },
  deleteMediaFile: { key: 'package-images/lisbon.jpg' },
  listMediaFileUses: { key: 'package-images/lisbon.jpg' },
  getPortalDocumentLink: { key: 'Documents/Forms/Pre-departure Checklist.pdf' },
};

/** A valid request of a route: `body` is undefined for routes that take none. */
export interface SampleRequest {
  params: Record<string, string> | undefined;
  query: Record<string, string> | undefined;
  body: unknown;
}

/** Routes with a valid sample body, by name. */
export type RouteWithBody = keyof typeof SAMPLE_BODIES;

/** A fresh valid request for a route (a new copy each call: callers may change it). */
export function sampleRequest(route: RouteDefinition & { name: RouteName }): SampleRequest {
  const names = pathParameterNames(route.path);
  const params = names.length ? Object.fromEntries(names.map((name) => [name, PARAM_OVERRIDES[route.name]?.[name] ?? PARAM_DEFAULTS[name]!])) : undefined;
  const query = SAMPLE_QUERIES[route.name] ? { ...SAMPLE_QUERIES[route.name] } : undefined;
  const sampleBody = (SAMPLE_BODIES as Partial<Record<RouteName, () => unknown>>)[route.name];
  return { params, query, body: route.body && sampleBody ? sampleBody() : undefined };
}

/** Whether the samples hold a valid body for a route that takes one. */
export function hasSampleBody(name: RouteName): name is RouteWithBody {
  return name in SAMPLE_BODIES;
}

/** Manifest routes that take a JSON body. */
export const bodyRoutes = routeList.filter((route) => route.body !== undefined);
