import { DEFAULT_CONTACT } from '@tdp/shared/runtime-config';

/** Where the agency's lead mail goes when an e-mail type names no recipients and the stage sets none. */
export const DEFAULT_AGENCY_LEADS_EMAIL = 'leads@tbbtravel.ca';

/** The agency's leads address: the stage's `AGENCY_LEADS_EMAIL`, else {@link DEFAULT_AGENCY_LEADS_EMAIL}. */
export function agencyLeadsEmail(): string {
  return process.env.AGENCY_LEADS_EMAIL?.trim() || DEFAULT_AGENCY_LEADS_EMAIL;
}

/** The call-centre phone printed in mails: the stage's `AGENCY_PHONE`, else the agency's default. */
export function agencyPhone(): string {
  return process.env.AGENCY_PHONE?.trim() || DEFAULT_CONTACT.phone;
}

/** Address of the site links in mails point to: `SITE_URL` (set per stage), else the local web server. */
export function mailSiteUrl(): string {
  return (process.env.SITE_URL || 'http://127.0.0.1:5173').replace(/\/+$/, '');
}
