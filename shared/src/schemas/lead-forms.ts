import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { AGENCY_TIME_ZONE } from '../constants.ts';
import { destinationIdSchema } from './destination.ts';
import { packageUrlSchema } from './package.ts';
import { isoDateInTimeZone, isoDateSchema, requiredText, uniqueList } from './common-fields.ts';
import { cadAmountSchema } from '../pricing/cad-amount.ts';
import { DEPARTURE_ID_MAX } from '../departures/departure.ts';
import { AGENT_LANGUAGES, AGENT_SPECIALTIES, agentSlugSchema, CANADIAN_PROVINCES, PHONE_PATTERN } from './agent-profile.ts';
import { VISIT_REFERRER_MAX, VISIT_REFERRER_PATTERN, VISIT_UTM_MAX, VISIT_UTM_PATTERN } from '../leads/visit-touch.ts';

/**
 * The visitor's side of leads: quote requests, agent applications and contact messages as the public forms send them
 * (`POST /api/leads/quote`, `/agent-application`, `/contact`), their options, field limits and text rules, and the
 * receipt the forms get back. The forms and the server validate with these same schemas, so a 400 names the same
 * fields the form shows. Messages follow the field's name (`{fields: {email: 'is required'}}`). What the agency
 * stores and reads about a lead (statuses, notes, sends, the inbox) is in `lead-records.ts`, which the public pages
 * never load.
 *
 * Fields that can end up in an e-mail header (names, e-mail, subject-like fields) refuse line breaks and
 * other control characters, so a submission can never add a header to the mails it causes.
 */

/**
 * The languages of the site a lead can come from, as its pages' addresses name them (`/fr/...` is French): the lead
 * keeps the language of the page its form was sent from, and the e-mails to the visitor go out in it
 * (docs/decisions/leads-in-the-visitors-language.md).
 */
export const LEAD_LANGUAGES = ['en', 'fr'] as const;
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number];

/** What a lead is. */
export const LEAD_TYPES = ['quote', 'application', 'contact'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** Which quote form: `/request-a-quote`, `/disney-request-a-quote`, `/group-travel-request-a-quote`. */
export const QUOTE_KINDS = ['general', 'disney', 'group'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

/** The `kind` of every lead: a quote's form, or the lead type itself for applications and contact messages. */
export const LEAD_KINDS = [...QUOTE_KINDS, 'application', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** How the person would like to hear back. */
export const CONTACT_METHODS = ['email', 'phone', 'text'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** Budget per person in Canadian dollars, as ranges the form offers. */
export const BUDGET_RANGES = ['under-1500', '1500-3000', '3000-5000', '5000-8000', '8000-plus'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** Kinds of group trip the group quote form offers (the first three have their own pages). */
export const GROUP_TYPES = [
  'friends-and-family',
  'destination-wedding',
  'group-promotion',
  'family-reunion',
  'corporate-or-incentive',
  'school-or-sports',
  'other',
] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** Disney destinations the Disney quote form offers. */
export const DISNEY_DESTINATIONS = [
  'walt-disney-world',
  'disneyland-resort',
  'disney-cruise-line',
  'aulani',
  'disneyland-paris',
  'adventures-by-disney',
] as const;
export type DisneyDestination = (typeof DISNEY_DESTINATIONS)[number];

/** How an applicant heard about the agency. */
export const HEARD_ABOUT_US_OPTIONS = ['search-engine', 'social-media', 'friend-or-colleague', 'travel-event', 'advertisement', 'other'] as const;
export type HeardAboutUs = (typeof HEARD_ABOUT_US_OPTIONS)[number];

/** Field size limits of the public forms, shared by the forms (maxLength) and the server. */
export const LEAD_FIELD_LIMITS = {
  name: 60,
  email: 254,
  phone: 30,
  city: 80,
  destinations: 300,
  notes: 2000,
  message: 3000,
  subject: 150,
  groupName: 120,
  currentAgency: 120,
  source: 300,
  honeypot: 500,
} as const;

/** Largest request body a form may send; every limit above fits well inside it. */
export const LEAD_FORM_MAX_BODY_BYTES = 16 * 1024;

/** A résumé or certificate uploaded for an application: a media key under `applications/`. */
export const APPLICATION_ATTACHMENT_PATTERN = /^applications\/[A-Za-z0-9._/-]+$/;

// Control characters other than tab and line breaks never belong in a form's text.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Anything that ends a header line in a mail, or could be read as one.
const HEADER_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

const textError = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be text');

/**
 * A single-line text that may go into a mail header: line breaks and control characters are refused
 * before trimming, so `"Ann\r\nBcc: x"` is refused rather than cleaned.
 */
export function headerSafeText(max: number, options: { required?: boolean } = {}) {
  const base = z.string({ error: textError }).check(
    z.refine((value) => !HEADER_BREAKING.test(value), { error: 'must be on one line, without control characters' }),
    z.trim(),
    z.maxLength(max, { error: `must be at most ${max} characters` }),
  );
  return options.required === false ? base : base.check(z.minLength(1, { error: 'is required' }));
}

/** A free text that may span lines (notes, messages); other control characters are refused. */
export function multiLineText(max: number, options: { required?: boolean } = {}) {
  const base = z.string({ error: textError }).check(
    z.refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'must not contain control characters' }),
    z.trim(),
    z.maxLength(max, { error: `must be at most ${max} characters` }),
  );
  return options.required === true ? base.check(z.minLength(1, { error: 'is required' })) : base;
}

/** An e-mail address on one line (it becomes a mail's To or Reply-To). */
export const leadEmailSchema = lazySchema(() =>
  z.pipe(
    z.string({ error: textError }).check(
      z.refine((value) => !HEADER_BREAKING.test(value), { error: 'must be on one line, without control characters' }),
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(LEAD_FIELD_LIMITS.email, { error: `must be at most ${LEAD_FIELD_LIMITS.email} characters` }),
    ),
    z.email({ error: 'must be an e-mail address' }),
  ),
);

/** A phone number as people type it (see {@link PHONE_PATTERN}). */
export const phoneSchema = lazySchema(() =>
  z
    .string({ error: textError })
    .check(
      z.trim(),
      z.maxLength(LEAD_FIELD_LIMITS.phone, { error: `must be at most ${LEAD_FIELD_LIMITS.phone} characters` }),
      z.regex(PHONE_PATTERN, { error: 'must be a phone number, e.g. 604-555-0123' }),
    ),
);

/** The page a form was sent from: a site path such as `/deals/banff-rockies-escape`. */
export const sourcePathSchema = lazySchema(() =>
  z
    .string({ error: textError })
    .check(
      z.trim(),
      z.maxLength(LEAD_FIELD_LIMITS.source, { error: `must be at most ${LEAD_FIELD_LIMITS.source} characters` }),
      z.regex(/^\/(?![/\\])[^\s\\]*$/, { error: 'must be a path of this site, starting with /' }),
    ),
);

const utmValueSchema = () =>
  z
    .string({ error: 'must be text' })
    .check(
      z.minLength(1, { error: 'must not be empty' }),
      z.maxLength(VISIT_UTM_MAX, { error: `must be at most ${VISIT_UTM_MAX} characters` }),
      z.regex(VISIT_UTM_PATTERN, { error: 'must be letters, digits, spaces or ._~+-:|@()' }),
    );

/** Another site's address a visit arrived from: http(s), origin and path only. */
const referrerSchema = () =>
  z
    .string({ error: 'must be text' })
    .check(
      z.maxLength(VISIT_REFERRER_MAX, { error: `must be at most ${VISIT_REFERRER_MAX} characters` }),
      z.regex(VISIT_REFERRER_PATTERN, { error: 'must be an http or https address without query' }),
    );

/** One touch of a visit: the page it landed on, the other site it came from, and the landing address's utm_* values. */
export const visitTouchSchema = lazySchema(() =>
  z.strictObject({
    landingPage: sourcePathSchema,
    referrer: z.optional(referrerSchema()),
    utmSource: z.optional(utmValueSchema()),
    utmMedium: z.optional(utmValueSchema()),
    utmCampaign: z.optional(utmValueSchema()),
    utmTerm: z.optional(utmValueSchema()),
    utmContent: z.optional(utmValueSchema()),
  }),
);
export type VisitTouch = z.infer<typeof visitTouchSchema>;

/**
 * Where a visit came from, as the visitor's browser kept it for the visit (web/src/lib/visit-source.ts): its first touch
 * (the landing page), and its last touch (the latest page that arrived with utm_* or from another site), if any.
 */
export const visitSourceSchema = lazySchema(() => z.strictObject({ first: visitTouchSchema, last: z.optional(visitTouchSchema) }));
export type VisitSource = z.infer<typeof visitSourceSchema>;

/** A travel-style id of the catalogue. */
const travelStyleIdSchema = lazySchema(() =>
  z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gt(0, { error: 'must be a positive number' })),
);

/** Consent to be contacted about this request: the form cannot be sent without it (CASL). */
const consentSchema = lazySchema(() => z.literal(true, { error: 'must be given to send this form' }));

/**
 * The honeypot: a field people never see. A bot that fills it gets the same success answer as a person,
 * but nothing is stored or sent.
 */
const honeypotSchema = lazySchema(() =>
  z.optional(
    z.string({ error: 'must be text' }).check(z.maxLength(LEAD_FIELD_LIMITS.honeypot, { error: `must be at most ${LEAD_FIELD_LIMITS.honeypot} characters` })),
  ),
);

/** Whether a submission filled the honeypot. */
export function isHoneypotFilled(input: { website?: string }): boolean {
  return (input.website ?? '').trim() !== '';
}

/** Fields every form sends besides its own. */
const commonFormFields = () => ({
  firstName: headerSafeText(LEAD_FIELD_LIMITS.name),
  lastName: headerSafeText(LEAD_FIELD_LIMITS.name),
  email: leadEmailSchema,
  consentToContact: consentSchema,
  /** Optional opt-in to the agency's newsletters and offers (CASL express consent); false unless ticked. */
  marketingOptIn: z._default(z.boolean({ error: 'must be true or false' }), false),
  website: honeypotSchema,
  source: z.optional(sourcePathSchema),
  /** Slug of the agent whose page or `?agent=` link the visitor came through. */
  agent: z.optional(agentSlugSchema),
  /** Where the visit came from (first and last touch), kept by the visitor's browser for the visit. */
  visit: z.optional(visitSourceSchema),
  /** The language of the page the form was sent from (`fr` under `/fr/`); English when not said. */
  language: z._default(z.enum(LEAD_LANGUAGES, { error: `must be one of ${LEAD_LANGUAGES.join(', ')}` }), 'en'),
});

/** Travellers by age: at least one adult or senior; children are listed by their age at travel. */
export const travellersSchema = lazySchema(() =>
  z
    .strictObject({
      adults: z
        .number({ error: 'must be a number' })
        .check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' }), z.lte(50, { error: 'must be at most 50' })),
      seniors: z._default(
        z
          .number({ error: 'must be a number' })
          .check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' }), z.lte(50, { error: 'must be at most 50' })),
        0,
      ),
      childAges: z._default(
        z
          .array(
            z
              .number({ error: 'must be a number' })
              .check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' }), z.lte(17, { error: 'must be at most 17' })),
            { error: 'must be a list' },
          )
          .check(z.maxLength(20, { error: 'must have at most 20 entries' })),
        [],
      ),
    })
    .check(
      z.superRefine((travellers, ctx) => {
        if (travellers.adults + travellers.seniors < 1)
          ctx.addIssue({ code: 'custom', path: ['adults'], message: 'must include at least one adult or senior' });
      }),
    ),
);
export type Travellers = z.infer<typeof travellersSchema>;

const FLEXIBLE_MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
/** Furthest ahead a trip can be requested. */
const MAX_YEARS_AHEAD = 3;

/** Trip dates: a departure date (and optionally a return date), or a flexible month. */
const tripDateFields = () => ({
  departDate: z.optional(isoDateSchema),
  returnDate: z.optional(isoDateSchema),
  /** `YYYY-MM` when the dates are flexible. */
  flexibleMonth: z.optional(z.string({ error: 'must be text' }).check(z.regex(FLEXIBLE_MONTH_PATTERN, { error: 'must be a month written YYYY-MM' }))),
});

function checkTripDates(input: { departDate?: string; returnDate?: string; flexibleMonth?: string }, ctx: z.core.$RefinementCtx): void {
  const today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);
  const latest = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;
  if (!input.departDate && !input.flexibleMonth) {
    ctx.addIssue({ code: 'custom', path: ['departDate'], message: 'is required unless a flexible month is chosen' });
  }
  if (input.departDate && input.flexibleMonth) {
    ctx.addIssue({ code: 'custom', path: ['flexibleMonth'], message: 'must be left empty when a departure date is chosen' });
  }
  if (input.departDate && input.departDate < today) ctx.addIssue({ code: 'custom', path: ['departDate'], message: 'must be today or later' });
  if (input.departDate && input.departDate > latest) ctx.addIssue({ code: 'custom', path: ['departDate'], message: `must be within ${MAX_YEARS_AHEAD} years` });
  if (input.returnDate && !input.departDate) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'needs a departure date' });
  if (input.returnDate && input.departDate && input.returnDate < input.departDate) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'must be on or after the departure date' });
  }
  if (input.flexibleMonth && (input.flexibleMonth < today.slice(0, 7) || input.flexibleMonth > latest.slice(0, 7))) {
    ctx.addIssue({ code: 'custom', path: ['flexibleMonth'], message: `must be this month or later, within ${MAX_YEARS_AHEAD} years` });
  }
}

function checkPhoneForContactMethod(input: { preferredContact: ContactMethod; phone?: string }, ctx: z.core.$RefinementCtx): void {
  if (input.preferredContact !== 'email' && !input.phone) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'is required to be reached by phone or text' });
  }
}

/**
 * The departure of the package a quote asks about, as the visitor chose it on the package page: its id, and its price
 * and taxes as the form showed them. The server checks it against the package's departures when the form is sent.
 */
const quoteDepartureSchema = lazySchema(() =>
  z.strictObject({
    id: requiredText(DEPARTURE_ID_MAX),
    price: cadAmountSchema,
    tax: cadAmountSchema,
  }),
);

/**
 * What lead routing may match besides the request itself (docs/decisions/lead-routing.md): the language the person
 * would like to be served in (`preferredLanguage`, any language agents list; without it, a lead from the French site
 * asks for French) and their province. Both optional.
 */
const routingHintFields = () => ({
  preferredLanguage: z.optional(z.enum(AGENT_LANGUAGES, { error: 'is not a language we list' })),
  province: z.optional(z.enum(CANADIAN_PROVINCES, { error: 'must be a Canadian province or territory code, e.g. BC' })),
});

/** Fields of every quote form. */
const quoteFields = () => ({
  ...commonFormFields(),
  phone: z.optional(phoneSchema),
  preferredContact: z.enum(CONTACT_METHODS, { error: 'must be email, phone or text' }),
  /** Where to: free text as the visitor writes it. */
  destinations: headerSafeText(LEAD_FIELD_LIMITS.destinations),
  /** Catalogue destinations picked in the form, if any (`country-12`). */
  destinationIds: z._default(uniqueList(destinationIdSchema, 20), []),
  departureCity: z.optional(headerSafeText(LEAD_FIELD_LIMITS.city, { required: false })),
  ...tripDateFields(),
  travellers: travellersSchema,
  budgetPerPerson: z.optional(z.enum(BUDGET_RANGES, { error: `must be one of ${BUDGET_RANGES.join(', ')}` })),
  travelStyleIds: z._default(uniqueList(travelStyleIdSchema, 20), []),
  /** The package the visitor was looking at (its url slug), when the form was opened from a package page. */
  packageUrl: z.optional(packageUrlSchema),
  /** One of that package's departures, when the form was opened from it (needs `packageUrl`). */
  departure: z.optional(quoteDepartureSchema),
  /** The agent the visitor asks for by name in the form. */
  preferredAgent: z.optional(agentSlugSchema),
  ...routingHintFields(),
  notes: z.optional(multiLineText(LEAD_FIELD_LIMITS.notes)),
});

const generalQuoteSchema = lazySchema(() => z.strictObject({ kind: z.literal('general'), ...quoteFields() }));

const disneyQuoteSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('disney'),
    ...quoteFields(),
    destinations: z.optional(headerSafeText(LEAD_FIELD_LIMITS.destinations, { required: false })),
    disneyDestination: z.enum(DISNEY_DESTINATIONS, { error: `must be one of ${DISNEY_DESTINATIONS.join(', ')}` }),
  }),
);

const groupQuoteSchema = lazySchema(() =>
  z.strictObject({
    kind: z.literal('group'),
    ...quoteFields(),
    /** A group states its size; the breakdown by age is optional. */
    travellers: z.optional(travellersSchema),
    groupName: headerSafeText(LEAD_FIELD_LIMITS.groupName),
    groupType: z.enum(GROUP_TYPES, { error: `must be one of ${GROUP_TYPES.join(', ')}` }),
    groupSize: z
      .number({ error: 'must be a number' })
      .check(z.int({ error: 'must be a whole number' }), z.gte(2, { error: 'must be at least 2' }), z.lte(500, { error: 'must be at most 500' })),
  }),
);

/**
 * Body of `POST /api/leads/quote`: a general, Disney or group quote request, told apart by `kind`.
 * Dates: a departure date (today or later, return on or after it) or a flexible month; a phone number
 * is required when the person prefers phone or text.
 */
export const quoteRequestInputSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [generalQuoteSchema, disneyQuoteSchema, groupQuoteSchema], { error: 'must be general, disney or group' }).check(
    z.superRefine((input, ctx) => {
      checkTripDates(input, ctx);
      checkPhoneForContactMethod(input, ctx);
      if (input.departure && !input.packageUrl) ctx.addIssue({ code: 'custom', path: ['departure'], message: 'needs the package it belongs to' });
    }),
  ),
);
export type QuoteRequestInput = z.infer<typeof quoteRequestInputSchema>;

/** Body of `POST /api/leads/agent-application`: someone applying to become a connected agent. */
export const agentApplicationInputSchema = lazySchema(() =>
  z.strictObject({
    ...commonFormFields(),
    phone: phoneSchema,
    city: headerSafeText(LEAD_FIELD_LIMITS.city),
    province: z.enum(CANADIAN_PROVINCES, { error: 'must be a Canadian province or territory code, e.g. BC' }),
    yearsOfExperience: z
      .number({ error: 'must be a number' })
      .check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' }), z.lte(60, { error: 'must be at most 60' })),
    /** The agency or host agency the applicant works with now, if any. */
    currentAgency: z.optional(headerSafeText(LEAD_FIELD_LIMITS.currentAgency, { required: false })),
    specialties: z._default(uniqueList(z.enum(AGENT_SPECIALTIES, { error: 'is not a specialty we list' }), AGENT_SPECIALTIES.length), []),
    languages: uniqueList(z.enum(AGENT_LANGUAGES, { error: 'is not a language we list' }), AGENT_LANGUAGES.length).check(
      z.minLength(1, { error: 'must name at least one language' }),
    ),
    heardAboutUs: z.enum(HEARD_ABOUT_US_OPTIONS, { error: `must be one of ${HEARD_ABOUT_US_OPTIONS.join(', ')}` }),
    message: z.optional(multiLineText(LEAD_FIELD_LIMITS.message)),
    /** Media key of an uploaded résumé or certificate (`applications/...`). */
    attachmentKey: z.optional(
      z.string({ error: 'must be text' }).check(
        z.maxLength(300, { error: 'must be at most 300 characters' }),
        z.regex(APPLICATION_ATTACHMENT_PATTERN, { error: 'must be a file uploaded under applications/' }),
        z.refine((key) => !key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'), {
          error: 'must be a file uploaded under applications/',
        }),
      ),
    ),
  }),
);
export type AgentApplicationInput = z.infer<typeof agentApplicationInputSchema>;

/** Body of `POST /api/leads/contact`: a message from the contact-us page. */
export const contactMessageInputSchema = lazySchema(() =>
  z.strictObject({
    ...commonFormFields(),
    phone: z.optional(phoneSchema),
    subject: headerSafeText(LEAD_FIELD_LIMITS.subject),
    message: multiLineText(LEAD_FIELD_LIMITS.message, { required: true }),
    ...routingHintFields(),
  }),
);
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/**
 * A lead's reference, the one visitors see and may quote by phone: `TBB-` then six characters of Crockford's
 * base32 (no I, L, O or U) in groups of 4 and 2, e.g. `TBB-7K4F-29`. The 26-character id stays internal.
 */
export const LEAD_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LEAD_REFERENCE_PATTERN = /^TBB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

/** Answer of the three form routes: a reference the thank-you page can show (`TBB-7K4F-29`). */
export const leadReceiptSchema = lazySchema(() => z.object({ reference: z.string() }));
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;
