import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { destinationIdsOfContinent } from '@tdp/shared/catalogue/destination-ids';
import type { BusinessHours, LeadRoutingSettings, LeadRoutingUpdateInput } from '@tdp/shared/schemas/lead-routing';
import { listAgentProfiles } from '../../data/agent-profile-repository.ts';
import { listContinents } from '../../data/continent-repository.ts';
import { findLeadRoutingSettings, saveLeadRoutingSettings } from '../../data/lead-routing-repository.ts';
import { Invalid } from '../domain-errors.ts';
import type { BusinessCalendar } from './business-time.ts';
import { bcStatutoryHolidays } from './statutory-holidays.ts';

/** The call centre's hours from the specification: Monday to Saturday, 9 AM to 5 PM Pacific; closed Sunday. */
export const CALL_CENTRE_HOURS: BusinessHours = {
  monday: { open: '09:00', close: '17:00' },
  tuesday: { open: '09:00', close: '17:00' },
  wednesday: { open: '09:00', close: '17:00' },
  thursday: { open: '09:00', close: '17:00' },
  friday: { open: '09:00', close: '17:00' },
  saturday: { open: '09:00', close: '17:00' },
  sunday: null,
};

/** First contact within this many business hours, until the admin sets another. */
export const DEFAULT_FIRST_CONTACT_HOURS = 2;

/**
 * The settings before an admin first saves them (version 0): nobody takes routed leads yet (every lead that no share
 * link brings goes to the desk), the call centre's hours, BC's statutory holidays of this year and the next, and a
 * first contact within {@link DEFAULT_FIRST_CONTACT_HOURS} business hours.
 */
export function defaultLeadRoutingSettings(now: Date): LeadRoutingSettings {
  const year = Number(isoDateInTimeZone(now, AGENCY_TIME_ZONE).slice(0, 4));
  return {
    agents: [],
    desk: [],
    businessHours: CALL_CENTRE_HOURS,
    holidays: [...bcStatutoryHolidays(year), ...bcStatutoryHolidays(year + 1)],
    firstContactHours: DEFAULT_FIRST_CONTACT_HOURS,
    reassignAfterDeadline: false,
    version: 0,
    updatedAt: null,
    updatedBy: null,
  };
}

/** The settings in force: the saved ones, or the defaults. */
export async function readLeadRoutingSettings(now: Date = new Date()): Promise<LeadRoutingSettings> {
  return (await findLeadRoutingSettings()) ?? defaultLeadRoutingSettings(now);
}

/** The business calendar the settings describe. */
export function businessCalendarOf(settings: Pick<LeadRoutingSettings, 'businessHours' | 'holidays'>): BusinessCalendar {
  return { hours: settings.businessHours, holidays: new Set(settings.holidays.map((holiday) => holiday.date)) };
}

/**
 * Saves the admin's settings at the version loaded (409 when stale). Each rule must name a connected agent and each
 * destination a place of the catalogue: 400 naming the entry (`agents.2.slug`), never a rule nobody could match.
 */
export async function updateLeadRoutingSettings(input: LeadRoutingUpdateInput, actor: { username: string; now: string }): Promise<LeadRoutingSettings> {
  const [profiles, continents] = await Promise.all([listAgentProfiles(), input.agents.some((rule) => rule.destinationIds.length > 0) ? listContinents() : []]);
  const slugs = new Set(profiles.map((profile) => profile.slug));
  const places = new Set<string>(continents.flatMap((continent) => destinationIdsOfContinent(continent)));
  const fields: Record<string, string> = {};
  input.agents.forEach((rule, index) => {
    if (!slugs.has(rule.slug)) fields[`agents.${index}.slug`] = 'is not a connected agent';
    rule.destinationIds.forEach((id, position) => {
      if (!places.has(id)) fields[`agents.${index}.destinationIds.${position}`] = 'is not a destination of the catalogue';
    });
  });
  if (Object.keys(fields).length > 0) throw new Invalid('Check the routing rules: some name an agent or a destination we do not have.', fields);
  const { version, ...editable } = input;
  const saved: LeadRoutingSettings = {
    ...editable,
    holidays: [...editable.holidays].sort((a, b) => (a.date < b.date ? -1 : 1)),
    version: version + 1,
    updatedAt: actor.now,
    updatedBy: actor.username,
  };
  await saveLeadRoutingSettings(saved, version);
  return saved;
}
