import type { AgentLanguage, AgentSpecialty, CanadianProvince } from '@tdp/shared/schemas/agent-profile';
import type { BudgetRange, DisneyDestination, GroupType, HeardAboutUs } from '@tdp/shared/schemas/lead-forms';
import { formatDate, formatMessage } from '../../lib/intl.ts';
import {
  BUDGET_LABELS,
  DISNEY_DESTINATION_LABELS,
  GROUP_TYPE_LABELS,
  HEARD_ABOUT_US_LABELS,
  LANGUAGE_LABELS,
  PROVINCE_LABELS,
  SPECIALTY_LABELS,
} from '../../lib/lead-option-labels.ts';
import { adminLeadsMessages as messages } from './messages.ts';

/** One line of "what they asked": a label and the value in words. */
export interface LeadFormRow {
  key: string;
  label: string;
  value: string;
}

/** How the page turns the codes a form holds into names: travel style ids, agent slugs, catalogue destination ids. */
export interface LeadFormNames {
  styleName: (id: number) => string;
  agentName: (slug: string) => string;
  destinationName: (id: string) => string;
}

/** Names the detail page already shows elsewhere (contact, consent) or that mean nothing to a person. */
const SHOWN_ELSEWHERE = new Set([
  'kind',
  'firstName',
  'lastName',
  'email',
  'phone',
  'preferredContact',
  'consentToContact',
  'marketingOptIn',
  'website',
  'source',
  'agent',
  'packageUrl',
  // The departure as sent is its id and price: the lead's confirmed departure is shown instead.
  'departure',
  // The attachment has a panel of its own with its download.
  'attachmentKey',
]);

type FormLabelKey = keyof typeof messages.formLabels;

function labelled<T extends string>(labels: Readonly<Record<T, string>>, value: unknown): string {
  return typeof value === 'string' && value in labels ? labels[value as T] : String(value);
}

function listOf<T extends string>(labels: Readonly<Record<T, string>>, value: unknown): string {
  return Array.isArray(value) ? value.map((item) => labelled(labels, item)).join(', ') : String(value);
}

function travellersText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const { adults = 0, seniors = 0, childAges = [] } = value as { adults?: number; seniors?: number; childAges?: number[] };
  const base = formatMessage(messages.travellers, { adults, seniors, children: childAges.length });
  return childAges.length > 0 ? `${base}${formatMessage(messages.childAges, { ages: childAges.join(', ') })}` : base;
}

/** How each known field of a form reads. */
function valueText(key: string, value: unknown, { styleName, agentName, destinationName }: LeadFormNames): string {
  switch (key) {
    case 'disneyDestination':
      return labelled<DisneyDestination>(DISNEY_DESTINATION_LABELS, value);
    case 'groupType':
      return labelled<GroupType>(GROUP_TYPE_LABELS, value);
    case 'budgetPerPerson':
      return labelled<BudgetRange>(BUDGET_LABELS, value);
    case 'heardAboutUs':
      return labelled<HeardAboutUs>(HEARD_ABOUT_US_LABELS, value);
    case 'province':
      return labelled<CanadianProvince>(PROVINCE_LABELS, value);
    case 'specialties':
      return listOf<AgentSpecialty>(SPECIALTY_LABELS, value);
    case 'languages':
      return listOf<AgentLanguage>(LANGUAGE_LABELS, value);
    case 'preferredLanguage':
    case 'language':
      return labelled<AgentLanguage>(LANGUAGE_LABELS, value);
    case 'travellers':
      return travellersText(value);
    case 'departDate':
    case 'returnDate':
      return typeof value === 'string' ? formatDate(value) : String(value);
    case 'travelStyleIds':
      return Array.isArray(value) ? value.map((id) => styleName(Number(id))).join(', ') : String(value);
    case 'preferredAgent':
      return typeof value === 'string' ? agentName(value) : String(value);
    case 'destinationIds':
      return Array.isArray(value) ? value.map((id) => destinationName(String(id))).join(', ') : String(value);
    default:
      if (Array.isArray(value)) return value.join(', ');
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  }
}

/**
 * The answers of a lead's form as labelled lines, in the form's own order, leaving out what the page shows
 * elsewhere and answers left empty. A field this page does not know yet is still shown, under its name.
 */
export function leadFormRows(form: Readonly<Record<string, unknown>>, names: LeadFormNames): LeadFormRow[] {
  return Object.entries(form)
    .filter(
      ([key, value]) => !SHOWN_ELSEWHERE.has(key) && value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    )
    .map(([key, value]) => ({
      key,
      label: key in messages.formLabels ? messages.formLabels[key as FormLabelKey] : key,
      value: valueText(key, value, names),
    }));
}
