import {
  isHoneypotFilled,
  type AgentApplicationInput,
  type ContactMessageInput,
  type LeadKind,
  type LeadReceipt,
  type LeadType,
  type QuoteRequestInput,
  type LeadLanguage,
} from '@tdp/shared/schemas/lead-forms';
import type { LeadAssignment, LeadFirstContact } from '@tdp/shared/schemas/lead-routing';
import { inFrench, type FrenchVersion } from '@tdp/shared/catalogue/french-version';
import { findAgentProfile, type StoredAgentProfile } from '../../data/agent-profile-repository.ts';
import { countFormSubmission } from '../../data/lead-rate-limit-repository.ts';
import { putNewLead, reserveLeadReference, type Lead } from '../../data/lead-repository.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { TooManyRequests } from '../domain-errors.ts';
import { logger } from '../../observability/logger.ts';
import { countMetric } from '../../observability/metrics.ts';
import { STAGE_METRICS } from '@tdp/shared/stage-metrics';
import { countAgentLinkLead } from './agent-link-stats.ts';
import { checkApplicationAttachment } from './application-attachment.ts';
import { emailLimitKey } from './email-limit-key.ts';
import { leadEmailValues, leadHeadline } from './lead-email-values.ts';
import { queueLeadMail } from './lead-mails.ts';
import { newLeadId } from './lead-id.ts';
import { newLeadReference } from './lead-reference.ts';
import { confirmQuotedDeparture } from './quoted-departure.ts';
import { fileFirstContactClock, hasFirstContactClock, startFirstContactClock } from './first-contact.ts';
import { defaultLeadRoutingSettings, readLeadRoutingSettings } from './lead-routing-settings.ts';
import { routeByRules, type RoutedLeadFacts } from './route-lead.ts';
import { packageTitleOf } from './lead-package-title.ts';
import { FORM_RATE_SCOPES, SUBMISSION_WINDOW_MS, SUBMISSIONS_PER_ADDRESS, SUBMISSIONS_PER_EMAIL, TOO_MANY_SUBMISSIONS_MESSAGE } from './lead-policy.ts';

/** Where a submission came from, as the handler knows it. */
export interface SubmissionContext {
  /** The caller's address: the viewer's behind CloudFront, else the direct peer (`RouteRequest.clientAddress`). */
  sourceIp: string;
  now?: Date;
}

/** The e-mail types a lead causes. */
type LeadEmailType =
  | 'quote-received-agency'
  | 'quote-received-customer'
  | 'lead-received-agent'
  | 'application-received-agency'
  | 'application-received-applicant'
  | 'contact-received-agency';

/** Who receives each mail a lead causes, in sending order: the agency first, it matters most. */
const LEAD_EMAILS: Readonly<Record<LeadType, ReadonlyArray<{ type: LeadEmailType; to: 'agency' | 'person' | 'agent' }>>> = {
  quote: [
    { type: 'quote-received-agency', to: 'agency' },
    { type: 'quote-received-customer', to: 'person' },
    { type: 'lead-received-agent', to: 'agent' },
  ],
  application: [
    { type: 'application-received-agency', to: 'agency' },
    { type: 'application-received-applicant', to: 'person' },
  ],
  contact: [
    { type: 'contact-received-agency', to: 'agency' },
    { type: 'lead-received-agent', to: 'agent' },
  ],
};

/**
 * Counts the submission per address (all forms) and per e-mail (this form type, every spelling of one mailbox
 * together: {@link emailLimitKey}); 429 over either limit.
 */
async function enforceRateLimits(type: LeadType, sourceIp: string, email: string, nowMs: number): Promise<void> {
  const byAddress = await countFormSubmission(FORM_RATE_SCOPES.address, sourceIp || 'unknown', nowMs, SUBMISSION_WINDOW_MS);
  if (byAddress.count > SUBMISSIONS_PER_ADDRESS) throw new TooManyRequests(TOO_MANY_SUBMISSIONS_MESSAGE, (byAddress.endsAt - nowMs) / 1000);
  const byEmail = await countFormSubmission(FORM_RATE_SCOPES.email(type), emailLimitKey(email), nowMs, SUBMISSION_WINDOW_MS);
  if (byEmail.count > SUBMISSIONS_PER_EMAIL) throw new TooManyRequests(TOO_MANY_SUBMISSIONS_MESSAGE, (byEmail.endsAt - nowMs) / 1000);
}

/** The listed agent of a slug; an unknown or inactive slug (an old link) attributes the lead to nobody. */
async function activeAgent(slug: string | undefined): Promise<StoredAgentProfile | null> {
  if (!slug) return null;
  const profile = await findAgentProfile(slug);
  return profile && profile.status === 'active' ? profile : null;
}

/** The catalogue's travel-style names, in French for a French mail when the style's French name is written and current. */
async function travelStyleNames(ids: readonly number[], language: LeadLanguage = 'en'): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  try {
    const nameOf = (style: { style_name: string; fr?: FrenchVersion }) =>
      language === 'fr' ? (inFrench(style, ['style_name'])?.style_name ?? style.style_name) : style.style_name;
    return new Map((await travelStyleRepository.list()).map((style) => [style.id, nameOf(style)]));
  } catch (error) {
    // The names only make the mail nicer; the ids are written instead.
    logger.error('travel styles unreadable for a lead e-mail', { error: String(error) });
    return new Map();
  }
}

/** Files a new lead's clock; a failure is logged (the lead is stored, only its reminders are lost), never thrown. */
async function fileClock(leadId: string, clock: LeadFirstContact): Promise<void> {
  try {
    await fileFirstContactClock(leadId, clock);
  } catch (error) {
    logger.error('first-contact clock not filed', { leadId, error: String(error) });
  }
}

/** Counts a stored lead in its agent's link counts; a failure is logged, never thrown: the lead is stored. */
async function countLeadOfLink(slug: string, now: Date): Promise<void> {
  try {
    await countAgentLinkLead(slug, now);
  } catch (error) {
    logger.error("lead not counted in its agent's link counts", { agent: slug, error: String(error) });
  }
}

/**
 * Queues a stored lead's mails (docs/decisions/mail-queue.md): rendered, stored with their status on the lead, and
 * put on the mail queue; the mail-sender function sends them. Never throws: the lead is stored and the visitor is
 * answered whatever SES or the queue do. The mail to the visitor is in the lead's language; the agency's and the
 * agent's stay in English (docs/decisions/leads-in-the-visitors-language.md).
 */
async function queueLeadEmails(lead: Lead, agent: StoredAgentProfile | null): Promise<void> {
  const context = {
    agentName: agent?.name ?? null,
    travelStyleNames: await travelStyleNames((lead.form.travelStyleIds as number[] | undefined) ?? []),
    packageTitle: await packageTitleOf(lead.packageUrl),
    // The traveller's confirmation introduces the agent whose page or link brought them, not one the rules chose.
    advisor: agent && lead.attributedAgent === agent.slug ? agent : null,
  };
  const values = leadEmailValues(lead, context);
  const visitorValues =
    lead.language === 'en'
      ? values
      : leadEmailValues(
          lead,
          { ...context, travelStyleNames: await travelStyleNames((lead.form.travelStyleIds as number[] | undefined) ?? [], lead.language) },
          lead.language,
        );
  for (const mail of LEAD_EMAILS[lead.type]) {
    const to = mail.to === 'person' ? lead.email : mail.to === 'agent' ? (agent?.email ?? null) : null;
    if (mail.to === 'agent' && to === null) continue;
    if (mail.to === 'person') await queueLeadMail(lead.id, mail.type, to, visitorValues, lead.language);
    else await queueLeadMail(lead.id, mail.type, to, values);
  }
}

/** Who takes a new lead, why, and its first-contact clock (quotes and messages). */
interface Arrival {
  agent: StoredAgentProfile | null;
  assignment?: LeadAssignment;
  firstContact?: LeadFirstContact;
}

/**
 * Assigns a lead the moment it arrives (docs/decisions/lead-routing.md): the agent asked for by name, else the agent
 * whose share link brought it, else (quotes and messages) the routing rules, else the desk; and starts the
 * first-contact clock. Routing that fails leaves the lead with the desk and logs why: the visitor's request is stored
 * whatever happens here.
 */
async function assignOnArrival(
  type: LeadType,
  lead: RoutedLeadFacts,
  preferred: StoredAgentProfile | null,
  attributed: StoredAgentProfile | null,
  now: Date,
): Promise<Arrival> {
  const at = now.toISOString();
  const linked = preferred ?? attributed;
  const byLink: LeadAssignment | undefined = preferred
    ? { agent: preferred.slug, method: 'asked-by-name', reason: 'asked for by name', at }
    : attributed
      ? { agent: attributed.slug, method: 'share-link', reason: 'share link', at }
      : undefined;
  if (!hasFirstContactClock(type)) return { agent: linked, ...(byLink ? { assignment: byLink } : {}) };
  let settings = defaultLeadRoutingSettings(now);
  try {
    settings = await readLeadRoutingSettings(now);
    if (linked) return { agent: linked, assignment: byLink, firstContact: startFirstContactClock(now, settings) };
    const routed = await routeByRules(lead, now, { settings });
    return {
      agent: routed.agent,
      assignment: { agent: routed.agent?.slug ?? null, method: routed.agent ? 'rules' : 'desk', reason: routed.reason, at },
      firstContact: startFirstContactClock(now, settings),
    };
  } catch (error) {
    logger.error('lead routing failed: the lead goes to the desk', { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    return {
      agent: linked,
      assignment: byLink ?? { agent: null, method: 'desk', reason: 'routing unavailable', at },
      firstContact: startFirstContactClock(now, settings),
    };
  }
}

/**
 * Receives one form: a filled honeypot gets a receipt like any other and nothing else happens (bots learn
 * nothing). Otherwise the submission is counted against the rate limits (429 over them), attributed to an
 * active agent, stored (status `new`), and only then are its mails queued.
 */
async function receiveLead(
  type: LeadType,
  kind: LeadKind,
  input: QuoteRequestInput | AgentApplicationInput | ContactMessageInput,
  context: SubmissionContext,
  confirmed: Pick<Lead, 'departure'> = {},
): Promise<LeadReceipt> {
  const now = context.now ?? new Date();
  if (isHoneypotFilled(input)) return { reference: newLeadReference() };
  await enforceRateLimits(type, context.sourceIp, input.email, now.getTime());

  const attributed = await activeAgent(input.agent);
  const preferred = 'preferredAgent' in input ? await activeAgent(input.preferredAgent) : null;
  // Where the visit came from is kept beside the form, not in it: it is the browser's record, not the visitor's answer.
  const { website: _honeypot, visit, language, ...form } = input;
  const arrival = await assignOnArrival(type, { kind, form, source: input.source ?? null, language }, preferred, attributed, now);
  const assigned = arrival.agent;
  const createdAt = now.toISOString();
  const id = newLeadId(now.getTime());
  const lead: Lead = {
    id,
    reference: await claimLeadReference(id, createdAt),
    type,
    kind,
    status: 'new',
    createdAt,
    updatedAt: createdAt,
    updatedBy: 'website',
    version: 1,
    // The language of the page it came from: the visitor's e-mails go out in it (leads-in-the-visitors-language.md).
    language,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    headline: leadHeadline(input, kind),
    attributedAgent: attributed?.slug ?? null,
    assignedAgent: assigned?.slug ?? null,
    source: input.source ?? null,
    packageUrl: 'packageUrl' in input ? (input.packageUrl ?? null) : null,
    marketingOptIn: input.marketingOptIn,
    form,
    notes: [],
    // The arrival's assignment opens the lead's history, with its reason (routing is the platform's doing).
    activity: arrival.assignment
      ? [{ at: createdAt, by: 'routing', role: 'system', change: 'assignment', from: null, to: arrival.assignment.agent, reason: arrival.assignment.reason }]
      : [],
    sends: [],
    mails: {},
    ...(arrival.assignment ? { assignment: arrival.assignment } : {}),
    ...(arrival.firstContact ? { firstContact: arrival.firstContact } : {}),
    ...(visit ? { visit } : {}),
    ...confirmed,
  };
  await putNewLead(lead);
  // The stage's LeadsReceived (dashboard): stored leads only, so a bot's filled honeypot, answered alike, is not one.
  countMetric(STAGE_METRICS.leadsReceived);
  if (arrival.firstContact) await fileClock(lead.id, arrival.firstContact);
  if (attributed) await countLeadOfLink(attributed.slug, now);
  await queueLeadEmails(lead, assigned);
  return { reference: lead.reference! };
}

const REFERENCE_ATTEMPTS = 8;

/** A fresh short reference claimed for the lead `id`, drawing again on a collision. */
export async function claimLeadReference(id: string, createdAt: string, draw: () => string = newLeadReference): Promise<string> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = draw();
    if (await reserveLeadReference(reference, id, createdAt)) return reference;
  }
  throw new Error(`no free lead reference after ${REFERENCE_ATTEMPTS} draws`);
}

/**
 * `POST /api/leads/quote`: a general, Disney or group quote request. A departure it names is confirmed first (422 when
 * it cannot be taken as the form showed it), so a visitor asked to choose again has not used up a submission.
 */
export async function submitQuoteRequest(input: QuoteRequestInput, context: SubmissionContext): Promise<LeadReceipt> {
  const departure = isHoneypotFilled(input) ? null : await confirmQuotedDeparture(input, context.now ?? new Date());
  return receiveLead('quote', input.kind, input, context, departure ? { departure } : {});
}

/**
 * `POST /api/leads/agent-application`: an application to become a connected agent. An attached file must
 * have arrived in the bucket, of an accepted type and size, before the application is counted or stored.
 */
export async function submitAgentApplication(input: AgentApplicationInput, context: SubmissionContext): Promise<LeadReceipt> {
  if (input.attachmentKey && !isHoneypotFilled(input)) await checkApplicationAttachment(input.attachmentKey);
  return receiveLead('application', 'application', input, context);
}

/** `POST /api/leads/contact`: a contact-us message. */
export function submitContactMessage(input: ContactMessageInput, context: SubmissionContext): Promise<LeadReceipt> {
  return receiveLead('contact', 'contact', input, context);
}
