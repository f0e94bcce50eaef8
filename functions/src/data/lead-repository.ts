import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadKind, LeadType } from '@tdp/shared/schemas/lead-forms';
import type { LeadActivity, LeadBooking, LeadDetail, LeadEmailProblem, LeadLoss, LeadSend, LeadStatus, StoredLeadNote } from '@tdp/shared/schemas/lead-records';
import type { LeadAssignment, LeadFirstContact } from '@tdp/shared/schemas/lead-routing';
import { leadStatusOf, STORED_LEAD_STATUSES, storedStatusesOf } from '@tdp/shared/schemas/lead-records';
import { Conflict, NotFound } from '../domain/domain-errors.ts';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';
import {
  LEADS_BY_AGENT_INDEX,
  LEADS_BY_STATUS_INDEX,
  leadIndexAttributes,
  leadKey,
  leadReferenceKey,
  leadsByAgentPartition,
  leadsByStatusPartition,
  leadTimeSortKey,
} from './leads-keys.ts';
import { leadsTable } from './leads-table.ts';
import { countQuery } from './count-query.ts';
import type { StoredLeadMail } from './lead-mail-repository.ts';
import { leadSearchKey, matchesLeadSearch, type LeadSearchKey, type LeadSearchTerm } from './lead-search-key.ts';
import { reportCountChanges, type ReportedLead } from '../domain/leads/lead-report-counts.ts';
import { reportCounterWrites } from './lead-report-repository.ts';
import { TransactionConditionsFailed, writeContentTransaction } from './content-transaction.ts';

/**
 * A stored lead: the admin's detail view without what it derives (failed sends; notes' resolved role and visibility),
 * with its queued mails' status by mail id (lead-mail-repository.ts; `sends` holds the mails sent before the queue).
 */
export type Lead = Omit<LeadDetail, 'failedSends' | 'notes' | 'packageTitle'> & { notes?: StoredLeadNote[]; mails?: Record<string, StoredLeadMail> };

export const LEAD_NOT_FOUND_MESSAGE = 'There is no such lead.';
const STALE_LEAD_MESSAGE = 'This lead changed since you loaded it. Reload to see the latest version.';

const LAYOUT_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity', 'search'] as const;

/**
 * Most index items one search request reads, shared evenly by the partitions it reads (1,000 for one status or agent,
 * about 143 each over the seven stored statuses): the bound that keeps a search's cost fixed, whatever the table holds
 * (docs/decisions/leads-api.md, "Inbox search").
 */
export const LEAD_SEARCH_READ_LIMIT = 1000;

function fromItem(item: Record<string, unknown>): Lead {
  const lead = { ...item };
  for (const attribute of LAYOUT_ATTRIBUTES) delete lead[attribute];
  // A status stored before the pipeline (`won`) reads as its pipeline status (docs/decisions/lead-pipeline.md).
  if (typeof lead.status === 'string') lead.status = leadStatusOf(lead.status);
  // Leads stored before they kept their page's language came from the English site.
  if (lead.language !== 'fr') lead.language = 'en';
  return lead as unknown as Lead;
}

/**
 * Stores a new lead. The id is fresh, so the condition only guards against the impossible collision; the
 * write is a single PutItem, the first step of "store, then send, then record".
 */
export async function putNewLead(lead: Lead): Promise<void> {
  const put = {
    TableName: leadsTable(),
    Item: { ...lead, ...leadKey(lead.id), ...leadIndexAttributes(lead), search: leadSearchKey(lead), entity: 'lead' },
    ConditionExpression: 'attribute_not_exists(PK)',
  };
  // The report counters are added in the same transaction as the lead (docs/decisions/lead-reports.md).
  const counters = reportCounterWrites(reportCountChanges(null, lead));
  if (counters.length === 0) await dynamo().send(new PutCommand(put));
  else await writeContentTransaction([{ label: 'lead', action: { Put: put } }, ...counters]);
}

/**
 * Claims a short reference for a lead with a conditional PutItem: false when another lead holds it already
 * (the caller draws another). Written before the lead, so a stop in between leaves an unused claim, never a lead
 * without a unique reference.
 */
export async function reserveLeadReference(reference: string, leadId: string, createdAt: string): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: leadsTable(),
        Item: { ...leadReferenceKey(reference), entity: 'lead-reference', reference, leadId, createdAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The id of the lead a short reference belongs to, or null. */
export async function findLeadIdByReference(reference: string): Promise<string | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: leadsTable(), Key: leadReferenceKey(reference), ConsistentRead: true }));
  return typeof Item?.leadId === 'string' ? Item.leadId : null;
}

/** A lead by id, or null. */
export async function findLead(id: string): Promise<Lead | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: leadsTable(), Key: leadKey(id), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/**
 * Records the outcome of one e-mail the lead caused. Appends to `sends` without touching the version: a
 * send finishing never makes an admin's open copy stale. Safe to run after any other write.
 */
export async function appendLeadSend(id: string, send: LeadSend): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: leadsTable(),
      Key: leadKey(id),
      UpdateExpression: 'SET sends = list_append(if_not_exists(sends, :empty), :send)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':empty': [], ':send': [send] },
    }),
  );
}

/**
 * What a follow-up (an admin's or the assigned agent's) changes: status, assigned agent (null: nobody) and a note
 * to add, with the history entries saying who changed what.
 */
export interface LeadFollowUp {
  status?: LeadStatus;
  assignedAgent?: string | null;
  note?: StoredLeadNote;
  activity?: LeadActivity[];
  /** Who holds the lead now and why (set with `assignedAgent`). */
  assignment?: LeadAssignment;
  /** The first-contact clock: a new one, or null to stop it. */
  firstContact?: LeadFirstContact | null;
  /** The booking of a booked lead, or null to drop it (the lead leaves `booked`; its history keeps it). */
  booking?: LeadBooking | null;
  /** Why the lead was lost, or null to drop it (the lead leaves `lost`). */
  loss?: LeadLoss | null;
}

/** The lead as a follow-up leaves it, as far as the report counters look (status, holder, history, booking, clock). */
function reportedAfter(lead: Lead, changes: LeadFollowUp): ReportedLead {
  const after: ReportedLead = {
    ...lead,
    status: changes.status ?? lead.status,
    assignedAgent: changes.assignedAgent !== undefined ? changes.assignedAgent : lead.assignedAgent,
    activity: [...(lead.activity ?? []), ...(changes.activity ?? [])],
  };
  if (changes.booking !== undefined) after.booking = changes.booking ?? undefined;
  if (changes.firstContact !== undefined) after.firstContact = changes.firstContact ?? undefined;
  return after;
}

/**
 * Applies a follow-up if the lead is still at `expectedVersion`, moving it between the index partitions
 * it is listed in, in one conditional UpdateItem. 409 when stale, 404 when there is no such lead. A change that moves
 * the report counters (a status, an agent, a booking) writes them in the same transaction, from `current`, the lead as
 * loaded at `expectedVersion` (read again when not given).
 */
export async function updateLeadFollowUp(
  id: string,
  expectedVersion: number,
  changes: LeadFollowUp,
  actor: { username: string; now: string },
  current?: Lead,
): Promise<Lead> {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':next': expectedVersion + 1, ':now': actor.now, ':by': actor.username };
  const sets = ['#version = :next', 'updatedAt = :now', 'updatedBy = :by'];
  if (changes.status !== undefined) {
    names['#status'] = 'status';
    values[':status'] = changes.status;
    values[':statusPartition'] = leadsByStatusPartition(changes.status);
    sets.push('#status = :status', 'GSI1PK = :statusPartition');
  }
  if (changes.assignedAgent !== undefined) {
    values[':agent'] = changes.assignedAgent;
    values[':agentPartition'] = leadsByAgentPartition(changes.assignedAgent);
    sets.push('assignedAgent = :agent', 'GSI2PK = :agentPartition');
  }
  if (changes.note !== undefined) {
    values[':empty'] = [];
    values[':note'] = [changes.note];
    sets.push('notes = list_append(if_not_exists(notes, :empty), :note)');
  }
  if (changes.activity !== undefined && changes.activity.length > 0) {
    values[':empty'] = [];
    values[':activity'] = changes.activity;
    sets.push('activity = list_append(if_not_exists(activity, :empty), :activity)');
  }
  if (changes.assignment !== undefined) {
    values[':assignment'] = changes.assignment;
    sets.push('assignment = :assignment');
  }
  const removes: string[] = [];
  for (const attribute of ['firstContact', 'booking', 'loss'] as const) {
    const value = changes[attribute];
    if (value === null) removes.push(attribute);
    else if (value !== undefined) {
      values[`:${attribute}`] = value;
      sets.push(`${attribute} = :${attribute}`);
    }
  }
  const update = {
    TableName: leadsTable(),
    Key: leadKey(id),
    UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  const stale = async () => ((await findLead(id)) ? new Conflict(STALE_LEAD_MESSAGE, { version: 'is out of date' }) : new NotFound(LEAD_NOT_FOUND_MESSAGE));
  const movesCounters =
    changes.status !== undefined || changes.assignedAgent !== undefined || changes.booking !== undefined || changes.firstContact !== undefined;
  const before = movesCounters ? (current ?? (await findLead(id))) : null;
  if (movesCounters && before?.version !== expectedVersion) throw await stale();
  const counters = before ? reportCounterWrites(reportCountChanges(before, reportedAfter(before, changes))) : [];
  if (counters.length > 0) {
    try {
      await writeContentTransaction([{ label: 'lead', action: { Update: update } }, ...counters]);
    } catch (error) {
      if (error instanceof TransactionConditionsFailed) throw await stale();
      throw error;
    }
    const written = await findLead(id);
    if (!written) throw new NotFound(LEAD_NOT_FOUND_MESSAGE);
    return written;
  }
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
    return fromItem(Attributes ?? {});
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw await stale();
  }
}

/** Which leads to list. Times are ISO instants; `agent` null means the unassigned leads. */
export interface LeadCriteria {
  type?: LeadType;
  kind?: LeadKind;
  status?: LeadStatus;
  agent?: string | null;
  /** Created at or after this instant. */
  from?: string;
  /** Created before this instant. */
  before?: string;
  /** Search terms a lead must all match (lead-search-key.ts); the read is then bounded by {@link LEAD_SEARCH_READ_LIMIT}. */
  search?: readonly LeadSearchTerm[];
}

/** One page of leads, newest first; `cursor` is set when more follow and goes back as `after`. */
export interface LeadPage {
  leads: Lead[];
  cursor: string | null;
  /** A search stopped by its bound: every lead at or after this sort key (`{createdAt}#{id}`) was read; `cursor` reads on. */
  searchedDownTo?: string;
}

interface IndexPartition {
  indexName: string;
  partitionAttribute: string;
  sortAttribute: string;
  partition: string;
}

function partitionsFor(criteria: LeadCriteria): IndexPartition[] {
  if (criteria.agent !== undefined) {
    return [{ indexName: LEADS_BY_AGENT_INDEX, partitionAttribute: 'GSI2PK', sortAttribute: 'GSI2SK', partition: leadsByAgentPartition(criteria.agent) }];
  }
  // A status reads its legacy partitions too (`booked` reads `won`), so a lead stored before the pipeline is listed.
  const statuses = criteria.status ? storedStatusesOf(criteria.status) : STORED_LEAD_STATUSES;
  return statuses.map((status) => ({
    indexName: LEADS_BY_STATUS_INDEX,
    partitionAttribute: 'GSI1PK',
    sortAttribute: 'GSI1SK',
    partition: leadsByStatusPartition(status),
  }));
}

/** Filters for what the chosen partitions do not already narrow. */
function filterFor(
  criteria: LeadCriteria,
  partitions: IndexPartition[],
): { expression?: string; names: Record<string, string>; values: Record<string, unknown> } {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const add = (attribute: 'type' | 'kind', value: string | undefined) => {
    if (value === undefined) return;
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    conditions.push(`#${attribute} = :${attribute}`);
  };
  add('type', criteria.type);
  add('kind', criteria.kind);
  if (partitions[0]!.indexName === LEADS_BY_AGENT_INDEX && criteria.status !== undefined) {
    const stored = storedStatusesOf(criteria.status);
    names['#status'] = 'status';
    stored.forEach((status, index) => (values[`:status${index}`] = status));
    conditions.push(`#status IN (${stored.map((_, index) => `:status${index}`).join(', ')})`);
  }
  if (criteria.search !== undefined && criteria.search.length > 0) {
    // DynamoDB refuses names the expression does not use, and doubled parentheses: both are added only as needed.
    names['#search'] = 'search';
    const terms = criteria.search.map((term, index) => {
      values[`:term${index}`] = term.value;
      if (term.kind === 'digits') {
        names['#phone'] = 'phone';
        return `contains(#search.#phone, :term${index})`;
      }
      Object.assign(names, { '#names': 'names', '#email': 'email' });
      values[`:word${index}`] = ` ${term.value}`;
      return `(contains(#search.#names, :word${index}) OR contains(#search.#email, :term${index}))`;
    });
    // A lead stored before search keys existed has none: it passes here and is matched on its fields in code.
    conditions.push(`(attribute_not_exists(#search) OR ${terms.length === 1 ? terms[0] : `(${terms.join(' AND ')})`})`);
  }
  return { expression: conditions.length > 0 ? conditions.join(' AND ') : undefined, names, values };
}

/** Whether a listed item matches the search, by its stored key or, for a lead stored before keys existed, its fields. */
function matchesSearch(item: Record<string, unknown>, terms: readonly LeadSearchTerm[] | undefined): boolean {
  if (terms === undefined || terms.length === 0) return true;
  const key = (item.search as LeadSearchKey | undefined) ?? leadSearchKey(item as unknown as Lead);
  return matchesLeadSearch(key, terms);
}

/** What one partition's read found, and where a bounded read stopped before the partition's end (a sort key, read). */
interface PartitionRead {
  items: Array<Record<string, unknown>>;
  boundAt: string | null;
}

/**
 * Newest matching items of one partition below `upper` (exclusive), at most `want` of them, reading at most `readLimit`
 * index items (DynamoDB's `Limit` counts items read, before the filter).
 */
async function readPartition(
  partition: IndexPartition,
  lower: string,
  upper: string,
  filter: ReturnType<typeof filterFor>,
  want: number,
  search: readonly LeadSearchTerm[] | undefined,
  readLimit: number,
): Promise<PartitionRead> {
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  let read = 0;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: leadsTable(),
        IndexName: partition.indexName,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lower AND :upper',
        FilterExpression: filter.expression,
        ExpressionAttributeNames: { '#pk': partition.partitionAttribute, '#sk': partition.sortAttribute, ...filter.names },
        ExpressionAttributeValues: { ':pk': partition.partition, ':lower': lower, ':upper': upper, ...filter.values },
        ScanIndexForward: false,
        Limit: Number.isFinite(readLimit) ? readLimit - read : Math.max(want, 25),
        ExclusiveStartKey: startKey,
      }),
    );
    read += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      // BETWEEN includes its upper bound; the bound is the previous page's last item or the end of the range.
      if (String(item[partition.sortAttribute]) < upper && matchesSearch(item, search)) items.push(item);
      if (items.length >= want) return { items, boundAt: null };
    }
    startKey = page.LastEvaluatedKey;
    if (startKey && read >= readLimit) return { items, boundAt: String(startKey[partition.sortAttribute]) };
  } while (startKey);
  return { items, boundAt: null };
}

/**
 * A page of leads matching `criteria`, newest first. Each partition involved (one status, every status, or
 * one agent) is read newest first from the cursor down, and the partitions are merged: an item of the true
 * first `limit` is always among the first `limit` of its own partition. `after` is the cursor of the
 * previous page. A search reads at most {@link LEAD_SEARCH_READ_LIMIT} items: when that stops a partition early,
 * only what lies at or above the highest such stop is complete, so the page ends there and the cursor reads on.
 */
export async function listLeads(criteria: LeadCriteria, limit: number, after?: string): Promise<LeadPage> {
  const partitions = partitionsFor(criteria);
  const filter = filterFor(criteria, partitions);
  const lower = criteria.from ?? '0';
  // '~' sorts after every ISO instant, so it stands for "no upper bound".
  let upper = criteria.before ?? '~';
  if (after !== undefined && after < upper) upper = after;
  const readLimit = criteria.search !== undefined ? Math.ceil(LEAD_SEARCH_READ_LIMIT / partitions.length) : Number.POSITIVE_INFINITY;
  const reads = await Promise.all(partitions.map((partition) => readPartition(partition, lower, upper, filter, limit + 1, criteria.search, readLimit)));
  const bounds = reads.flatMap((read) => (read.boundAt === null ? [] : [read.boundAt]));
  const searchedDownTo = bounds.length > 0 ? bounds.reduce((highest, bound) => (bound > highest ? bound : highest)) : undefined;
  const sortKeyOf = (item: Record<string, unknown>) => leadTimeSortKey(String(item.createdAt), String(item.id));
  const merged = reads
    .flatMap((read) => read.items)
    .filter((item) => searchedDownTo === undefined || sortKeyOf(item) >= searchedDownTo)
    .sort((a, b) => (sortKeyOf(a) < sortKeyOf(b) ? 1 : sortKeyOf(a) > sortKeyOf(b) ? -1 : 0));
  const page = merged.slice(0, limit);
  if (merged.length > limit && page.length > 0) return { leads: page.map(fromItem), cursor: sortKeyOf(page[page.length - 1]!) };
  return searchedDownTo === undefined ? { leads: page.map(fromItem), cursor: null } : { leads: page.map(fromItem), cursor: searchedDownTo, searchedDownTo };
}

/**
 * How many leads have a status: a Query of the status's index partition with `Select: COUNT`, page after page (a page
 * stops at 1 MB of items read), so the items themselves never leave the table.
 */
export function countLeadsOfStatus(status: LeadStatus): Promise<number> {
  return countQuery({
    TableName: leadsTable(),
    IndexName: LEADS_BY_STATUS_INDEX,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': leadsByStatusPartition(status) },
  });
}

/**
 * Marks a lead whose address bounced or complained, in one conditional UpdateItem that leaves the version alone
 * (like a send's result, it never makes an admin's open copy stale). Only when the lead exists and `problem.address`
 * is its address: a bounce of the agency's or an agent's copy of the lead's mail says nothing about the customer.
 * False when not marked.
 */
export async function markLeadEmailProblem(id: string, problem: LeadEmailProblem): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: leadsTable(),
        Key: leadKey(id),
        UpdateExpression: 'SET emailProblem = :problem',
        ConditionExpression: 'attribute_exists(PK) AND email = :address',
        ExpressionAttributeValues: { ':problem': problem, ':address': problem.address },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
