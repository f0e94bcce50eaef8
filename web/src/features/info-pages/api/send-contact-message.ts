import { routes } from '@tdp/shared/api/routes';
import type { ContactMessageInput, LeadReceipt } from '@tdp/shared/schemas/lead';
import { apiFetch } from '../../../lib/api-client.ts';

/** Sends the contact-us form (`POST /api/leads/contact`); answers the lead's reference for the thank-you page. */
export function sendContactMessage(message: ContactMessageInput): Promise<LeadReceipt> {
  return apiFetch<LeadReceipt>(routes.submitContactMessage, { body: message });
}
