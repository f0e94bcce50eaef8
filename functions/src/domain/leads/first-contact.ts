import type { LeadType } from '@tdp/shared/schemas/lead-forms';
import type { LeadFirstContact, LeadRoutingSettings } from '@tdp/shared/schemas/lead-routing';
import { putLeadDeadlines } from '../../data/lead-routing-repository.ts';
import { addBusinessTime, businessHoursMs } from './business-time.ts';
import { businessCalendarOf } from './lead-routing-settings.ts';

/**
 * The first-contact clock of a lead (docs/decisions/lead-routing.md): from arrival, or from the moment an agent is
 * newly given the lead, the settings' business hours to the deadline, the holder reminded halfway. The lead-deadlines
 * job acts on each step at its minute.
 */

/** Whether a lead of this type runs a first-contact clock: a customer waits on quotes and messages, not applications. */
export function hasFirstContactClock(type: LeadType): boolean {
  return type === 'quote' || type === 'contact';
}

/** A clock started at `start` under the settings' business calendar and deadline. */
export function startFirstContactClock(start: Date, settings: Pick<LeadRoutingSettings, 'businessHours' | 'holidays' | 'firstContactHours'>): LeadFirstContact {
  const calendar = businessCalendarOf(settings);
  const total = businessHoursMs(settings.firstContactHours);
  return {
    startedAt: start.toISOString(),
    remindAt: addBusinessTime(start, total / 2, calendar).toISOString(),
    dueAt: addBusinessTime(start, total, calendar).toISOString(),
  };
}

/** Files a clock's two steps for the lead-deadlines job (after the lead holding the clock is written). */
export function fileFirstContactClock(leadId: string, clock: LeadFirstContact): Promise<void> {
  return putLeadDeadlines([
    { leadId, step: 'remind', dueAt: clock.remindAt },
    { leadId, step: 'escalate', dueAt: clock.dueAt },
  ]);
}
