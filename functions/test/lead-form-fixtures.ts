import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';

/** Valid bodies of the three public forms, for tests to send as they are or to break one field at a time. */

/** A date `days` after today at the agency, `YYYY-MM-DD`. */
export function daysFromToday(days: number): string {
  const today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

let emailSequence = 0;

/** A new e-mail address on every call, so per-e-mail rate limits only bite where a test wants. */
export function freshEmail(name = 'traveller'): string {
  emailSequence += 1;
  return `${name}.${emailSequence}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function quoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'general',
    firstName: 'Priya',
    lastName: 'Sandhu',
    email: freshEmail('priya'),
    phone: '604-555-0147',
    preferredContact: 'phone',
    destinations: 'Lisbon and Porto',
    destinationIds: ['country-12'],
    departureCity: 'Vancouver',
    departDate: daysFromToday(60),
    returnDate: daysFromToday(74),
    travellers: { adults: 2, seniors: 0, childAges: [6, 9] },
    budgetPerPerson: '3000-5000',
    travelStyleIds: [9],
    packageUrl: 'portugal-coast-and-wine',
    notes: 'We would like a hotel near the old town.\nOne child is vegetarian.',
    consentToContact: true,
    marketingOptIn: true,
    website: '',
    source: '/deals/portugal-coast-and-wine',
    ...overrides,
  };
}

export function disneyQuoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { destinations: _destinations, ...rest } = quoteBody({
    kind: 'disney',
    disneyDestination: 'walt-disney-world',
    packageUrl: undefined,
    source: '/disney-request-a-quote',
  });
  return { ...rest, ...overrides };
}

export function groupQuoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return quoteBody({
    kind: 'group',
    groupName: 'Sandhu family reunion',
    groupType: 'family-reunion',
    groupSize: 18,
    travellers: undefined,
    flexibleMonth: daysFromToday(120).slice(0, 7),
    departDate: undefined,
    returnDate: undefined,
    packageUrl: undefined,
    source: '/group-travel-request-a-quote',
    ...overrides,
  });
}

export function applicationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Marco',
    lastName: 'Reyes',
    email: freshEmail('marco'),
    phone: '+1 403 555 0199',
    city: 'Calgary',
    province: 'AB',
    yearsOfExperience: 4,
    currentAgency: 'Sunrise Travel',
    specialties: ['ocean-cruises', 'caribbean-mexico'],
    languages: ['english', 'spanish', 'tagalog'],
    heardAboutUs: 'friend-or-colleague',
    message: 'I have sold cruises for four years and would like to go independent.',
    consentToContact: true,
    marketingOptIn: false,
    website: '',
    source: '/agents/AgentPageMain',
    ...overrides,
  };
}

export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Chloé',
    lastName: 'Tremblay',
    email: freshEmail('chloe'),
    subject: 'Travel insurance for a cruise',
    message: 'Do your cruise packages include cancellation insurance?',
    consentToContact: true,
    source: '/contact-us',
    ...overrides,
  };
}
