import type { AgentLanguage, CanadianProvince } from '@tdp/shared/schemas/agent-profile';
import type { BudgetRange, ContactMethod, DisneyDestination, GroupType, QuoteKind } from '@tdp/shared/schemas/lead-forms';
import { GROUP_TYPES } from '@tdp/shared/schemas/lead-forms';

/** Most catalogue destinations and styles a quote carries (the schema's list limit). */
const PREFILLED_LIST_MAX = 20;

/** Whether the visitor gives dates or a month. */
export type DateMode = 'dates' | 'flexible';

/** What the quote form holds while the visitor types: text as typed, turned into the body by {@link toQuoteInput}. */
export interface QuoteDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredContact: ContactMethod;
  destinations: string;
  destinationIds: string[];
  disneyDestination: DisneyDestination | '';
  groupName: string;
  groupType: GroupType | '';
  groupSize: string;
  departureCity: string;
  dateMode: DateMode;
  departDate: string;
  returnDate: string;
  flexibleMonth: string;
  adults: string;
  seniors: string;
  /** One entry per child: the age as chosen ('' until chosen). */
  childAges: string[];
  budgetPerPerson: BudgetRange | '';
  travelStyleIds: number[];
  preferredAgent: string;
  /** The language the visitor would like to be served in, and their province (lead routing; optional). */
  preferredLanguage: AgentLanguage | '';
  province: CanadianProvince | '';
  notes: string;
  consentToContact: boolean;
  marketingOptIn: boolean;
  /** The honeypot. */
  website: string;
  /** The package's departure the visitor chose, with its price and taxes as the form shows them (not a field). */
  departure: QuoteDeparture | undefined;
  /** Where the visitor came from and through whom (not shown as fields). */
  packageUrl: string | undefined;
  agent: string | undefined;
  source: string | undefined;
}

/** A departure of the package as the quote sends it: its id and the price and taxes the form showed. */
export interface QuoteDeparture {
  id: string;
  price: number;
  tax: number;
}

/** What the form knows before the visitor types: the package and its departure, the agent, the group type, the page. */
export interface QuotePrefill {
  packageUrl?: string;
  /** The id of the package's departure the visitor chose (`?departure=`). */
  departureId?: string;
  agent?: string;
  groupType?: string;
  /** The departure's city, by name (a package page's departure names it by id, `?from=3`). */
  departureCity?: string;
  /** The departure's day, `YYYY-MM-DD` (`?date=`), when it is today or later. */
  departDate?: string;
  source?: string;
}

/** A group type named in a link (`?groupType=destination-wedding`), when it is one the form offers. */
export function groupTypeFrom(value: string | null | undefined): GroupType | '' {
  return (GROUP_TYPES as readonly string[]).includes(value ?? '') ? (value as GroupType) : '';
}

/** A fresh form for a kind of quote, prefilled from the page's context. */
export function initialQuoteDraft(kind: QuoteKind, prefill: QuotePrefill = {}): QuoteDraft {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    preferredContact: 'email',
    destinations: '',
    destinationIds: [],
    disneyDestination: '',
    groupName: '',
    groupType: kind === 'group' ? groupTypeFrom(prefill.groupType) : '',
    groupSize: '',
    departureCity: prefill.departureCity ?? '',
    dateMode: 'dates',
    departDate: prefill.departDate ?? '',
    returnDate: '',
    flexibleMonth: '',
    adults: '2',
    seniors: '0',
    childAges: [],
    budgetPerPerson: '',
    travelStyleIds: [],
    preferredAgent: prefill.agent ?? '',
    preferredLanguage: '',
    province: '',
    notes: '',
    consentToContact: false,
    marketingOptIn: false,
    website: '',
    departure: undefined,
    packageUrl: prefill.packageUrl,
    agent: prefill.agent,
    source: prefill.source,
  };
}

/**
 * Fills where the package goes (its title and destinations) into fields the visitor left empty. Its travel styles are
 * not ticked for them: "styles you enjoy" is the visitor's to say, and a lead must not claim choices they never made.
 */
export function withPackage(draft: QuoteDraft, pkg: { title: string; destinationIds: readonly string[] }): QuoteDraft {
  return {
    ...draft,
    destinations: draft.destinations.trim() === '' ? pkg.title : draft.destinations,
    destinationIds: draft.destinationIds.length === 0 ? pkg.destinationIds.slice(0, PREFILLED_LIST_MAX) : draft.destinationIds,
  };
}

/** The departure the quote is for, as the page now shows it (none: it is no longer open, or none was chosen). */
export function withDeparture(draft: QuoteDraft, departure: QuoteDeparture | null): QuoteDraft {
  const same = departure
    ? draft.departure?.id === departure.id && draft.departure.price === departure.price && draft.departure.tax === departure.tax
    : !draft.departure;
  return same ? draft : { ...draft, departure: departure ? { id: departure.id, price: departure.price, tax: departure.tax } : undefined };
}

/** '' → left out, so the schema says "is required" or skips an optional field. */
function text(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/** A whole number as typed, or left out when blank ('abc' stays NaN so the schema says it is not a number). */
function whole(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

/** The body of `POST /api/leads/quote` for the kind of form, before validation with the shared schema. */
export function toQuoteInput(kind: QuoteKind, draft: QuoteDraft): Record<string, unknown> {
  const flexible = draft.dateMode === 'flexible';
  const travellers = {
    adults: whole(draft.adults),
    seniors: whole(draft.seniors) ?? 0,
    childAges: draft.childAges.map((age) => whole(age)),
  };
  return {
    kind,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: text(draft.phone),
    preferredContact: draft.preferredContact,
    // A general or group quote must say where; the Disney form asks which Disney destination instead.
    destinations: kind === 'disney' ? text(draft.destinations) : draft.destinations,
    destinationIds: draft.destinationIds,
    ...(kind === 'disney' ? { disneyDestination: text(draft.disneyDestination) } : {}),
    ...(kind === 'group' ? { groupName: draft.groupName, groupType: text(draft.groupType), groupSize: whole(draft.groupSize) } : { travellers }),
    departureCity: text(draft.departureCity),
    departDate: flexible ? undefined : text(draft.departDate),
    returnDate: flexible ? undefined : text(draft.returnDate),
    flexibleMonth: flexible ? text(draft.flexibleMonth) : undefined,
    budgetPerPerson: text(draft.budgetPerPerson),
    travelStyleIds: draft.travelStyleIds,
    packageUrl: draft.packageUrl,
    departure: draft.departure,
    preferredAgent: text(draft.preferredAgent),
    preferredLanguage: text(draft.preferredLanguage),
    province: text(draft.province),
    notes: text(draft.notes),
    consentToContact: draft.consentToContact,
    marketingOptIn: draft.marketingOptIn,
    website: text(draft.website),
    source: draft.source,
    agent: draft.agent,
  };
}

/** One body builder per kind, made once so the form's validation is not redone for a new function each render. */
export const QUOTE_INPUT_BUILDERS: Readonly<Record<QuoteKind, (draft: QuoteDraft) => Record<string, unknown>>> = {
  general: (draft) => toQuoteInput('general', draft),
  disney: (draft) => toQuoteInput('disney', draft),
  group: (draft) => toQuoteInput('group', draft),
};
