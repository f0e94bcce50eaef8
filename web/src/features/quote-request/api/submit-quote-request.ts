import { routes } from '@tdp/shared/api/routes';
import type { LeadReceipt, QuoteRequestInput } from '@tdp/shared/schemas/lead';
import { apiFetch } from '../../../lib/api-client.ts';

/** Sends a quote request (`POST /api/leads/quote`); resolves with the reference shown on the thank-you page. */
export function submitQuoteRequest(body: QuoteRequestInput): Promise<LeadReceipt> {
  return apiFetch<LeadReceipt>(routes.submitQuoteRequest, { body });
}
