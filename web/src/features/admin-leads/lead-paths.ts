/** The inbox's address (the agency e-mails link to a lead's page below it). */
export const LEADS_INBOX_PATH = '/admin-dashboard/leads';

/** A lead's page in the admin dashboard: `/admin-dashboard/leads/{id}`. */
export function leadPath(id: string): string {
  return `${LEADS_INBOX_PATH}/${encodeURIComponent(id)}`;
}

/** The routing rules and business hours screen (docs/decisions/lead-routing.md). */
export const LEAD_ROUTING_PATH = `${LEADS_INBOX_PATH}/routing`;
