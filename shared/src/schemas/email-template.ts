import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { uniqueList } from './common-fields.ts';
import type { LeadType } from './lead-forms.ts';

/**
 * E-mail types and templates (admin screens `email-templates` and `email-types`).
 *
 * An e-mail *type* is an event that sends mail (a quote arrived, a password reset was asked for). Each type
 * points to an admin-edited *template* whose subject, HTML and text use `{{placeholders}}`. A type supplies
 * a fixed set of placeholders; a template declares the placeholders it uses, saving refuses any other, and
 * a type can only point to a template whose placeholders it supplies. Values are HTML-escaped in the HTML.
 */

/**
 * Who receives a type's mail:
 * - `agency`: the addresses set on the type (default: the stage's agency leads address);
 * - `person`: the person the event is about (customer, applicant, user); addresses set on the type get a copy;
 * - `agent`: the agent a lead is assigned to; addresses set on the type get a copy;
 * - `admins`: every active admin, at their account's address; addresses set on the type get a copy.
 */
export const EMAIL_AUDIENCES = ['agency', 'person', 'agent', 'admins'] as const;
export type EmailAudience = (typeof EMAIL_AUDIENCES)[number];

/** Every placeholder any type supplies, with what it holds and a sample value for previews. */
export const EMAIL_PLACEHOLDERS = {
  reference: { description: 'Reference of the request, as the visitor may quote it', sample: 'TBB-7K4F-29' },
  requestKind: { description: 'Which form was sent (quote, Disney quote, group quote, application, contact)', sample: 'Disney quote' },
  firstName: { description: 'First name of the person who wrote', sample: 'Priya' },
  lastName: { description: 'Last name of the person who wrote', sample: 'Sandhu' },
  fullName: { description: 'First and last name', sample: 'Priya Sandhu' },
  email: { description: 'E-mail address of the person who wrote', sample: 'priya.sandhu@example.com' },
  phone: { description: 'Phone number (empty when not given)', sample: '604-555-0147' },
  preferredContact: { description: 'How they prefer to be reached, in words (e-mail, phone call, text message)', sample: 'phone call' },
  preferredContactAddress: { description: 'Where to reach them that way: their e-mail address, or their phone for a call or a text', sample: '604-555-0147' },
  destinations: { description: 'Where they want to go', sample: 'Walt Disney World, Orlando' },
  departureCity: { description: 'Departure city', sample: 'Vancouver' },
  travelDates: { description: 'Dates or flexible month', sample: '2027-03-14 to 2027-03-21' },
  travellers: { description: 'Travellers by age', sample: '2 adults, 2 children (ages 6, 9)' },
  budgetPerPerson: { description: 'Budget per person in CAD', sample: '$3,000 to $5,000' },
  travelStyles: { description: 'Travel styles picked', sample: 'Disney Trips' },
  groupDetails: { description: 'Group name, type and size (group quotes)', sample: 'Sandhu family reunion: family reunion, 18 people' },
  packageLink: { description: 'Link to the package the request came from', sample: 'https://tbbtravel.ca/deals/disney-world-spring-break' },
  notes: { description: 'Notes or message they wrote', sample: 'We would love a park-view room.' },
  subject: { description: 'Subject of a contact message', sample: 'Question about travel insurance' },
  sourcePage: { description: 'Page the form was sent from', sample: '/deals/disney-world-spring-break' },
  marketingOptIn: { description: 'Whether they opted in to offers (yes/no)', sample: 'yes' },
  agentName: { description: 'Name of the connected agent the mail is about (for a request: empty when none)', sample: 'Harpreet Gill' },
  changedFields: { description: 'What an agent changed on their public page, in words', sample: 'photo, bio, languages' },
  approvalLink: {
    description: "Link to the admin screen where agents' page changes are approved",
    sample: 'https://tbbtravel.ca/admin-dashboard/agent/profile-changes',
  },
  adminLink: { description: 'Link to the lead in the admin inbox', sample: 'https://tbbtravel.ca/admin-dashboard/leads/01JD8X3V5W9K2M4N6P8Q0R2S4T' },
  portalLink: {
    description: "Link to the lead in the agent's portal (My leads)",
    sample: 'https://tbbtravel.ca/agent-dashboard/MyLeads/01JD8X3V5W9K2M4N6P8Q0R2S4T',
  },
  city: { description: 'City and province of an applicant', sample: 'Surrey, BC' },
  yearsOfExperience: { description: 'Years of travel-industry experience', sample: '4' },
  currentAgency: { description: 'Current agency or host (empty when none)', sample: 'Sunrise Travel' },
  specialties: { description: 'Specialties listed', sample: 'river cruises, europe' },
  languages: { description: 'Languages listed', sample: 'english, punjabi' },
  heardAboutUs: { description: 'How they heard about the agency', sample: 'friend or colleague' },
  attachment: {
    description: "Uploaded résumé or certificate: its file name, downloadable from the lead's page (empty when none)",
    sample: "Priya-Sandhu-resume.pdf (download it from the lead's page)",
  },
  agencyPhone: { description: "The agency's call-centre phone", sample: '1-800-555-0199' },
  greeting: {
    description:
      "'Hello' and the first name when it reads as a name (letters, spaces, hyphens, apostrophes; at most 30), else 'Hello': a mail to the address typed in a form never repeats other text a stranger typed",
    sample: 'Hello Priya',
  },
  advisorContact: {
    description: "When an agent's link brought the request: that agent's name, membership, phone and e-mail from their profile (empty otherwise)",
    sample: 'Harpreet Gill, Senior Connected Agent: 604-555-0111, harpreet.gill@example.com',
  },
  advisorPhotoUrl: {
    description: "Address of that agent's photo, 360 pixels wide (empty without a link's agent or a photo)",
    sample: 'https://tbbtravel.ca/media/_v/jpeg/360/agents/harpreet-gill.jpg',
  },
  tripAskedAbout: {
    description: 'The package a quote asks about and, when one was chosen, its departure as the form showed it (empty when none)',
    sample: 'Lisbon and Porto by Rail: from Toronto, Dec 5, 2026, double occupancy, $2,619.17 per person, all in',
  },
  name: { description: 'Name of the account holder', sample: 'Alex Morgan' },
  username: { description: 'Username of the account', sample: 'alex.morgan' },
  resetLink: { description: 'Link to choose a new password', sample: 'https://tbbtravel.ca/resetpassword/abc123' },
  invitationLink: { description: 'Link for a new account to choose its password', sample: 'https://tbbtravel.ca/resetpassword/def456' },
  linkValidFor: { description: 'How long the link works', sample: '60 minutes' },
  firstContactDue: { description: 'When the person must have been contacted, agency time', sample: 'Mon., Mar. 15, 2027, 10:55 a.m.' },
  holderName: { description: 'Who holds the lead: its agent, or the agency desk', sample: 'Harpreet Gill' },
} as const satisfies Record<string, { description: string; sample: string }>;
export type EmailPlaceholder = keyof typeof EMAIL_PLACEHOLDERS;
export const EMAIL_PLACEHOLDER_NAMES = Object.keys(EMAIL_PLACEHOLDERS) as [EmailPlaceholder, ...EmailPlaceholder[]];

const QUOTE_PLACEHOLDERS = [
  'reference',
  'requestKind',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'preferredContact',
  'preferredContactAddress',
  'destinations',
  'departureCity',
  'travelDates',
  'travellers',
  'budgetPerPerson',
  'travelStyles',
  'groupDetails',
  'packageLink',
  'notes',
  'sourcePage',
  'marketingOptIn',
  'agentName',
  'agencyPhone',
] as const satisfies readonly EmailPlaceholder[];
const APPLICATION_PLACEHOLDERS = [
  'reference',
  'requestKind',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'city',
  'yearsOfExperience',
  'currentAgency',
  'specialties',
  'languages',
  'heardAboutUs',
  'notes',
  'attachment',
  'sourcePage',
  'marketingOptIn',
  'agencyPhone',
] as const satisfies readonly EmailPlaceholder[];
/**
 * Placeholders whose values the visitor wrote (or chose freely) in a public form: names, addresses, phone,
 * destinations, departure city, group name, notes or message, subject, source page, package url, city,
 * current agency. They may reach the agency and its agents, never a confirmation: a confirmation goes to
 * whatever address was typed, so any of them would let a stranger mail their own text under the agency's
 * name (issue 16, item 6).
 */
export const VISITOR_WRITTEN_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'preferredContactAddress',
  'destinations',
  'departureCity',
  'groupDetails',
  'packageLink',
  'notes',
  'subject',
  'sourcePage',
  'city',
  'currentAgency',
  'attachment',
] as const satisfies readonly EmailPlaceholder[];

/**
 * What a confirmation to the address typed in a form may say: the reference, the agency's own words
 * (the form's name, options picked from the agency's lists, dates and counts), the agent's name from the
 * catalogue and the agency's phone. No visitor-written text (see {@link VISITOR_WRITTEN_PLACEHOLDERS}).
 */
const QUOTE_CONFIRMATION_PLACEHOLDERS = [
  'reference',
  'requestKind',
  'greeting',
  'tripAskedAbout',
  'advisorContact',
  'advisorPhotoUrl',
  'preferredContact',
  'travelDates',
  'travellers',
  'budgetPerPerson',
  'travelStyles',
  'agentName',
  'agencyPhone',
] as const satisfies readonly EmailPlaceholder[];
const APPLICATION_CONFIRMATION_PLACEHOLDERS = ['reference', 'requestKind', 'agencyPhone'] as const satisfies readonly EmailPlaceholder[];
const CONTACT_PLACEHOLDERS = [
  'reference',
  'requestKind',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'preferredContact',
  'preferredContactAddress',
  'subject',
  'notes',
  'sourcePage',
  'marketingOptIn',
  'agentName',
  'agencyPhone',
] as const satisfies readonly EmailPlaceholder[];

/** One e-mail type: who receives it and the placeholders it supplies. */
export interface EmailTypeDefinition {
  /** How the admin screens name it ("Quote request, to the agency"). */
  title: string;
  audience: EmailAudience;
  placeholders: readonly EmailPlaceholder[];
  /** What causes it, for the admin screen and the docs. */
  description: string;
}

/** The e-mail types of the product. Each has a built-in template of the same id. */
export const EMAIL_TYPES = {
  'quote-received-agency': {
    title: 'Quote request, to the agency',
    audience: 'agency',
    placeholders: [...QUOTE_PLACEHOLDERS, 'adminLink'],
    description: 'A quote request arrived (general, Disney or group): tells the agency.',
  },
  'quote-received-customer': {
    title: 'Quote request confirmation, to the visitor',
    audience: 'person',
    placeholders: QUOTE_CONFIRMATION_PLACEHOLDERS,
    description: 'A quote request arrived: confirms it to the address typed in the form, with the reference and nothing the visitor wrote.',
  },
  'lead-received-agent': {
    title: 'New lead, to its agent',
    audience: 'agent',
    placeholders: [...new Set([...QUOTE_PLACEHOLDERS, ...CONTACT_PLACEHOLDERS])],
    description: 'A quote request or message came through an agent (their page, link or by name): tells that agent.',
  },
  'lead-assigned-agent': {
    title: 'Lead assigned, to the agent',
    audience: 'agent',
    placeholders: [...new Set([...QUOTE_PLACEHOLDERS, ...CONTACT_PLACEHOLDERS]), 'portalLink'],
    description: 'An admin assigned a lead to an agent: tells that agent, with a link to the lead in their portal.',
  },
  'application-received-agency': {
    title: 'Agent application, to the agency',
    audience: 'agency',
    placeholders: [...APPLICATION_PLACEHOLDERS, 'adminLink'],
    description: 'Someone applied to become a connected agent: tells the agency.',
  },
  'application-received-applicant': {
    title: 'Application confirmation, to the applicant',
    audience: 'person',
    placeholders: APPLICATION_CONFIRMATION_PLACEHOLDERS,
    description:
      'Someone applied to become a connected agent: confirms it to the address typed in the form, with the reference and nothing the applicant wrote.',
  },
  'contact-received-agency': {
    title: 'Contact message, to the agency',
    audience: 'agency',
    placeholders: [...CONTACT_PLACEHOLDERS, 'adminLink'],
    description: 'A contact-us message arrived: tells the agency.',
  },
  'password-reset': {
    title: 'Password reset link',
    audience: 'person',
    placeholders: ['name', 'username', 'resetLink', 'linkValidFor', 'agencyPhone'],
    description: 'Someone asked to reset their password: sends the link to the account holder.',
  },
  'agent-invitation': {
    title: 'Account invitation',
    audience: 'person',
    placeholders: ['name', 'username', 'invitationLink', 'linkValidFor', 'agencyPhone'],
    description: 'An admin created an account: invites the new agent or admin to choose a password.',
  },
  'lead-first-contact-reminder': {
    title: 'First-contact reminder, to the lead’s holder',
    audience: 'agent',
    placeholders: [...new Set([...QUOTE_PLACEHOLDERS, ...CONTACT_PLACEHOLDERS]), 'portalLink', 'adminLink', 'firstContactDue', 'holderName'],
    description:
      'Halfway to a lead’s first-contact deadline (business hours) and nobody has contacted the person: reminds its agent (the agency desk when no agent holds it).',
  },
  'lead-first-contact-escalation': {
    title: 'First-contact deadline passed, to the agency desk',
    audience: 'admins',
    placeholders: [...new Set([...QUOTE_PLACEHOLDERS, ...CONTACT_PLACEHOLDERS]), 'adminLink', 'firstContactDue', 'holderName'],
    description: 'A lead reached its first-contact deadline and nobody has contacted the person: tells the agency desk named in the routing rules.',
  },
  'agent-page-change-admins': {
    title: 'Agent page change, to the admins',
    audience: 'admins',
    placeholders: ['agentName', 'changedFields', 'approvalLink'],
    description: 'A connected agent changed their public page and the change waits for approval: tells the active admins, with a link to the approval screen.',
  },
} as const satisfies Record<string, EmailTypeDefinition>;
export type EmailType = keyof typeof EMAIL_TYPES;
export const EMAIL_TYPE_NAMES = Object.keys(EMAIL_TYPES) as [EmailType, ...EmailType[]];

/** How the admin screens name an e-mail type; an id no longer defined (an old send) is shown as it is. */
export function emailTypeTitle(type: string): string {
  return Object.hasOwn(EMAIL_TYPES, type) ? EMAIL_TYPES[type as EmailType].title : type;
}

/** Values for a type's placeholders when one of its mails is sent. */
export type EmailData<T extends EmailType> = Record<(typeof EMAIL_TYPES)[T]['placeholders'][number], string>;

/** `{{name}}` with optional spaces inside the braces. */
const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholder names a text uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!))];
}

/** Whether a text has `{{` or `}}` that do not form a placeholder (a typo that would be mailed as is). */
function hasStrayBraces(text: string): boolean {
  const rest = text.replace(PLACEHOLDER_PATTERN, '');
  return rest.includes('{{') || rest.includes('}}');
}

export const EMAIL_TEMPLATE_LIMITS = { name: 100, subject: 200, html: 50_000, text: 20_000 } as const;

/** Largest body of a template write: the HTML and text at their limits fit. */
export const EMAIL_TEMPLATE_MAX_BODY_BYTES = 160 * 1024;

/** Id of a template: lowercase words joined by hyphens (the built-in ones are named after their type). */
export const emailTemplateIdSchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.minLength(1, { error: 'is required' }),
      z.maxLength(60, { error: 'must be at most 60 characters' }),
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be lowercase letters and digits joined by single hyphens' }),
    ),
);

/** An e-mail type named in a path. */
export const emailTypeSchema = lazySchema(() => z.enum(EMAIL_TYPE_NAMES, { error: `must be one of ${EMAIL_TYPE_NAMES.join(', ')}` }));

const templateText = (max: number) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).check(
    z.refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), { error: 'must not contain control characters' }),
    z.trim(),
    z.minLength(1, { error: 'is required' }),
    z.maxLength(max, { error: `must be at most ${max} characters` }),
  );

/** The texts a template has in each language: a subject on one line (the mail's Subject header), HTML and plain text. */
const localizedTemplateFields = () => ({
  subject: templateText(EMAIL_TEMPLATE_LIMITS.subject).check(z.refine((value) => !/[\r\n]/.test(value), { error: 'must be on one line' })),
  html: templateText(EMAIL_TEMPLATE_LIMITS.html),
  text: templateText(EMAIL_TEMPLATE_LIMITS.text),
});

/** The languages a template is written in: English, and French beside it (`fr`). */
export const EMAIL_LANGUAGES = ['en', 'fr'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

const templateFields = () => ({
  name: templateText(EMAIL_TEMPLATE_LIMITS.name).check(z.refine((value) => !/[\r\n]/.test(value), { error: 'must be on one line' })),
  /** One line: it becomes the mail's Subject header. */
  subject: templateText(EMAIL_TEMPLATE_LIMITS.subject).check(z.refine((value) => !/[\r\n]/.test(value), { error: 'must be on one line' })),
  /** HTML body; rendered through the rich-text allowlist (paragraphs, lists, headings, links, emphasis). */
  html: templateText(EMAIL_TEMPLATE_LIMITS.html),
  /** Plain-text body, for mail readers that do not show HTML. */
  text: templateText(EMAIL_TEMPLATE_LIMITS.text),
  /**
   * The French version (subject and both bodies, the same placeholders), sent to a visitor whose lead came from the
   * French site; absent until written (docs/decisions/leads-in-the-visitors-language.md says what is sent meanwhile).
   */
  fr: z.optional(z.strictObject(localizedTemplateFields(), { error: 'must be an object with subject, html and text' })),
  /** The placeholders this template may use. */
  placeholders: uniqueList(z.enum(EMAIL_PLACEHOLDER_NAMES, { error: 'is not a known placeholder' }), EMAIL_PLACEHOLDER_NAMES.length),
});

/** Refuses placeholders the template does not declare, and stray `{{`/`}}`. */
function checkPlaceholdersDeclared(
  input: { subject: string; html: string; text: string; fr?: { subject: string; html: string; text: string }; placeholders: readonly string[] },
  ctx: z.core.$RefinementCtx,
): void {
  const declared = new Set(input.placeholders);
  const versions = [{ texts: input, path: [] as string[] }, ...(input.fr ? [{ texts: input.fr, path: ['fr'] }] : [])];
  for (const { texts, path } of versions) {
    for (const field of ['subject', 'html', 'text'] as const) {
      const value = texts[field];
      const unknown = placeholdersIn(value).filter((name) => !declared.has(name));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, field],
          message: `uses ${unknown.map((name) => `{{${name}}}`).join(', ')}, not in this template's placeholders`,
        });
      } else if (hasStrayBraces(value)) {
        ctx.addIssue({ code: 'custom', path: [...path, field], message: 'has {{ or }} that is not a placeholder such as {{firstName}}' });
      }
    }
  }
}

/** Every text of a template, both languages, as one string (to read the placeholders it uses). */
export function templateTexts(template: { subject: string; html: string; text: string; fr?: { subject: string; html: string; text: string } }): string {
  const fr = template.fr ? `\n${template.fr.subject}\n${template.fr.html}\n${template.fr.text}` : '';
  return `${template.subject}\n${template.html}\n${template.text}${fr}`;
}

/** The editable content of a template, as a preview draft sends it. */
export const emailTemplateContentSchema = lazySchema(() => z.strictObject(templateFields()).check(z.superRefine(checkPlaceholdersDeclared)));
export type EmailTemplateContent = z.infer<typeof emailTemplateContentSchema>;

/** Body of `POST /api/admin/email-templates`. */
export const emailTemplateCreateInputSchema = lazySchema(() =>
  z.strictObject({ id: emailTemplateIdSchema, ...templateFields() }).check(z.superRefine(checkPlaceholdersDeclared)),
);
export type EmailTemplateCreateInput = z.infer<typeof emailTemplateCreateInputSchema>;

/**
 * Body of `PUT /api/admin/email-templates/{id}`: the whole content and the version it was loaded at.
 * Version 0 saves a built-in template that was never saved before.
 */
export const emailTemplateUpdateInputSchema = lazySchema(() =>
  z
    .strictObject({
      ...templateFields(),
      version: z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' })),
    })
    .check(z.superRefine(checkPlaceholdersDeclared)),
);
export type EmailTemplateUpdateInput = z.infer<typeof emailTemplateUpdateInputSchema>;

/** Body of `POST /api/admin/email-templates/{id}/preview`: an unsaved draft, or nothing to preview what is saved. */
export const emailTemplatePreviewInputSchema = lazySchema(() => z.optional(emailTemplateContentSchema));

/** A template as the admin screens read it. */
export interface EmailTemplate extends EmailTemplateContent {
  id: string;
  /** 0 while a built-in template has never been saved. */
  version: number;
  /** True for the templates that ship with the product (they cannot be deleted, and are used until saved). */
  builtIn: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A rendered mail, as the preview answers it. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Most extra recipients one type may have. */
export const EMAIL_TYPE_RECIPIENTS_MAX = 10;

/**
 * Body of `PUT /api/admin/email-types/{type}`: the template the type uses and its recipients (for `agency`
 * types the addresses that receive it, for the others addresses that get a copy). Version 0 saves a type
 * never saved before.
 */
export const emailTypeSettingInputSchema = lazySchema(() =>
  z.strictObject({
    templateId: emailTemplateIdSchema,
    recipients: uniqueList(
      z.pipe(
        z.string({ error: 'must be text' }).check(
          z.refine((value) => !/[\r\n]/.test(value), { error: 'must be on one line' }),
          z.trim(),
          z.maxLength(254, { error: 'must be at most 254 characters' }),
        ),
        z.email({ error: 'must be an e-mail address' }),
      ),
      EMAIL_TYPE_RECIPIENTS_MAX,
    ),
    version: z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' })),
  }),
);
export type EmailTypeSettingInput = z.infer<typeof emailTypeSettingInputSchema>;

/** A type as the admin screen reads it: its definition and its current setting. */
export interface EmailTypeView extends EmailTypeDefinition {
  type: EmailType;
  templateId: string;
  recipients: string[];
  /** Who gets `agency` mail when `recipients` is empty (the stage's agency leads address). */
  defaultRecipient: string | null;
  /** 0 while the type has never been saved (it uses its built-in template). */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/**
 * The e-mail types a lead of each type causes (its arrival, an assignment, its first-contact clock): what the template
 * editor can preview on a real lead of that type.
 */
export const LEAD_EMAIL_TYPES_BY_LEAD_TYPE = {
  quote: [
    'quote-received-agency',
    'quote-received-customer',
    'lead-received-agent',
    'lead-assigned-agent',
    'lead-first-contact-reminder',
    'lead-first-contact-escalation',
  ],
  application: ['application-received-agency', 'application-received-applicant'],
  contact: ['contact-received-agency', 'lead-received-agent', 'lead-assigned-agent', 'lead-first-contact-reminder', 'lead-first-contact-escalation'],
} as const satisfies Record<LeadType, readonly EmailType[]>;

/** Every e-mail type a lead may cause. */
export const LEAD_EMAIL_TYPES = [...new Set(Object.values(LEAD_EMAIL_TYPES_BY_LEAD_TYPE).flat())] as [EmailType, ...EmailType[]];

/**
 * Body of `POST /api/admin/leads/{id}/mail-preview`: a template draft and the e-mail type to render it as, with that
 * lead's values (docs/decisions/email-preview-on-a-lead.md).
 */
export const leadMailPreviewInputSchema = lazySchema(() =>
  z.strictObject({
    type: z.enum(LEAD_EMAIL_TYPES, { error: `must be an e-mail a lead causes: ${LEAD_EMAIL_TYPES.join(', ')}` }),
    template: emailTemplateContentSchema,
  }),
);
export type LeadMailPreviewInput = z.infer<typeof leadMailPreviewInputSchema>;
