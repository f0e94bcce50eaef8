import type { AgentLanguage, AgentSpecialty, CanadianProvince } from '@tdp/shared/schemas/agent-profile';
import type { BudgetRange, ContactMethod, DisneyDestination, GroupType, HeardAboutUs, LeadKind, LeadLanguage, LeadType } from '@tdp/shared/schemas/lead-forms';
import type { LeadLostReason, LeadStatus } from '@tdp/shared/schemas/lead-records';

/**
 * Words shown for the option values of the shared lead and agent-profile schemas (the schemas hold values,
 * the screens show these). Used by the forms, the agent directory and the admin inbox alike.
 */

export const SPECIALTY_LABELS: Readonly<Record<AgentSpecialty, string>> = {
  'all-inclusive': 'All-inclusive resorts',
  'ocean-cruises': 'Ocean cruises',
  'river-cruises': 'River cruises',
  disney: 'Disney vacations',
  'destination-weddings': 'Destination weddings',
  honeymoons: 'Honeymoons',
  'group-travel': 'Group travel',
  'family-travel': 'Family travel',
  luxury: 'Luxury travel',
  adventure: 'Adventure travel',
  'escorted-tours': 'Escorted tours',
  europe: 'Europe',
  asia: 'Asia',
  'africa-safari': 'Africa and safaris',
  'south-pacific': 'South Pacific',
  'caribbean-mexico': 'Caribbean and Mexico',
  'corporate-travel': 'Corporate travel',
  'accessible-travel': 'Accessible travel',
};

export const LANGUAGE_LABELS: Readonly<Record<AgentLanguage, string>> = {
  english: 'English',
  french: 'French',
  punjabi: 'Punjabi',
  hindi: 'Hindi',
  urdu: 'Urdu',
  mandarin: 'Mandarin',
  cantonese: 'Cantonese',
  tagalog: 'Tagalog',
  spanish: 'Spanish',
  portuguese: 'Portuguese',
  korean: 'Korean',
  japanese: 'Japanese',
  vietnamese: 'Vietnamese',
  german: 'German',
  italian: 'Italian',
  arabic: 'Arabic',
  farsi: 'Farsi',
  gujarati: 'Gujarati',
};

export const PROVINCE_LABELS: Readonly<Record<CanadianProvince, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const CONTACT_METHOD_LABELS: Readonly<Record<ContactMethod, string>> = {
  email: 'E-mail',
  phone: 'Phone call',
  text: 'Text message',
};

export const BUDGET_LABELS: Readonly<Record<BudgetRange, string>> = {
  'under-1500': 'Under $1,500',
  '1500-3000': '$1,500 to $3,000',
  '3000-5000': '$3,000 to $5,000',
  '5000-8000': '$5,000 to $8,000',
  '8000-plus': '$8,000 or more',
};

export const GROUP_TYPE_LABELS: Readonly<Record<GroupType, string>> = {
  'friends-and-family': 'Friends and family',
  'destination-wedding': 'Destination wedding',
  'group-promotion': 'Group promotion or hosted trip',
  'family-reunion': 'Family reunion',
  'corporate-or-incentive': 'Corporate or incentive trip',
  'school-or-sports': 'School or sports team',
  other: 'Something else',
};

export const DISNEY_DESTINATION_LABELS: Readonly<Record<DisneyDestination, string>> = {
  'walt-disney-world': 'Walt Disney World (Florida)',
  'disneyland-resort': 'Disneyland Resort (California)',
  'disney-cruise-line': 'Disney Cruise Line',
  aulani: 'Aulani (Hawaii)',
  'disneyland-paris': 'Disneyland Paris',
  'adventures-by-disney': 'Adventures by Disney',
};

export const HEARD_ABOUT_US_LABELS: Readonly<Record<HeardAboutUs, string>> = {
  'search-engine': 'A search engine',
  'social-media': 'Social media',
  'friend-or-colleague': 'A friend or colleague',
  'travel-event': 'A travel show or event',
  advertisement: 'An advertisement',
  other: 'Somewhere else',
};

export const LEAD_TYPE_LABELS: Readonly<Record<LeadType, string>> = {
  quote: 'Quote request',
  application: 'Agent application',
  contact: 'Contact message',
};

/** The language of the site a lead came from, as the admin's and the agent's lead pages name it. */
export const LEAD_LANGUAGE_LABELS: Readonly<Record<LeadLanguage, string>> = {
  en: 'English',
  fr: 'French',
};

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  general: 'Quote',
  disney: 'Disney quote',
  group: 'Group quote',
  application: 'Agent application',
  contact: 'Contact message',
};

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  'proposal-sent': 'Proposal sent',
  booked: 'Booked',
  lost: 'Lost',
  archived: 'Archived',
};

/** Why a lead was lost, as the follow-up form, the bulk change and the history say it. */
export const LOST_REASON_LABELS: Readonly<Record<LeadLostReason, string>> = {
  price: 'Price',
  'booked-elsewhere': 'Booked elsewhere',
  'no-response': 'No response',
  'changed-plans': 'Changed plans',
  'dates-unavailable': 'Dates not available',
  'not-a-fit': 'Not a fit for us',
  other: 'Other',
};
