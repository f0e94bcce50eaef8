import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { isoDateSchema, isoDateTimeSchema, versionSchema } from './common-fields.ts';
import { CAD_AMOUNT_MAX } from '../pricing/cad-amount.ts';
import { OCCUPANCY_BASES } from '../departures/departure-terms.ts';
import { agentSlugSchema } from './agent-profile.ts';
import { leadAssignmentSchema, leadFirstContactSchema, type LeadAssignment } from './lead-routing.ts';
import {
  headerSafeText,
  LEAD_KINDS,
  LEAD_LANGUAGES,
  LEAD_TYPES,
  multiLineText,
  visitSourceSchema,
  type LeadKind,
  type LeadLanguage,
  type LeadType,
} from './lead-forms.ts';

/**
 * The agency's side of leads: a lead as stored and as the admin inbox and the agent's "My leads" read it (summary,
 * detail, statuses, booking, loss, notes, history, e-mail sends), the inbox's list and export queries, and the
 * follow-up changes admins and agents make. What the public forms send is in `lead-forms.ts`.
 */

/** Longest follow-up note an admin or an agent adds to a lead. */
export const LEAD_NOTE_MAX = 2000;

/**
 * Where a lead is in the agency's pipeline (docs/decisions/lead-pipeline.md): new → contacted → proposal sent → booked
 * or lost; `archived` shelves what is no sale (a duplicate, spam, a settled application). New leads start `new`.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'proposal-sent', 'booked', 'lost', 'archived'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Statuses stored before the pipeline, and the pipeline status each one reads as: a `won` lead is booked. */
export const LEGACY_LEAD_STATUSES = { won: 'booked' } as const satisfies Readonly<Record<string, LeadStatus>>;

/** Every status a stored lead may hold (its index partition): the pipeline's and the legacy ones. */
export const STORED_LEAD_STATUSES = [...LEAD_STATUSES, ...(Object.keys(LEGACY_LEAD_STATUSES) as Array<keyof typeof LEGACY_LEAD_STATUSES>)] as const;
export type StoredLeadStatus = (typeof STORED_LEAD_STATUSES)[number];

/** The pipeline status a stored status reads as (a legacy one mapped, an unknown one left as `new` to be looked at). */
export function leadStatusOf(stored: string): LeadStatus {
  if ((LEAD_STATUSES as readonly string[]).includes(stored)) return stored as LeadStatus;
  return LEGACY_LEAD_STATUSES[stored as keyof typeof LEGACY_LEAD_STATUSES] ?? 'new';
}

/** The stored statuses that read as `status` (itself and its legacy names), e.g. `booked` and `won`. */
export function storedStatusesOf(status: LeadStatus): StoredLeadStatus[] {
  return [status, ...(Object.entries(LEGACY_LEAD_STATUSES) as Array<[StoredLeadStatus, LeadStatus]>).filter(([, to]) => to === status).map(([from]) => from)];
}

/**
 * A status as a request names it: a pipeline status, or a legacy one read as its pipeline status (`won` is `booked`, with
 * what booked requires).
 */
const leadStatusInputSchema = () =>
  z.pipe(
    z.enum(STORED_LEAD_STATUSES, { error: `must be one of ${LEAD_STATUSES.join(', ')}` }),
    z.transform((status: StoredLeadStatus): LeadStatus => leadStatusOf(status)),
  );

/** Why a lead was lost: a fixed list, so the agency can count them. */
export const LEAD_LOST_REASONS = ['price', 'booked-elsewhere', 'no-response', 'changed-plans', 'dates-unavailable', 'not-a-fit', 'other'] as const;
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number];

/** Longest note beside a lost reason. */
export const LEAD_LOST_NOTE_MAX = 300;

const numberError = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a number');

const headcount = (min: number) =>
  z
    .number({ error: numberError })
    .check(z.int({ error: 'must be a whole number' }), z.gte(min, { error: `must be ${min} or more` }), z.lte(50, { error: 'must be at most 50' }));

/** What a booked lead records: the booking's value in CAD, its departure date and its travellers. */
export const leadBookingSchema = lazySchema(() =>
  z.strictObject({
    /** The booking's total value, in Canadian dollars. */
    value: z
      .number({ error: numberError })
      .check(
        z.gt(0, { error: 'must be more than 0' }),
        z.lte(CAD_AMOUNT_MAX, { error: `must be at most ${CAD_AMOUNT_MAX}` }),
        z.multipleOf(0.01, { error: 'must have at most two decimals' }),
      ),
    departureDate: z.iso.date({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'is required' : 'must be a date written YYYY-MM-DD') }),
    adults: headcount(1),
    children: headcount(0),
  }),
);
export type LeadBooking = z.infer<typeof leadBookingSchema>;

/** Why a lost lead was lost: a reason of the list and an optional note. */
export const leadLossSchema = lazySchema(() =>
  z.strictObject({
    reason: z.enum(LEAD_LOST_REASONS, { error: `must be one of ${LEAD_LOST_REASONS.join(', ')}` }),
    note: z.optional(multiLineText(LEAD_LOST_NOTE_MAX)),
  }),
);
export type LeadLoss = z.infer<typeof leadLossSchema>;

/**
 * What an outcome status requires: `booked` its booking, `lost` its reason; neither goes with another status. Shared by
 * the admin's, the agent's and the bulk change.
 */
function checkOutcomeFacts(input: { status?: LeadStatus; booking?: unknown; loss?: unknown }, ctx: z.core.$RefinementCtx): void {
  if (input.status === 'booked' && input.booking === undefined)
    ctx.addIssue({ code: 'custom', path: ['booking'], message: 'is required when the status is booked' });
  if (input.status === 'lost' && input.loss === undefined)
    ctx.addIssue({ code: 'custom', path: ['loss', 'reason'], message: 'is required when the status is lost' });
  if (input.status !== 'booked' && input.booking !== undefined)
    ctx.addIssue({ code: 'custom', path: ['booking'], message: 'goes only with the status booked' });
  if (input.status !== 'lost' && input.loss !== undefined) ctx.addIssue({ code: 'custom', path: ['loss'], message: 'goes only with the status lost' });
}

/**
 * A reference as someone typed or read it, in its written form, or null when it cannot be one: case, spaces and
 * dashes do not matter, the `TBB` prefix may be left out, and O reads as 0, I and L as 1 (Crockford's rule).
 */
export function normalizeLeadReference(typed: string): string | null {
  let compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (compact.startsWith('TBB') && compact.length === 9) compact = compact.slice(3);
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{6}$/.test(compact)) return null;
  return `TBB-${compact.slice(0, 4)}-${compact.slice(4)}`;
}

/**
 * Where one e-mail a lead caused stands (docs/decisions/mail-queue.md): `queued` (on the mail queue, maybe between
 * retries), `sent` (the transport took it) or `failed` (refused for good, or given up after the queue's retries).
 */
export const LEAD_SEND_STATUSES = ['queued', 'sent', 'failed'] as const;
export type LeadSendStatus = (typeof LEAD_SEND_STATUSES)[number];

/** The outcome of one e-mail a lead caused. */
export const leadSendSchema = lazySchema(() =>
  z.object({
    /** The queued mail's id (the resend route names it); absent on mails sent before the mail queue. */
    id: z.optional(z.string()),
    /** E-mail type, e.g. `quote-received-customer`. */
    type: z.string(),
    to: z.string(),
    status: z.enum(LEAD_SEND_STATUSES),
    /** The transport's message id when sent. */
    messageId: z.optional(z.string()),
    /** Why it failed (or, while queued, why the last attempt failed), for the admin. */
    error: z.optional(z.string()),
    /** Attempts that failed so far (queued mails). */
    failedAttempts: z.optional(z.number()),
    /** When it was queued (first, or by the last resend). */
    queuedAt: z.optional(isoDateTimeSchema),
    /** The admin who asked for the last resend. */
    resentBy: z.optional(z.string()),
    /** When its status last changed. */
    at: isoDateTimeSchema,
  }),
);
export type LeadSend = z.infer<typeof leadSendSchema>;

/** Path parameters of one queued mail of a lead (the resend route). */
export const leadMailParamsSchema = lazySchema(() =>
  z.strictObject({
    id: z.string({ error: 'is required' }).check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'is not a lead id' })),
    mailId: z.string({ error: 'is required' }).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: 'is not a mail id' })),
  }),
);

/**
 * The lead's address refused mail: SES reported a permanent bounce (the mailbox does not exist or refuses us) or a
 * complaint (the person marked our mail as spam). SES stops mailing the address (the account's suppression list);
 * staff should reach the person another way.
 */
export const leadEmailProblemSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['bounce', 'complaint']),
    address: z.string(),
    at: isoDateTimeSchema,
    /** SES's own words (`Permanent/General: 550 5.1.1 user unknown`), for the admin. */
    detail: z.optional(z.string()),
  }),
);
export type LeadEmailProblem = z.infer<typeof leadEmailProblemSchema>;

/**
 * Who may read a note: `internal`, the admins only; `shared`, the admins and the lead's assigned agent. An agent's
 * own notes are always shared.
 */
export const LEAD_NOTE_VISIBILITIES = ['internal', 'shared'] as const;
export type LeadNoteVisibility = (typeof LEAD_NOTE_VISIBILITIES)[number];

/**
 * A note on a lead as the admins read it: who wrote it (username and role), when, for whom, and its text. Notes
 * stored before notes had a visibility are internal when an admin wrote them.
 */
export const leadNoteSchema = lazySchema(() =>
  z.object({ at: isoDateTimeSchema, by: z.string(), role: z.enum(['admin', 'agent']), visibility: z.enum(LEAD_NOTE_VISIBILITIES), text: z.string() }),
);
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** A note as stored: role and visibility since notes had one (before, only admins wrote notes, for admins). */
export interface StoredLeadNote {
  at: string;
  by: string;
  text: string;
  role?: 'admin' | 'agent';
  visibility?: LeadNoteVisibility;
  /** An agent writer's display name at the time. */
  byName?: string;
}

/**
 * A note as the assigned agent reads it: shared notes only, its writer by display name (`Agency staff` for an admin,
 * never a username: a username is half a sign-in).
 */
export interface AgentLeadNote {
  at: string;
  /** The writer as the agent may see them: their own name, another agent's name, or `Agency staff`. */
  by: string;
  role: 'admin' | 'agent';
  text: string;
}

/** One entry of a lead's history as the assigned agent reads it: its author by display name, like {@link AgentLeadNote}. */
export type AgentLeadActivity = Omit<LeadActivity, 'by'> & { by: string };

/** How the agent's view names a member of the agency's staff. */
export const AGENCY_STAFF_NAME = 'Agency staff';

/**
 * What one change to a lead did: its status, its assigned agent (routing, an admin, a hand-back), a note added, or the
 * first-contact clock's reminder to the holder and escalation to the desk.
 */
export const LEAD_ACTIVITY_CHANGES = ['status', 'assignment', 'note', 'first-contact-reminder', 'first-contact-escalation'] as const;

/** Who made a change: an admin, an agent, or the platform itself (routing, the first-contact clock), `by` then `routing`. */
export const LEAD_ACTIVITY_ROLES = ['admin', 'agent', 'system'] as const;

/**
 * One entry of a lead's history, in the shape a timeline lists: who (username and role) changed what, when, and why.
 * `from`/`to` are the old and new status or agent slug (null: none, which for an assignment is the agency desk); a
 * note's entry has both null (the text is in `notes`); a reminder or escalation names the holder in `to`.
 */
export const leadActivitySchema = lazySchema(() =>
  z.object({
    at: isoDateTimeSchema,
    by: z.string(),
    role: z.enum(LEAD_ACTIVITY_ROLES),
    /** An agent's display name when they made the change (what other agents are shown instead of the username). */
    byName: z.optional(z.string()),
    change: z.enum(LEAD_ACTIVITY_CHANGES),
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    /** Why, in words: an assignment's reason ("share link", "speaks French, round-robin among 4"), a hand-back's. */
    reason: z.optional(z.string()),
    /** A change to `booked`: the booking as recorded then. */
    booking: z.optional(leadBookingSchema),
    /** A change to `lost`: its reason and note. */
    loss: z.optional(leadLossSchema),
  }),
);
export type LeadActivity = z.infer<typeof leadActivitySchema>;

/** One row of the admin inbox. */
export const leadSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The short reference visitors see (`TBB-7K4F-29`); null on leads stored before references existed. */
    reference: z.nullable(z.string()),
    type: z.enum(LEAD_TYPES),
    kind: z.enum(LEAD_KINDS),
    /** The language of the page the lead came from (its visitor's e-mails are in it); stored leads without one read `en`. */
    language: z.enum(LEAD_LANGUAGES),
    status: z.enum(LEAD_STATUSES),
    createdAt: isoDateTimeSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    /** One line saying what was asked (destinations, subject, or the applicant's city). */
    headline: z.string(),
    /** The agent the lead came through (page or link), if any. */
    attributedAgent: z.nullable(z.string()),
    /** The agent following the lead up (starts as the preferred or attributed agent). */
    assignedAgent: z.nullable(z.string()),
    source: z.nullable(z.string()),
    packageUrl: z.nullable(z.string()),
    /** How many of its e-mails failed to send. */
    failedSends: z.number(),
    version: versionSchema,
  }),
);
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/**
 * The departure a quote asks about as the visitor saw it and the server confirmed it when the form was sent: open that
 * day, at that all-in price (`price` + `tax`), from that city (its name then).
 */
export const quotedDepartureSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    departureCityId: z.number(),
    cityName: z.string(),
    date: isoDateSchema,
    /** The last day of flexible travel; absent for a fixed date. */
    until: z.optional(isoDateSchema),
    occupancy: z.enum(OCCUPANCY_BASES),
    price: z.number(),
    tax: z.number(),
  }),
);
export type QuotedDeparture = z.infer<typeof quotedDepartureSchema>;

/** A whole lead for the admin detail view: the summary, what the form sent, notes and e-mail sends. */
export const leadDetailSchema = lazySchema(() =>
  z.extend(leadSummarySchema.unwrap(), {
    marketingOptIn: z.boolean(),
    /** The title of the package asked about, as its card reads now (null: none, or no package of that address any more). */
    packageTitle: z.nullable(z.string()),
    /** What the form sent (honeypot dropped), exactly as validated. */
    form: z.record(z.string(), z.unknown()),
    notes: z.array(leadNoteSchema),
    /** Who changed what, oldest first (empty on a lead nobody changed since it arrived). */
    activity: z.array(leadActivitySchema),
    sends: z.array(leadSendSchema),
    /** Set when the lead's address bounced or complained (docs/decisions/domain-and-mail.md). */
    emailProblem: z.optional(leadEmailProblemSchema),
    /** Who holds the lead and why (docs/decisions/lead-routing.md); absent on leads stored before routing. */
    assignment: z.optional(leadAssignmentSchema),
    /** The first-contact clock; absent on applications and on leads stored before it. */
    firstContact: z.optional(leadFirstContactSchema),
    /** The departure a quote asks about (see `QuotedDeparture`); absent when it names none. */
    departure: z.optional(quotedDepartureSchema),
    /** Where the visit that sent the lead came from; absent when the browser kept nothing, and on older leads. */
    visit: z.optional(visitSourceSchema),
    /** The booking of a `booked` lead; absent on leads booked before the pipeline recorded it (stored `won`). */
    booking: z.optional(leadBookingSchema),
    /** Why a `lost` lead was lost; absent on leads lost before the pipeline asked. */
    loss: z.optional(leadLossSchema),
    updatedAt: isoDateTimeSchema,
    updatedBy: z.string(),
  }),
);
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** Largest admin inbox page. */
export const LEAD_LIST_MAX_LIMIT = 100;
/** Admin inbox page size when the query names none. */
export const LEAD_LIST_DEFAULT_LIMIT = 25;

/** Shortest and longest inbox search (`q`), trimmed. */
export const LEAD_SEARCH_MIN_LENGTH = 2;
export const LEAD_SEARCH_MAX_LENGTH = 100;

/** `agent=unassigned` lists the leads no agent follows. */
export const UNASSIGNED_AGENT = 'unassigned';

/** Filters of the admin inbox and its export (query strings). Dates are days at the agency (Pacific). */
export const leadFilterQueryFields = () => ({
  type: z.optional(z.enum(LEAD_TYPES, { error: `must be one of ${LEAD_TYPES.join(', ')}` })),
  kind: z.optional(z.enum(LEAD_KINDS, { error: `must be one of ${LEAD_KINDS.join(', ')}` })),
  status: z.optional(leadStatusInputSchema()),
  agent: z.optional(z.union([z.literal(UNASSIGNED_AGENT), agentSlugSchema], { error: `must be an agent slug or ${UNASSIGNED_AGENT}` })),
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
});

function checkDateRange(query: { from?: string; to?: string }, ctx: z.core.$RefinementCtx): void {
  if (query.from && query.to && query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
}

/** Query of `GET /api/admin/leads`: filters, page size and the `cursor` of the previous page. */
export const leadListQuerySchema = lazySchema(() =>
  z
    .strictObject({
      ...leadFilterQueryFields(),
      /**
       * What the admin typed in the inbox's search box: a reference (with its `TBB` prefix) finds that lead; otherwise
       * words of a name, an e-mail address (or part of it) and phone digits, all of which a lead must match
       * (docs/decisions/leads-api.md, "Inbox search").
       */
      q: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(LEAD_SEARCH_MIN_LENGTH, { error: `must be at least ${LEAD_SEARCH_MIN_LENGTH} characters` }),
            z.maxLength(LEAD_SEARCH_MAX_LENGTH, { error: `must be at most ${LEAD_SEARCH_MAX_LENGTH} characters` }),
          ),
      ),
      /** A lead's short reference as typed (see {@link normalizeLeadReference}): lists that lead only. */
      reference: z.optional(
        z.string().check(
          z.maxLength(30, { error: 'is not a lead reference (TBB-XXXX-XX)' }),
          z.refine((value) => normalizeLeadReference(value) !== null, { error: 'is not a lead reference (TBB-XXXX-XX)' }),
        ),
      ),
      limit: z.optional(
        z.pipe(
          z.pipe(z.string().check(z.regex(/^[0-9]{1,3}$/, { error: 'must be a whole number' })), z.transform(Number)),
          z.number().check(z.gte(1, { error: 'must be at least 1' }), z.lte(LEAD_LIST_MAX_LIMIT, { error: `must be at most ${LEAD_LIST_MAX_LIMIT}` })),
        ),
      ),
      cursor: z.optional(
        z.string().check(z.maxLength(200, { error: 'is not a cursor we issued' }), z.regex(/^[A-Za-z0-9_-]+$/, { error: 'is not a cursor we issued' })),
      ),
    })
    .check(z.superRefine(checkDateRange)),
);
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** Query of `GET /api/admin/leads/export`: the inbox filters, no paging. */
export const leadExportQuerySchema = lazySchema(() => z.strictObject(leadFilterQueryFields()).check(z.superRefine(checkDateRange)));
export type LeadExportQuery = z.infer<typeof leadExportQuerySchema>;

/** Answer of `GET /api/admin/leads`: newest first; `nextCursor` is null on the last page. */
export interface LeadListPage {
  leads: LeadSummary[];
  nextCursor: string | null;
  /**
   * Set when a search (`q`) stopped at its bound before the oldest lead: every lead received at or after this instant
   * was searched, and `nextCursor` searches on from there.
   */
  searchedSince?: string;
}

/** Answer of `GET /api/admin/leads/export`: a CSV document for the browser to save. */
export interface LeadExport {
  fileName: string;
  contentType: 'text/csv; charset=utf-8';
  csv: string;
  rowCount: number;
  /** True when more leads matched than one export holds ({@link LEAD_EXPORT_MAX_ROWS}): narrow the dates. */
  truncated: boolean;
}

/** Most leads one export holds. */
export const LEAD_EXPORT_MAX_ROWS = 5000;

/** Path parameters of `/api/admin/leads/{id}`: a lead id (26 characters, Crockford base32). */
export const leadIdParamsSchema = lazySchema(() =>
  z.strictObject({ id: z.string({ error: 'is required' }).check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'is not a lead id' })) }),
);

/**
 * Body of `PATCH /api/admin/leads/{id}`: the version the admin loaded, and any of a new status, an agent
 * to assign (null: nobody) and a note to add. A stale version answers 409.
 */
export const leadUpdateInputSchema = lazySchema(() =>
  z
    .strictObject({
      version: versionSchema,
      status: z.optional(leadStatusInputSchema()),
      /** Required with `booked`, refused with any other status. */
      booking: z.optional(leadBookingSchema),
      /** Required with `lost`, refused with any other status. */
      loss: z.optional(leadLossSchema),
      assignedAgent: z.optional(z.nullable(agentSlugSchema)),
      /** Why the admin assigns the lead (recorded with the assignment); "assigned by an admin" when not said. */
      assignmentReason: z.optional(headerSafeText(300, { required: false })),
      note: z.optional(multiLineText(LEAD_NOTE_MAX, { required: true })),
      /** Who reads the note; internal (admins only) when not said. */
      noteVisibility: z.optional(z.enum(LEAD_NOTE_VISIBILITIES, { error: `must be one of ${LEAD_NOTE_VISIBILITIES.join(', ')}` })),
    })
    .check(
      z.refine((input) => input.status !== undefined || input.assignedAgent !== undefined || input.note !== undefined, {
        error: 'must change the status, the assigned agent or add a note',
        path: ['status'],
      }),
      z.superRefine(checkOutcomeFacts),
    ),
);
export type LeadUpdateInput = z.infer<typeof leadUpdateInputSchema>;

/**
 * Body of `POST /api/admin/leads/bulk-update`: the leads as the admin loaded them (id and version each, at most one
 * inbox page) and one change for all of them, a status and/or an agent (null: nobody). Each lead is changed at its own
 * version: one that changed since is left as it is and reported, the others are changed.
 */
export const leadBulkUpdateInputSchema = lazySchema(() =>
  z
    .strictObject({
      leads: z.array(z.strictObject({ id: leadIdParamsSchema.unwrap().shape.id, version: versionSchema }), { error: 'must be a list' }).check(
        z.minLength(1, { error: 'must name at least one lead' }),
        z.maxLength(LEAD_LIST_MAX_LIMIT, { error: `must have at most ${LEAD_LIST_MAX_LIMIT} entries` }),
        z.superRefine((leads, ctx) => {
          const seen = new Set<string>();
          leads.forEach((lead, index) => {
            if (seen.has(lead.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is listed twice' });
            seen.add(lead.id);
          });
        }),
      ),
      status: leadUpdateInputSchema.unwrap().shape.status,
      /** The reason all the leads were lost, with `lost`. A booking is each lead's own: `booked` is set one lead at a time. */
      loss: z.optional(leadLossSchema),
      assignedAgent: leadUpdateInputSchema.unwrap().shape.assignedAgent,
    })
    .check(
      z.refine((input) => input.status !== undefined || input.assignedAgent !== undefined, {
        error: 'must change the status or the assigned agent',
        path: ['status'],
      }),
      z.refine((input) => input.status !== 'booked', { error: 'is set one lead at a time, with its booking', path: ['status'] }),
      z.superRefine((input, ctx) => {
        if (input.status !== 'booked') checkOutcomeFacts(input, ctx);
      }),
    ),
);
export type LeadBulkUpdateInput = z.infer<typeof leadBulkUpdateInputSchema>;

/** Why one lead of a bulk change was left as it is: changed since it was loaded, gone, or a failure of ours. */
export const LEAD_BULK_SKIP_REASONS = ['changed', 'missing', 'failed'] as const;
export type LeadBulkSkipReason = (typeof LEAD_BULK_SKIP_REASONS)[number];

/** Answer of `POST /api/admin/leads/bulk-update`: the leads changed (as they are now) and those left as they were, with why. */
export interface LeadBulkUpdateResult {
  updated: LeadSummary[];
  skipped: Array<{ id: string; reason: LeadBulkSkipReason; message: string }>;
}

// --- A connected agent's own leads (the portal's "My leads") ------------------------------------------

/** Query of `GET /api/portal/leads`: a status, page size and the `cursor` of the previous page. */
export const agentLeadListQuerySchema = lazySchema(() =>
  z.strictObject({
    status: z.optional(leadStatusInputSchema()),
    limit: leadListQuerySchema.unwrap().shape.limit,
    cursor: leadListQuerySchema.unwrap().shape.cursor,
  }),
);
export type AgentLeadListQuery = z.infer<typeof agentLeadListQuerySchema>;

/** One row of an agent's list: nothing of the lead's e-mails, failures or admin-only fields. */
export interface AgentLeadSummary {
  id: string;
  reference: string | null;
  kind: LeadKind;
  /** The language of the page the lead came from. */
  language: LeadLanguage;
  status: LeadStatus;
  createdAt: string;
  firstName: string;
  lastName: string;
  headline: string;
  packageUrl: string | null;
  version: number;
}

/** Answer of `GET /api/portal/leads`: the agent's leads, newest first; `nextCursor` is null on the last page. */
export interface AgentLeadListPage {
  leads: AgentLeadSummary[];
  nextCursor: string | null;
}

/**
 * What the customer asked, as words (empty where the form had nothing): the same values the agent's e-mails
 * carry, so the portal and the mail read alike.
 */
export interface AgentLeadRequest {
  preferredContact: string;
  destinations: string;
  departureCity: string;
  travelDates: string;
  travellers: string;
  budgetPerPerson: string;
  travelStyles: string;
  groupDetails: string;
  subject: string;
  message: string;
}

/** Answer of `GET /api/portal/leads/{id}`: one of the agent's leads with the customer's contact details. */
export interface AgentLead extends AgentLeadSummary {
  type: LeadType;
  email: string;
  phone: string | null;
  source: string | null;
  request: AgentLeadRequest;
  /** The title of the package asked about (null: none, or no package of that address any more). */
  packageTitle: string | null;
  /** The package's departure the customer asked about, as they saw it (see `QuotedDeparture`). */
  departure?: QuotedDeparture;
  /** The notes shared with the assigned agent (theirs included), oldest first. */
  notes: AgentLeadNote[];
  activity: AgentLeadActivity[];
  /** Why the lead is the agent's ("share link", "speaks French, round-robin among 4") and since when. */
  assignment: Pick<LeadAssignment, 'method' | 'reason' | 'at'> | null;
  /** When the agent must have contacted the person (still `new` after it, the desk is told); null: no clock. */
  firstContactDueAt: string | null;
  /** The booking of a `booked` lead, when recorded. */
  booking?: LeadBooking;
  /** Why a `lost` lead was lost, when recorded. */
  loss?: LeadLoss;
  updatedAt: string;
}

/**
 * Body of `PATCH /api/portal/leads/{id}`: the version the agent loaded, and a new status and/or a note to add.
 * Nothing else: an agent cannot reassign a lead. A stale version answers 409.
 */
export const agentLeadUpdateInputSchema = lazySchema(() =>
  z
    .strictObject({
      version: versionSchema,
      status: z.optional(leadStatusInputSchema()),
      booking: leadUpdateInputSchema.unwrap().shape.booking,
      loss: leadUpdateInputSchema.unwrap().shape.loss,
      note: z.optional(multiLineText(LEAD_NOTE_MAX, { required: true })),
    })
    .check(
      z.refine((input) => input.status !== undefined || input.note !== undefined, {
        error: 'must change the status or add a note',
        path: ['status'],
      }),
      z.superRefine(checkOutcomeFacts),
    ),
);
export type AgentLeadUpdateInput = z.infer<typeof agentLeadUpdateInputSchema>;
