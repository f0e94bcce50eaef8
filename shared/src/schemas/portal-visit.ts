/**
 * What is new in the connected-agent portal since an agent's last visit, shown on the portal home. A visit ends after
 * {@link PORTAL_VISIT_GAP_MINUTES} without opening the home, so coming back to the home during a visit keeps showing
 * the same news. Decisions: docs/decisions/agent-selling.md.
 */

/** Minutes without opening the portal home after which the next opening is a new visit. */
export const PORTAL_VISIT_GAP_MINUTES = 30;
/** On a first visit (nothing recorded yet), what the last this many days brought. */
export const PORTAL_FIRST_VISIT_DAYS = 30;
/** Most items the home lists at first; the rest are a click away ("Show … more"). */
export const PORTAL_WHATS_NEW_LIMIT = 8;
/** Most items the answer carries (titles and dates only); the answer says how many more there are. */
export const PORTAL_WHATS_NEW_MAX = 200;

/** Kinds of portal content an agent is told about. */
export type PortalNewsKind = 'page' | 'newsletter' | 'supplier' | 'webinar';

/** One resource added or changed since the agent's last visit. */
export interface PortalNewsItem {
  kind: PortalNewsKind;
  /** A page's slug, or the numeric id of a newsletter, supplier or webinar. */
  id: string;
  title: string;
  /** When it was last saved (ISO). */
  updatedAt: string;
  /** Added since the last visit (true) or changed since (false). */
  added: boolean;
}

/** Answer of `POST /api/portal/visits`. */
export interface PortalWhatsNew {
  /** When the agent's previous visit ended (ISO); null on a first visit. */
  previousVisitAt: string | null;
  /** The items are those saved after this instant (ISO): the previous visit, or {@link PORTAL_FIRST_VISIT_DAYS} ago. */
  since: string;
  /** Newest first, at most {@link PORTAL_WHATS_NEW_MAX}. */
  items: PortalNewsItem[];
  /** How many more were left out of `items`. */
  more: number;
}
