import { agentSlugSchema } from '@tdp/shared/schemas/agent-profile';
import { isoDateSchema } from '@tdp/shared/schemas/common-fields';
import { LEAD_TYPES, type LeadType } from '@tdp/shared/schemas/lead-forms';
import {
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_SEARCH_MIN_LENGTH,
  LEAD_STATUSES,
  leadStatusOf,
  STORED_LEAD_STATUSES,
  UNASSIGNED_AGENT,
  type LeadStatus,
} from '@tdp/shared/schemas/lead-records';

/**
 * The inbox filters, kept in the address (`?status=new&type=quote`) so a filtered inbox can be bookmarked
 * and survives a reload. Dates are agency days `YYYY-MM-DD`, both included. Unknown values are ignored.
 */
export interface InboxFilter {
  type: LeadType | '';
  status: LeadStatus | '';
  /** An agent slug, `unassigned`, or '' for everyone. */
  agent: string;
  from: string;
  to: string;
  /** What is searched: a name, an e-mail address, a phone number or a reference, as typed (trimmed), or ''. */
  q: string;
}

export const EMPTY_INBOX_FILTER: InboxFilter = { type: '', status: '', agent: '', from: '', to: '', q: '' };

const KEYS = ['type', 'status', 'agent', 'from', 'to', 'q'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

function legacyStatusRead(value: string | null): string | null {
  return value !== null && (STORED_LEAD_STATUSES as readonly string[]).includes(value) ? leadStatusOf(value) : value;
}

function dateOrEmpty(value: string | null): string {
  return value !== null && isoDateSchema.safeParse(value).success ? value : '';
}

/** A search the API takes (trimmed, 2 to 100 characters), or ''. */
export function inboxSearch(value: string | null): string {
  const trimmed = (value ?? '').trim();
  return trimmed.length >= LEAD_SEARCH_MIN_LENGTH && trimmed.length <= LEAD_SEARCH_MAX_LENGTH ? trimmed : '';
}

/** The filter an address holds. */
export function inboxFilterFrom(params: URLSearchParams): InboxFilter {
  const agent = params.get('agent') ?? '';
  return {
    type: oneOf(LEAD_TYPES, params.get('type')),
    // An address from before the pipeline may say `won`: it reads as its pipeline status (booked).
    status: oneOf(LEAD_STATUSES, legacyStatusRead(params.get('status'))),
    agent: agent === UNASSIGNED_AGENT || agentSlugSchema.safeParse(agent).success ? agent : '',
    from: dateOrEmpty(params.get('from')),
    to: dateOrEmpty(params.get('to')),
    // An inbox address from before the search box named a reference in `reference`.
    q: inboxSearch(params.get('q') ?? params.get('reference')),
  };
}

/** The set filters only, as the API's query (and the address's). */
export function inboxQuery(filter: InboxFilter): Record<string, string> {
  return Object.fromEntries(KEYS.filter((key) => filter[key] !== '').map((key) => [key, filter[key]]));
}

/** Whether any filter is set. */
export function isInboxFiltered(filter: InboxFilter): boolean {
  return Object.keys(inboxQuery(filter)).length > 0;
}
