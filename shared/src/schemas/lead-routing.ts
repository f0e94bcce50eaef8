import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { isoDateSchema, isoDateTimeSchema, requiredText, uniqueList } from './common-fields.ts';
import { destinationIdSchema } from './destination.ts';
import { agentSlugSchema } from './agent-profile.ts';

/**
 * Lead routing (issue #30): who a lead goes to the moment it arrives, and how soon someone must contact it. One
 * settings record the admin edits on the `leads/routing` screen: each agent's routing rule (destinations they take,
 * a cap on open leads, an away period), the agency desk (the admins who take what no agent fits), the call centre's
 * business hours and statutory holidays, and the first-contact deadline. An agent's specialties, languages and
 * province come from their profile. Decisions: docs/decisions/lead-routing.md.
 */

/** Most agents one settings record holds rules for, and most entries of its other lists. */
export const LEAD_ROUTING_LIMITS = { agents: 200, destinations: 40, desk: 20, holidays: 60, holidayName: 80, reason: 300 } as const;

/** Days of the week as the business hours name them, Monday first (ISO order). */
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** A time of day at the agency, `HH:mm` (24-hour). */
const timeOfDaySchema = lazySchema(() =>
  z.string({ error: 'is required' }).check(z.regex(TIME_PATTERN, { error: 'must be a time written HH:mm, e.g. 09:00' })),
);

/** One agent's routing rule. An agent without a rule, or with `receivesLeads` false, gets no routed lead. */
export const agentRoutingRuleSchema = lazySchema(() =>
  z
    .strictObject({
      slug: agentSlugSchema,
      /** Takes leads by the rules (their share-link leads reach them whatever this says). */
      receivesLeads: z.boolean({ error: 'must be true or false' }),
      /** Catalogue destinations the agent takes (`continent-3` covers its countries and cities). */
      destinationIds: uniqueList(destinationIdSchema, LEAD_ROUTING_LIMITS.destinations),
      /** Most open leads (new or contacted) the agent holds before routing passes them by; null: no cap. */
      maxOpenLeads: z.nullable(
        z
          .number({ error: 'must be a number' })
          .check(z.int({ error: 'must be a whole number' }), z.gte(1, { error: 'must be at least 1' }), z.lte(500, { error: 'must be at most 500' })),
      ),
      /** First and last agency day of an away period (both or neither); routing passes the agent by on those days. */
      awayFrom: z.nullable(isoDateSchema),
      awayUntil: z.nullable(isoDateSchema),
    })
    .check(
      z.superRefine((rule, ctx) => {
        if ((rule.awayFrom === null) !== (rule.awayUntil === null)) {
          ctx.addIssue({
            code: 'custom',
            path: [rule.awayFrom === null ? 'awayFrom' : 'awayUntil'],
            message: 'is required when the other end of the away period is set',
          });
        }
        if (rule.awayFrom && rule.awayUntil && rule.awayUntil < rule.awayFrom)
          ctx.addIssue({ code: 'custom', path: ['awayUntil'], message: 'must be on or after awayFrom' });
      }),
    ),
);
export type AgentRoutingRule = z.infer<typeof agentRoutingRuleSchema>;

/** A member of the agency desk: an admin who takes the leads no agent fits and the escalations. */
export const deskMemberSchema = lazySchema(() =>
  z.strictObject({
    name: requiredText(100),
    email: z.pipe(
      z.string({ error: 'is required' }).check(z.trim(), z.maxLength(254, { error: 'must be at most 254 characters' })),
      z.email({ error: 'must be an e-mail address' }),
    ),
  }),
);
export type DeskMember = z.infer<typeof deskMemberSchema>;

/** Opening hours of one day; null: closed that day. */
const dayHoursSchema = lazySchema(() =>
  z.nullable(
    z
      .strictObject({ open: timeOfDaySchema, close: timeOfDaySchema })
      .check(z.refine((hours) => hours.close > hours.open, { error: 'must close after it opens', path: ['close'] })),
  ),
);

/** The call centre's week, Monday to Sunday. */
export const businessHoursSchema = lazySchema(() =>
  z.strictObject(Object.fromEntries(WEEK_DAYS.map((day) => [day, dayHoursSchema])) as Record<WeekDay, typeof dayHoursSchema>),
);
export type BusinessHours = Record<WeekDay, { open: string; close: string } | null>;

/** A statutory holiday: the call centre is closed that agency day. */
export const holidaySchema = lazySchema(() => z.strictObject({ date: isoDateSchema, name: requiredText(LEAD_ROUTING_LIMITS.holidayName) }));
export type Holiday = z.infer<typeof holidaySchema>;

/** Longest first-contact deadline, in business hours. */
export const FIRST_CONTACT_MAX_HOURS = 40;

/** The editable settings, as `PUT /api/admin/lead-routing` takes them with the version read (0 before the first save). */
const leadRoutingEditableShape = () => ({
  agents: z.array(agentRoutingRuleSchema, { error: 'must be a list' }).check(
    z.maxLength(LEAD_ROUTING_LIMITS.agents, { error: `must have at most ${LEAD_ROUTING_LIMITS.agents} entries` }),
    z.superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: 'is listed twice' });
        seen.add(rule.slug);
      });
    }),
  ),
  desk: z
    .array(deskMemberSchema, { error: 'must be a list' })
    .check(
      z.minLength(1, { error: 'must name at least one admin' }),
      z.maxLength(LEAD_ROUTING_LIMITS.desk, { error: `must have at most ${LEAD_ROUTING_LIMITS.desk} entries` }),
    ),
  businessHours: businessHoursSchema,
  holidays: z.array(holidaySchema, { error: 'must be a list' }).check(
    z.maxLength(LEAD_ROUTING_LIMITS.holidays, { error: `must have at most ${LEAD_ROUTING_LIMITS.holidays} entries` }),
    z.superRefine((holidays, ctx) => {
      const seen = new Set<string>();
      holidays.forEach((holiday, index) => {
        if (seen.has(holiday.date)) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'is listed twice' });
        seen.add(holiday.date);
      });
    }),
  ),
  /** Business hours from arrival (or assignment) to first contact; the agent is reminded halfway. */
  firstContactHours: z.number({ error: 'must be a number' }).check(
    z.gte(0.25, { error: 'must be at least 0.25 (15 minutes)' }),
    z.lte(FIRST_CONTACT_MAX_HOURS, { error: `must be at most ${FIRST_CONTACT_MAX_HOURS}` }),
    z.refine((hours) => Number.isInteger(hours * 4), { error: 'must be a whole number of quarter hours, e.g. 1.5' }),
  ),
  /** After escalating at the deadline, route the lead again to another agent who fits (the desk when none). */
  reassignAfterDeadline: z.boolean({ error: 'must be true or false' }),
});

/** The version an editor read: 0 before the first save. */
const editorVersionSchema = lazySchema(() =>
  z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' })),
);

/** Body of `PUT /api/admin/lead-routing`. */
export const leadRoutingUpdateInputSchema = lazySchema(() =>
  z.strictObject({ ...leadRoutingEditableShape(), version: editorVersionSchema }).check(
    z.refine((input) => Object.values(input.businessHours).some((hours) => hours !== null), {
      error: 'must open on at least one day',
      path: ['businessHours'],
    }),
  ),
);
export type LeadRoutingUpdateInput = z.output<typeof leadRoutingUpdateInputSchema>;

/** The settings as stored and answered; version 0 (the defaults) until an admin first saves them. */
export interface LeadRoutingSettings extends Omit<LeadRoutingUpdateInput, 'version'> {
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Answer of `GET /api/admin/lead-routing` and of its `PUT`. */
export interface LeadRoutingAnswer {
  data: LeadRoutingSettings;
}

/** Body of `POST /api/portal/leads/{id}/hand-back`: the version the agent loaded and why they give the lead back. */
export const leadHandBackInputSchema = lazySchema(() =>
  z.strictObject({
    version: z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gte(1, { error: 'must be at least 1' })),
    reason: z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).check(
      z.refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), { error: 'must not contain control characters' }),
      z.trim(),
      z.minLength(3, { error: 'must say why, in a few words' }),
      z.maxLength(LEAD_ROUTING_LIMITS.reason, { error: `must be at most ${LEAD_ROUTING_LIMITS.reason} characters` }),
    ),
  }),
);
export type LeadHandBackInput = z.infer<typeof leadHandBackInputSchema>;

/**
 * How a lead reached whoever holds it: `share-link` (the agent's page or `?agent=` link), `asked-by-name` (the form's
 * preferred agent), `rules` (routing: the reason says which), `desk` (no agent fits), `admin` (an admin chose),
 * `hand-back` (the agent gave it back to the desk), `deadline` (routed again after a missed first-contact deadline).
 */
export const LEAD_ASSIGNMENT_METHODS = ['share-link', 'asked-by-name', 'rules', 'desk', 'admin', 'hand-back', 'deadline'] as const;
export type LeadAssignmentMethod = (typeof LEAD_ASSIGNMENT_METHODS)[number];

/** The current assignment of a lead and why: `agent` null means the agency desk holds it. */
export const leadAssignmentSchema = lazySchema(() =>
  z.object({
    agent: z.nullable(z.string()),
    method: z.enum(LEAD_ASSIGNMENT_METHODS),
    /** In words, for people: "share link", "speaks French, Europe specialist, round-robin among 4". */
    reason: z.string(),
    at: isoDateTimeSchema,
  }),
);
export type LeadAssignment = z.infer<typeof leadAssignmentSchema>;

/**
 * A lead's first-contact clock (quotes and contact messages): when the holder is reminded (halfway, in business
 * hours) and when the desk is told nobody contacted the person. Met when the lead leaves status `new`.
 */
export const leadFirstContactSchema = lazySchema(() =>
  z.object({
    startedAt: isoDateTimeSchema,
    remindAt: isoDateTimeSchema,
    dueAt: isoDateTimeSchema,
    remindedAt: z.optional(isoDateTimeSchema),
    escalatedAt: z.optional(isoDateTimeSchema),
  }),
);
export type LeadFirstContact = z.infer<typeof leadFirstContactSchema>;
