import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { agentSlugSchema } from './agent-profile.ts';

/**
 * How many visits each connected agent's links brought and how many leads those visits produced, counted per calendar
 * month at the agency (Pacific time). Only the counts are stored: nothing of the visitor (no address, no cookie, no
 * page). Decisions: docs/decisions/agent-selling.md.
 */

/** Body of `POST /api/leads/agent-link-visits`: the agent whose link (`?agent={slug}`) a visitor just opened. */
export const agentLinkVisitInputSchema = lazySchema(() => z.strictObject({ agent: agentSlugSchema }));
export type AgentLinkVisitInput = z.infer<typeof agentLinkVisitInputSchema>;

/** A calendar month at the agency, `YYYY-MM`. */
export const AGENT_LINK_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Query of `GET /api/admin/agent-link-stats`: the month to show (the agency's current one when left out). */
export const agentLinkStatsQuerySchema = lazySchema(() =>
  z.strictObject({
    month: z.optional(z.string().check(z.regex(AGENT_LINK_MONTH_PATTERN, { error: 'must be a month as YYYY-MM' }))),
  }),
);

/** One month of an agent's links. */
export interface AgentLinkMonth {
  /** `YYYY-MM` at the agency. */
  month: string;
  /** Visits that arrived through one of the agent's links (once per browser tab and agent). */
  visits: number;
  /** Quote requests, contact messages and applications sent by visits attributed to the agent. */
  leads: number;
}

/** Answer of `GET /api/portal/link-stats`: the signed-in agent's last months, newest first, months without any as 0. */
export interface OwnAgentLinkStats {
  months: AgentLinkMonth[];
}

/** One agent's row for a month, in the admins' view. */
export interface AgentLinkStatsRow {
  slug: string;
  /** The agent's name, or the slug when the profile is gone. */
  name: string;
  visits: number;
  leads: number;
}

/** Answer of `GET /api/admin/agent-link-stats`: every agent with a visit or a lead that month, most visits first. */
export interface AgentLinkStatsMonth {
  month: string;
  agents: AgentLinkStatsRow[];
}
