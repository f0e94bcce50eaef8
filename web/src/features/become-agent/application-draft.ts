import type { AgentLanguage, AgentSpecialty, CanadianProvince } from '@tdp/shared/schemas/agent-profile';
import type { HeardAboutUs } from '@tdp/shared/schemas/lead-forms';

/** What the application form holds while the applicant types; {@link toApplicationInput} makes the body. */
export interface ApplicationDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  province: CanadianProvince | '';
  yearsOfExperience: string;
  currentAgency: string;
  specialties: AgentSpecialty[];
  languages: AgentLanguage[];
  heardAboutUs: HeardAboutUs | '';
  message: string;
  consentToContact: boolean;
  marketingOptIn: boolean;
  /** The honeypot. */
  website: string;
  /** Key of the résumé or certificate once it is uploaded (the field shows the file itself). */
  attachmentKey: string | undefined;
  /** The agent who referred the applicant (their page or link), and the page, not shown as fields. */
  agent: string | undefined;
  source: string | undefined;
}

/** A fresh application: English ticked, since nearly every applicant serves clients in it. */
export function initialApplicationDraft(context: { agent?: string; source?: string } = {}): ApplicationDraft {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    city: '',
    province: '',
    yearsOfExperience: '',
    currentAgency: '',
    specialties: [],
    languages: ['english'],
    heardAboutUs: '',
    message: '',
    consentToContact: false,
    marketingOptIn: false,
    website: '',
    attachmentKey: undefined,
    agent: context.agent,
    source: context.source,
  };
}

function text(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/** The body of `POST /api/leads/agent-application`, before validation with the shared schema. */
export function toApplicationInput(draft: ApplicationDraft): Record<string, unknown> {
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    // Left empty it reads "is required" rather than "must be a phone number".
    phone: text(draft.phone),
    city: draft.city,
    province: text(draft.province),
    yearsOfExperience: draft.yearsOfExperience.trim() === '' ? undefined : Number(draft.yearsOfExperience),
    currentAgency: text(draft.currentAgency),
    specialties: draft.specialties,
    languages: draft.languages,
    heardAboutUs: text(draft.heardAboutUs),
    message: text(draft.message),
    consentToContact: draft.consentToContact,
    marketingOptIn: draft.marketingOptIn,
    website: text(draft.website),
    attachmentKey: draft.attachmentKey,
    agent: draft.agent,
    source: draft.source,
  };
}
