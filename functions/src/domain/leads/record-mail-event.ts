import type { LeadEmailProblem } from '@tdp/shared/schemas/lead-records';
import { markLeadEmailProblem } from '../../data/lead-repository.ts';
import { LEAD_EMAIL_TAG } from '../../email/email-tags.ts';

/** The part of an SES bounce or complaint event (configuration-set event publishing, or identity notifications) we read. */
export interface SesMailEvent {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: string; tags?: Record<string, string[] | undefined> };
  bounce?: { bounceType?: string; bounceSubType?: string; timestamp?: string; bouncedRecipients?: Array<{ emailAddress?: string; diagnosticCode?: string }> };
  complaint?: { timestamp?: string; complaintFeedbackType?: string; complainedRecipients?: Array<{ emailAddress?: string }> };
}

/** What one event changed: the leads marked, and what was only logged. */
export interface MailEventOutcome {
  marked: Array<{ leadId: string; problem: LeadEmailProblem }>;
  ignored: string[];
}

/**
 * Records an SES bounce or complaint on the lead whose mail it was (the `lead` tag every lead mail carries): a
 * permanent bounce or a complaint marks the lead when the address is the lead's own; a transient bounce (a full
 * mailbox, a busy server) is only reported, since SES retries it and the address still works. Mail that is not a
 * lead's (a password reset, an invitation) changes nothing: SES's suppression list already stops mailing the address.
 */
export async function recordMailEvent(event: SesMailEvent, now: Date = new Date()): Promise<MailEventOutcome> {
  const outcome: MailEventOutcome = { marked: [], ignored: [] };
  const kind = event.eventType ?? event.notificationType;
  const leadId = event.mail?.tags?.[LEAD_EMAIL_TAG]?.[0];
  const problems: LeadEmailProblem[] = [];
  if (kind === 'Bounce' && event.bounce) {
    if (event.bounce.bounceType !== 'Permanent') {
      outcome.ignored.push(`${event.bounce.bounceType ?? 'unknown'} bounce`);
      return outcome;
    }
    for (const recipient of event.bounce.bouncedRecipients ?? []) {
      if (!recipient.emailAddress) continue;
      const detail = [`Permanent/${event.bounce.bounceSubType ?? 'General'}`, recipient.diagnosticCode].filter(Boolean).join(': ');
      problems.push({ kind: 'bounce', address: recipient.emailAddress, at: event.bounce.timestamp ?? now.toISOString(), detail });
    }
  } else if (kind === 'Complaint' && event.complaint) {
    for (const recipient of event.complaint.complainedRecipients ?? []) {
      if (!recipient.emailAddress) continue;
      const feedback = event.complaint.complaintFeedbackType;
      problems.push({
        kind: 'complaint',
        address: recipient.emailAddress,
        at: event.complaint.timestamp ?? now.toISOString(),
        ...(feedback ? { detail: feedback } : {}),
      });
    }
  } else {
    outcome.ignored.push(`event ${kind ?? 'without a type'}`);
    return outcome;
  }
  if (!leadId) {
    outcome.ignored.push('not a lead mail');
    return outcome;
  }
  for (const problem of problems) {
    if (await markLeadEmailProblem(leadId, problem)) outcome.marked.push({ leadId, problem });
    else outcome.ignored.push("not the lead's own address");
  }
  return outcome;
}
