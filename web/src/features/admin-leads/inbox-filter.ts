import { agentSlugSchema } from '@tdp/shared/schemas/agent-profile';
import { isoDateSchema } from '@tdp/shared/schemas/common-fields';
import { LEAD_STATUSES, LEAD_TYPES, normalizeLeadReference, UNASSIGNED_AGENT, type LeadStatus, type LeadType } from '@tdp/shared/schemas/lead';

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
  /** A lead's short reference in its written form (`TBB-7K4F-29`), or ''. */
  reference: string;
}

export const EMPTY_INBOX_FILTER: InboxFilter = { type: '', status: '', agent: '', from: '', to: '', reference: '' };

const KEYS = ['type', 'status', 'agent', 'from', 'to', 'reference'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

function dateOrEmpty(value: string | null): string {
  return value !== null && isoDateSchema.safeParse(value).success ? value : '';
}

/** The filter an address holds. */
export function inboxFilterFrom(params: URLSearchParams): InboxFilter {
  const agent = params.get('agent') ?? '';
  return {
    type: oneOf(LEAD_TYPES, params.get('type')),
    status: oneOf(LEAD_STATUSES, params.get('status')),
    agent: agent === UNASSIGNED_AGENT || agentSlugSchema.safeParse(agent).success ? agent : '',
    from: dateOrEmpty(params.get('from')),
    to: dateOrEmpty(params.get('to')),
    reference: normalizeLeadReference(params.get('reference') ?? '') ?? '',
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
