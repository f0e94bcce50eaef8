import { attachmentFileName } from '@tdp/shared/schemas/application-attachment';
import type { EmailData } from '@tdp/shared/schemas/email-template';
import type {
  AgentApplicationInput,
  BudgetRange,
  ContactMethod,
  ContactMessageInput,
  LeadKind,
  QuoteRequestInput,
  Travellers,
} from '@tdp/shared/schemas/lead-forms';
import type { QuotedDeparture } from '@tdp/shared/schemas/lead-records';
import { OCCUPANCY_BASIS_LABELS } from '@tdp/shared/departures/departure-terms';
import { allInPrice } from '@tdp/shared/pricing/all-in-price';
import { hasVariants, variantPath } from '@tdp/shared/media/image-variants';
import type { AgentProfileDraft } from '@tdp/shared/schemas/agent-profile';
import type { Lead } from '../../data/lead-repository.ts';
import type { LeadLanguage } from '@tdp/shared/schemas/lead-forms';
import {
  budgetWordsFr,
  CONTACT_METHOD_WORDS_FR,
  greetingFr,
  REQUEST_KIND_NAMES_FR,
  travelDatesFr,
  travellersFr,
  tripAskedAboutFr,
} from './lead-email-values-fr.ts';
import { agencyPhone, mailSiteUrl } from '../../email/agency-mail-settings.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/** Values of every placeholder a lead's mails can use (each lead e-mail type takes the ones it supplies). */
export type LeadEmailValues = EmailData<'quote-received-agency'> &
  EmailData<'quote-received-customer'> &
  EmailData<'application-received-agency'> &
  EmailData<'contact-received-agency'> &
  EmailData<'lead-received-agent'> &
  EmailData<'lead-assigned-agent'>;

/** What the mails need beyond the lead: the assigned agent's name and the catalogue's travel-style names. */
export interface LeadEmailContext {
  agentName: string | null;
  travelStyleNames: ReadonlyMap<number, string>;
  /** The title of the package asked about, as its card reads (absent: not looked up, or no such package). */
  packageTitle?: string | null;
  /** The agent whose page or link brought the lead, from their profile (absent: none, or not looked up). */
  advisor?: Pick<AgentProfileDraft, 'name' | 'membership' | 'phone' | 'email' | 'photo'> | null;
}

/**
 * "Harpreet Gill, Senior Connected Agent: 604-555-0111, harpreet.gill@example.com", from the agent's profile (in French,
 * a non-breaking space before the colon).
 */
export function advisorContact(advisor: NonNullable<LeadEmailContext['advisor']>, language: LeadLanguage = 'en'): string {
  const ways = [advisor.phone, advisor.email].filter((way) => way.trim() !== '').join(', ');
  const colon = language === 'fr' ? '\u00a0: ' : ': ';
  return `${advisor.name}${advisor.membership ? `, ${advisor.membership}` : ''}${ways ? `${colon}${ways}` : ''}`;
}

/** The agent's photo as a mail shows it: the 360-pixel JPEG variant (every mail client reads JPEG), absolute. */
export function advisorPhotoUrl(photo: string | null): string {
  return photo && hasVariants(photo) ? `${mailSiteUrl()}/media/${variantPath({ key: photo, width: 360, format: 'jpeg' })}` : NONE;
}

/** A first name a mail may greet by: letters (any script), spaces, hyphens and apostrophes, at most 30. */
const GREETABLE_NAME = /^\p{L}[\p{L}\p{M} '’-]{0,29}$/u;

/**
 * "Hello Priya", or "Hello" when the first name does not read as a name: the confirmation goes to the address typed in
 * the form, so it must not carry a link or a message a stranger typed there.
 */
export function greetingFor(firstName: string, language: LeadLanguage = 'en'): string {
  const name = firstName.trim();
  const greetable = GREETABLE_NAME.test(name) ? name : null;
  if (language === 'fr') return greetingFr(greetable);
  return greetable ? `Hello ${greetable}` : 'Hello';
}

const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const DAY = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Lisbon and Porto by Rail: from Toronto, Dec 5, 2026, double occupancy, $2,619.17 per person, all in". */
export function tripAskedAbout(packageTitle: string | null | undefined, departure: QuotedDeparture | undefined): string {
  if (!packageTitle) return NONE;
  if (!departure) return packageTitle;
  const day = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));
  const days = departure.until ? `${day(departure.date)} to ${day(departure.until)}` : day(departure.date);
  const occupancy = OCCUPANCY_BASIS_LABELS[departure.occupancy].toLowerCase();
  return `${packageTitle}: from ${departure.cityName}, ${days}, ${occupancy}, ${CAD.format(allInPrice(departure))} per person, all in`;
}

// What the form did not give is an empty value: the renderer leaves out a line holding only empty values, so a
// mail never reads "Package: none" or "Subject: not given".
const NOT_GIVEN = '';
const NONE = '';

/** How each form is named in mails. */
export const REQUEST_KIND_NAMES: Readonly<Record<LeadKind, string>> = {
  general: 'quote',
  disney: 'Disney quote',
  group: 'group quote',
  application: 'agent application',
  contact: 'contact message',
};

const BUDGET_NAMES: Readonly<Record<BudgetRange, string>> = {
  'under-1500': 'under $1,500',
  '1500-3000': '$1,500 to $3,000',
  '3000-5000': '$3,000 to $5,000',
  '5000-8000': '$5,000 to $8,000',
  '8000-plus': '$8,000 or more',
};

/** How a person asked to be reached, as a mail or the portal says it mid-sentence ("reach out by text message"). */
const CONTACT_METHOD_WORDS: Readonly<Record<ContactMethod, string>> = {
  email: 'e-mail',
  phone: 'phone call',
  text: 'text message',
};

/** An option value as words: `friend-or-colleague` → `friend or colleague`. */
export function optionWords(value: string): string {
  return value.replace(/-/g, ' ');
}

// Made on first use: an Intl formatter loads locale data, a cost a cold start should pay only when it formats.
let dateFormats: { longDate: Intl.DateTimeFormat; monthAndYear: Intl.DateTimeFormat } | undefined;
function formatsOfDates() {
  dateFormats ??= {
    longDate: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
    monthAndYear: new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
  return dateFormats;
}

/** `2027-03-14` → `March 14, 2027`. */
function formatDate(isoDate: string): string {
  return formatsOfDates().longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The trip dates in words: a date range, one date, or a flexible month. */
export function describeTravelDates(input: { departDate?: string; returnDate?: string; flexibleMonth?: string }): string {
  if (input.flexibleMonth) return `flexible, in ${formatsOfDates().monthAndYear.format(new Date(`${input.flexibleMonth}-01T00:00:00Z`))}`;
  if (input.departDate && input.returnDate) return `${formatDate(input.departDate)} to ${formatDate(input.returnDate)}`;
  if (input.departDate) return `departing ${formatDate(input.departDate)}`;
  return NOT_GIVEN;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Travellers in words: `2 adults, 1 senior, 2 children (ages 6, 9)`, led by the group size for groups. */
export function describeTravellers(travellers: Travellers | undefined, groupSize?: number): string {
  const parts: string[] = [];
  if (travellers) {
    if (travellers.adults > 0) parts.push(count(travellers.adults, 'adult', 'adults'));
    if (travellers.seniors > 0) parts.push(count(travellers.seniors, 'senior', 'seniors'));
    if (travellers.childAges.length > 0) {
      parts.push(
        `${count(travellers.childAges.length, 'child', 'children')} (${travellers.childAges.length === 1 ? 'age' : 'ages'} ${travellers.childAges.join(', ')})`,
      );
    }
  }
  const breakdown = parts.join(', ');
  if (groupSize !== undefined) return breakdown ? `group of ${groupSize}: ${breakdown}` : `group of ${groupSize}`;
  return breakdown || NOT_GIVEN;
}

/** One line saying what a lead asks for, for the inbox list. */
export function leadHeadline(form: QuoteRequestInput | AgentApplicationInput | ContactMessageInput, kind: LeadKind): string {
  let headline: string;
  if (kind === 'application') {
    const application = form as AgentApplicationInput;
    headline = `${application.city}, ${application.province}`;
  } else if (kind === 'contact') {
    headline = (form as ContactMessageInput).subject;
  } else {
    const quote = form as QuoteRequestInput;
    const destinations = quote.destinations ?? '';
    if (quote.kind === 'disney') headline = [optionWords(quote.disneyDestination), destinations].filter(Boolean).join(': ');
    else if (quote.kind === 'group') headline = `${quote.groupName}: ${destinations}`;
    else headline = destinations;
  }
  return headline.length > 200 ? `${headline.slice(0, 199)}…` : headline;
}

/**
 * Every lead placeholder's value, empty where the form had nothing. In French (`language` `fr`, for the e-mails to a
 * visitor of the French site), the agency's own words are French (lead-email-values-fr.ts); what people wrote stays.
 */
export function leadEmailValues(lead: Lead, context: LeadEmailContext, language: LeadLanguage = 'en'): LeadEmailValues {
  const values = englishLeadEmailValues(lead, context);
  if (language === 'en') return values;
  const quote = lead.form as Partial<QuoteRequestInput> & { groupSize?: number };
  const isQuote = lead.type === 'quote';
  return {
    ...values,
    requestKind: REQUEST_KIND_NAMES_FR[lead.kind],
    preferredContact: CONTACT_METHOD_WORDS_FR[quote.preferredContact ?? 'email'],
    travelDates: isQuote ? travelDatesFr(quote) : NOT_GIVEN,
    travellers: isQuote ? travellersFr(quote.travellers, quote.groupSize) : NOT_GIVEN,
    budgetPerPerson: quote.budgetPerPerson ? budgetWordsFr(quote.budgetPerPerson) : NOT_GIVEN,
    marketingOptIn: lead.marketingOptIn ? 'oui' : 'non',
    greeting: greetingFor(lead.firstName, 'fr'),
    tripAskedAbout: isQuote ? tripAskedAboutFr(context.packageTitle, lead.departure) : NONE,
    advisorContact: context.advisor ? advisorContact(context.advisor, 'fr') : NONE,
  };
}

function englishLeadEmailValues(lead: Lead, context: LeadEmailContext): LeadEmailValues {
  const form = lead.form as Partial<QuoteRequestInput & AgentApplicationInput & ContactMessageInput> & Record<string, unknown>;
  const isQuote = lead.type === 'quote';
  const quote = form as Partial<QuoteRequestInput> & { disneyDestination?: string; groupName?: string; groupType?: string; groupSize?: number };
  const destinations = isQuote
    ? [quote.disneyDestination ? optionWords(quote.disneyDestination) : '', quote.destinations ?? ''].filter(Boolean).join(': ') || NOT_GIVEN
    : NOT_GIVEN;
  const styleIds = (quote.travelStyleIds ?? []) as number[];
  const notes = (isQuote ? quote.notes : form.message) ?? '';
  const contactMethod = quote.preferredContact ?? 'email';
  return {
    // The short reference a person can quote; leads stored before references existed keep their id.
    reference: lead.reference ?? lead.id,
    requestKind: REQUEST_KIND_NAMES[lead.kind],
    firstName: lead.firstName,
    lastName: lead.lastName,
    fullName: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    phone: lead.phone ?? NOT_GIVEN,
    preferredContact: CONTACT_METHOD_WORDS[contactMethod],
    // The address that fits the way they asked to be reached: a text or a call needs the phone (else the e-mail).
    preferredContactAddress: contactMethod !== 'email' && lead.phone ? lead.phone : lead.email,
    destinations,
    departureCity: (isQuote && quote.departureCity) || NOT_GIVEN,
    travelDates: isQuote ? describeTravelDates(quote) : NOT_GIVEN,
    travellers: isQuote ? describeTravellers(quote.travellers, quote.groupSize) : NOT_GIVEN,
    budgetPerPerson: quote.budgetPerPerson ? BUDGET_NAMES[quote.budgetPerPerson] : NOT_GIVEN,
    travelStyles: styleIds.length > 0 ? styleIds.map((id) => context.travelStyleNames.get(id) ?? `style ${id}`).join(', ') : NOT_GIVEN,
    groupDetails: quote.groupName ? `${quote.groupName}: ${optionWords(quote.groupType ?? 'other')}, ${quote.groupSize} people` : NOT_GIVEN,
    packageLink: lead.packageUrl ? `${mailSiteUrl()}${pathHref(PUBLIC_PATHS.package, { id: lead.packageUrl })}` : NONE,
    notes: notes || NONE,
    subject: form.subject ?? NOT_GIVEN,
    sourcePage: lead.source ?? NOT_GIVEN,
    marketingOptIn: lead.marketingOptIn ? 'yes' : 'no',
    agentName: context.agentName ?? NONE,
    adminLink: `${mailSiteUrl()}${pathHref(ADMIN_PATHS.lead, { id: lead.id })}`,
    portalLink: `${mailSiteUrl()}${pathHref(PORTAL_PATHS.myLead, { id: lead.id })}`,
    city: form.city && form.province ? `${form.city}, ${form.province}` : NOT_GIVEN,
    yearsOfExperience: form.yearsOfExperience !== undefined ? String(form.yearsOfExperience) : NOT_GIVEN,
    currentAgency: form.currentAgency || NONE,
    specialties: form.specialties && form.specialties.length > 0 ? form.specialties.map(optionWords).join(', ') : NONE,
    languages: form.languages && form.languages.length > 0 ? form.languages.join(', ') : NOT_GIVEN,
    heardAboutUs: form.heardAboutUs ? optionWords(form.heardAboutUs) : NOT_GIVEN,
    // The key means nothing to a reader and the file is private: name it and point at the lead's download.
    attachment: form.attachmentKey ? `${attachmentFileName(form.attachmentKey)} (download it from the lead's page)` : NONE,
    agencyPhone: agencyPhone(),
    greeting: greetingFor(lead.firstName),
    tripAskedAbout: isQuote ? tripAskedAbout(context.packageTitle, lead.departure) : NONE,
    advisorContact: context.advisor ? advisorContact(context.advisor) : NONE,
    advisorPhotoUrl: context.advisor ? advisorPhotoUrl(context.advisor.photo) : NONE,
  };
}
