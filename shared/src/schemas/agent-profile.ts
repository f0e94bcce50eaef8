import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { mediaReferenceSchema } from './media-reference.ts';
import { AGENT_SLUG_MAX, AGENT_SLUG_PATTERN } from '../agents/agent-slug.ts';

export { AGENT_SLUG_MAX } from '../agents/agent-slug.ts';

/**
 * The public part of a connected agent's profile: what the directory (`/agents/FindYourConnectedAgent`)
 * and the profile page (`/ca/{slug}`) show. It lives in the content table; the agent's login lives in the
 * identity table and is not part of this. Option lists are values; the web maps them to labels.
 */

/** Canadian provinces and territories by postal code. */
export const CANADIAN_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type CanadianProvince = (typeof CANADIAN_PROVINCES)[number];

/** What agents specialise in (directory filter, application form). */
export const AGENT_SPECIALTIES = [
  'all-inclusive',
  'ocean-cruises',
  'river-cruises',
  'disney',
  'destination-weddings',
  'honeymoons',
  'group-travel',
  'family-travel',
  'luxury',
  'adventure',
  'escorted-tours',
  'europe',
  'asia',
  'africa-safari',
  'south-pacific',
  'caribbean-mexico',
  'corporate-travel',
  'accessible-travel',
] as const;
export type AgentSpecialty = (typeof AGENT_SPECIALTIES)[number];

/** Languages agents serve clients in (directory filter, application form). */
export const AGENT_LANGUAGES = [
  'english',
  'french',
  'punjabi',
  'hindi',
  'urdu',
  'mandarin',
  'cantonese',
  'tagalog',
  'spanish',
  'portuguese',
  'korean',
  'japanese',
  'vietnamese',
  'german',
  'italian',
  'arabic',
  'farsi',
  'gujarati',
] as const;
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

/** Whether an agent is listed: inactive agents disappear from the directory and their page answers 404. */
export const AGENT_STATUSES = ['active', 'inactive'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** A phone number as people type it: digits, spaces, `+ ( ) - .`, and an optional extension. */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{5,22}[0-9]( ?(x|ext\.?) ?[0-9]{1,6})?$/i;

export const AGENT_BIO_MAX = 3000;

/** An agent's slug, the `{slug}` of `/ca/{slug}`: lowercase words joined by single hyphens. */
export const agentSlugSchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(AGENT_SLUG_MAX, { error: `must be at most ${AGENT_SLUG_MAX} characters` }),
      z.regex(AGENT_SLUG_PATTERN, { error: 'must be lowercase letters and digits joined by single hyphens' }),
    ),
);

// Control characters never belong in a profile; the bio keeps its line breaks (paragraphs).
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

function profileText(max: number, pattern: RegExp = SINGLE_LINE) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.regex(pattern, { error: 'must not contain control characters' }),
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(max, { error: `must be at most ${max} characters` }),
    );
}

/** How an agent prefers customers to reach them first (shown on their public page); null or absent: no preference. */
export const AGENT_CONTACT_PREFERENCES = ['phone', 'email', 'text'] as const;
export type AgentContactPreference = (typeof AGENT_CONTACT_PREFERENCES)[number];

/** Fields an admin sets on a profile (the portal's agent editor writes these). */
export const agentProfileFields = () => ({
  slug: agentSlugSchema,
  name: profileText(100),
  /** A photo in the media library; null shows the agent's initials instead. */
  photo: z.nullable(mediaReferenceSchema),
  /** Plain text; a blank line separates paragraphs. */
  bio: profileText(AGENT_BIO_MAX, MULTI_LINE),
  specialties: z.array(z.enum(AGENT_SPECIALTIES, { error: 'is not a specialty we list' })).check(z.maxLength(AGENT_SPECIALTIES.length)),
  languages: z
    .array(z.enum(AGENT_LANGUAGES, { error: 'is not a language we list' }))
    .check(z.minLength(1, { error: 'must name at least one language' }), z.maxLength(AGENT_LANGUAGES.length)),
  city: profileText(80),
  province: z.enum(CANADIAN_PROVINCES, { error: 'must be a Canadian province or territory code, e.g. BC' }),
  email: z.pipe(
    z.string({ error: 'is required' }).check(z.trim(), z.maxLength(254, { error: 'must be at most 254 characters' })),
    z.email({ error: 'must be an e-mail address' }),
  ),
  phone: profileText(30).check(z.regex(PHONE_PATTERN, { error: 'must be a phone number, e.g. 604-555-0123' })),
  /** How the agent prefers to be reached first: a call, an e-mail or a text message to their phone; optional. */
  contactPreference: z.optional(z.nullable(z.enum(AGENT_CONTACT_PREFERENCES, { error: 'must be phone, email or text' }))),
  /** Membership level shown on the profile and in the portal's avatar menu, e.g. "Connected Agent". */
  membership: profileText(60),
  status: z.enum(AGENT_STATUSES, { error: 'must be active or inactive' }),
});

// Like profileText, but blank is allowed (a profile being completed); a blank value is stored as ''.
function optionalProfileText(max: number, pattern: RegExp = SINGLE_LINE) {
  return z
    .string({ error: 'must be text' })
    .check(z.regex(pattern, { error: 'must not contain control characters' }), z.trim(), z.maxLength(max, { error: `must be at most ${max} characters` }));
}

/**
 * Fields of a profile as an admin keeps it: an agent can be invited with a name and an e-mail address (and a
 * username for the login) and the public part completed later, so bio, phone, city, province and languages
 * may be empty until then. Such a profile is not public: the directory and `/ca/{slug}` show only complete
 * ones ({@link isAgentProfileComplete}), so the public {@link AgentProfile} is always whole.
 */
export const agentProfileDraftFields = () => ({
  ...agentProfileFields(),
  bio: optionalProfileText(AGENT_BIO_MAX, MULTI_LINE),
  city: optionalProfileText(80),
  province: z.nullable(z.enum(CANADIAN_PROVINCES, { error: 'must be a Canadian province or territory code, e.g. BC' })),
  phone: optionalProfileText(30).check(z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { error: 'must be a phone number, e.g. 604-555-0123' })),
  languages: z.array(z.enum(AGENT_LANGUAGES, { error: 'is not a language we list' })).check(z.maxLength(AGENT_LANGUAGES.length)),
});

/** A profile as the admin screens hold it: possibly not complete yet. */
export const agentProfileDraftSchema = lazySchema(() => z.object(agentProfileDraftFields()));
export type AgentProfileDraft = z.infer<typeof agentProfileDraftSchema>;

/** Membership level a new agent gets when the admin names none. */
export const DEFAULT_AGENT_MEMBERSHIP = 'Connected Agent';

/** Whether a profile has everything the public pages show (bio, phone, city, province, a language). */
export function isAgentProfileComplete<T extends AgentProfileDraft>(profile: T): profile is T & AgentProfile {
  return profile.bio.trim() !== '' && profile.phone.trim() !== '' && profile.city.trim() !== '' && profile.province !== null && profile.languages.length > 0;
}

/** What an admin sends to create or replace a profile. */
export const agentProfileInputSchema = lazySchema(() => z.strictObject(agentProfileFields()));
export type AgentProfileInput = z.infer<typeof agentProfileInputSchema>;

/** A connected agent's public profile, as `GET /api/all-agents` and `GET /api/agents/{slug}` answer it. */
export const agentProfileSchema = lazySchema(() => z.object(agentProfileFields()));
export type AgentProfile = z.infer<typeof agentProfileSchema>;

/** Answer of `GET /api/all-agents`: the active agents, ordered by name. */
export interface AgentDirectoryAnswer {
  data: AgentProfile[];
}

/** Answer of `GET /api/agents/{slug}`. */
export interface AgentProfileAnswer {
  data: AgentProfile;
}

/** Initials shown when an agent has no photo: first letters of the first and last words of the name. */
export function agentInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toLocaleUpperCase('en-CA');
}
