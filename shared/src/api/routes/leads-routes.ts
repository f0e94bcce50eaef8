import { answer, defineRoute, noAnswer } from '../route-definition.ts';
import type { ApplicationAttachmentTicket, LeadAttachmentLink } from '../../schemas/application-attachment.ts';
import type { LeadReceipt } from '../../schemas/lead-forms.ts';
import type { AgentLead, AgentLeadListPage, LeadBulkUpdateResult, LeadDetail, LeadExport, LeadListPage } from '../../schemas/lead-records.ts';
import type { AdminWorkCounts } from '../../schemas/admin-work-counts.ts';
import { applicationAttachmentUploadInputSchema } from '../../schemas/application-attachment.ts';
import { agentApplicationInputSchema, contactMessageInputSchema, LEAD_FORM_MAX_BODY_BYTES, quoteRequestInputSchema } from '../../schemas/lead-forms.ts';
import {
  agentLeadListQuerySchema,
  agentLeadUpdateInputSchema,
  leadBulkUpdateInputSchema,
  leadExportQuerySchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadMailParamsSchema,
  leadUpdateInputSchema,
} from '../../schemas/lead-records.ts';
import { noQuery } from './route-params.ts';
import { EMAIL_TEMPLATE_MAX_BODY_BYTES, leadMailPreviewInputSchema, type RenderedEmail } from '../../schemas/email-template.ts';
import { leadHandBackInputSchema, leadRoutingUpdateInputSchema, type LeadRoutingAnswer } from '../../schemas/lead-routing.ts';
import { agentLinkStatsQuerySchema, agentLinkVisitInputSchema, type AgentLinkStatsMonth, type OwnAgentLinkStats } from '../../schemas/agent-link-stats.ts';

/**
 * Leads: the three public forms and the admin inbox, in the `leads` group, the only one that touches the
 * leads table (customers' personal data) and sends the lead e-mails. The connected-agent directory is in
 * `agent-directory-routes.ts` and the e-mail templates in `email-template-routes.ts`. Decisions (paths,
 * answers, honeypot, rate limits, CSV export) are in docs/decisions/leads-api.md.
 */

const ADMIN = ['admin'] as const;
/** A connected agent's own leads: agents only (an admin has the inbox); the domain checks the lead is theirs. */
const AGENT = ['agent'] as const;

export const leadsRoutes = {
  // --- Public forms --------------------------------------------------------------------------------
  submitQuoteRequest: defineRoute({
    method: 'POST',
    path: '/api/leads/quote',
    group: 'leads',
    access: 'public',
    answer: answer<LeadReceipt>(),
    query: noQuery,
    body: quoteRequestInputSchema,
    maxBodyBytes: LEAD_FORM_MAX_BODY_BYTES,
    summary: 'Send a quote request (kind general, disney or group): 201 {reference}; e-mails the agency and the traveller',
  }),
  submitAgentApplication: defineRoute({
    method: 'POST',
    path: '/api/leads/agent-application',
    group: 'leads',
    access: 'public',
    answer: answer<LeadReceipt>(),
    query: noQuery,
    body: agentApplicationInputSchema,
    maxBodyBytes: LEAD_FORM_MAX_BODY_BYTES,
    summary: 'Apply to become a connected agent: 201 {reference}; e-mails the agency and the applicant',
  }),
  createApplicationAttachmentUpload: defineRoute({
    method: 'POST',
    path: '/api/leads/agent-application/attachment',
    group: 'leads',
    access: 'public',
    answer: answer<ApplicationAttachmentTicket>(),
    query: noQuery,
    body: applicationAttachmentUploadInputSchema,
    maxBodyBytes: 2 * 1024,
    summary: "Check an applicant's résumé or certificate (PDF, DOC, DOCX, JPG, PNG, at most 5 MB): 201 with a presigned PUT under applications/",
  }),
  submitContactMessage: defineRoute({
    method: 'POST',
    path: '/api/leads/contact',
    group: 'leads',
    access: 'public',
    answer: answer<LeadReceipt>(),
    query: noQuery,
    body: contactMessageInputSchema,
    maxBodyBytes: LEAD_FORM_MAX_BODY_BYTES,
    summary: 'Send a contact-us message: 201 {reference}; e-mails the agency',
  }),

  // --- Admin leads inbox -----------------------------------------------------------------------------
  listLeads: defineRoute({
    method: 'GET',
    path: '/api/admin/leads',
    group: 'leads',
    access: ADMIN,
    answer: answer<LeadListPage>(),
    query: leadListQuerySchema,
    summary:
      'Leads newest first, filtered by type, kind, status, agent and dates, searched by name, e-mail, phone or reference (q), paged by cursor: {leads, nextCursor, searchedSince?}',
  }),
  bulkUpdateLeads: defineRoute({
    method: 'POST',
    path: '/api/admin/leads/bulk-update',
    group: 'leads',
    access: ADMIN,
    answer: answer<{ data: LeadBulkUpdateResult }>(),
    query: noQuery,
    body: leadBulkUpdateInputSchema,
    maxBodyBytes: 16 * 1024,
    summary:
      'Change the status and/or the agent of several leads, each at the version loaded: {data: {updated, skipped}} (a lead changed since is skipped, the others are changed)',
  }),
  getAdminWorkCounts: defineRoute({
    method: 'GET',
    path: '/api/admin/work-counts',
    group: 'leads',
    access: ADMIN,
    answer: answer<{ data: AdminWorkCounts }>(),
    query: noQuery,
    summary:
      "What waits for the admins, for the admin menu: leads still new and agents' page changes waiting for approval: {data: {newLeads, pendingProfileChanges}}",
  }),
  exportLeads: defineRoute({
    method: 'GET',
    path: '/api/admin/leads/export',
    group: 'leads',
    access: ADMIN,
    answer: answer<LeadExport>(),
    query: leadExportQuerySchema,
    summary: 'The filtered leads as a CSV document inside JSON: {fileName, contentType, csv, rowCount, truncated}',
  }),
  getLead: defineRoute({
    method: 'GET',
    path: '/api/admin/leads/{id}',
    group: 'leads',
    access: ADMIN,
    answer: answer<{ data: LeadDetail }>(),
    params: leadIdParamsSchema,
    query: noQuery,
    summary: 'One lead with its form, notes and e-mail sends',
  }),
  getLeadAttachment: defineRoute({
    method: 'GET',
    path: '/api/admin/leads/{id}/attachment',
    group: 'leads',
    access: ADMIN,
    answer: answer<{ data: LeadAttachmentLink }>(),
    params: leadIdParamsSchema,
    query: noQuery,
    summary: "A five-minute download address of an application's résumé or certificate: {data: {url, fileName, expiresAt}}",
  }),
  updateLead: defineRoute({
    method: 'PATCH',
    path: '/api/admin/leads/{id}',
    group: 'leads',
    access: ADMIN,
    answer: answer<{ data: LeadDetail }>(),
    params: leadIdParamsSchema,
    query: noQuery,
    body: leadUpdateInputSchema,
    maxBodyBytes: 8 * 1024,
    summary: 'Change status, assign an agent or add a note, at the version loaded (409 when stale)',
  }),

  resendLeadMail: defineRoute({
    method: 'POST',
    path: '/api/admin/leads/{id}/mails/{mailId}/resend',
    group: 'leads',
    access: ADMIN,
    answer: answer<{ data: LeadDetail }>(),
    params: leadMailParamsSchema,
    query: noQuery,
    summary:
      'Queue a failed e-mail of the lead again, as it was rendered (docs/decisions/mail-queue.md): {data} the lead with the mail queued; 404 for no such lead or mail, 409 when the mail is not failed',
  }),
  previewLeadMail: defineRoute({
    method: 'POST',
    path: '/api/admin/leads/{id}/mail-preview',
    group: 'leads',
    access: ADMIN,
    answer: answer<{ data: RenderedEmail }>(),
    params: leadIdParamsSchema,
    query: noQuery,
    body: leadMailPreviewInputSchema,
    maxBodyBytes: EMAIL_TEMPLATE_MAX_BODY_BYTES,
    summary:
      "Render a template draft as one e-mail type with this lead's values, as that mail would be sent (sanitised HTML): {data: {subject, html, text}}; 422 when the lead does not cause that type",
  }),

  // --- Lead routing rules and the first-contact deadline (docs/decisions/lead-routing.md) ------------
  getLeadRouting: defineRoute({
    method: 'GET',
    path: '/api/admin/lead-routing',
    group: 'leads',
    access: ADMIN,
    answer: answer<LeadRoutingAnswer>(),
    query: noQuery,
    summary:
      "The routing rules (each agent's destinations, cap and away period; the desk), business hours, holidays and first-contact deadline: {data} (version 0: the defaults, never saved)",
  }),
  updateLeadRouting: defineRoute({
    method: 'PUT',
    path: '/api/admin/lead-routing',
    group: 'leads',
    access: ADMIN,
    answer: answer<LeadRoutingAnswer>(),
    query: noQuery,
    body: leadRoutingUpdateInputSchema,
    maxBodyBytes: 64 * 1024,
    summary: 'Replace the routing rules and business hours at the version loaded (409 when stale; 400 naming an unknown agent or destination)',
  }),

  // --- A connected agent's own leads (portal "My leads") ---------------------------------------------
  recordAgentLinkVisit: defineRoute({
    method: 'POST',
    path: '/api/leads/agent-link-visits',
    group: 'leads',
    access: 'public',
    answer: noAnswer,
    query: noQuery,
    body: agentLinkVisitInputSchema,
    maxBodyBytes: 1024,
    summary:
      "Count one visit through a connected agent's link (?agent={slug}) in the agent's month: 204 whether or not the slug is an active agent; nothing of the visitor is stored",
  }),
  getOwnAgentLinkStats: defineRoute({
    method: 'GET',
    path: '/api/portal/link-stats',
    group: 'leads',
    access: AGENT,
    answer: answer<{ data: OwnAgentLinkStats }>(),
    query: noQuery,
    summary: "The signed-in agent's visits and leads through their links, for the agency's current month and the five before it, newest first",
  }),
  listAgentLinkStats: defineRoute({
    method: 'GET',
    path: '/api/admin/agent-link-stats',
    group: 'leads',
    access: ADMIN,
    answer: answer<{ data: AgentLinkStatsMonth }>(),
    query: agentLinkStatsQuerySchema,
    summary: "Every agent's visits and leads through their links in one month (the agency's current one by default), most visits first",
  }),
  listPortalLeads: defineRoute({
    method: 'GET',
    path: '/api/portal/leads',
    group: 'leads',
    access: AGENT,
    answer: answer<AgentLeadListPage>(),
    query: agentLeadListQuerySchema,
    summary: "The signed-in agent's assigned leads newest first, optionally of one status, paged by cursor: {leads, nextCursor}",
  }),
  getPortalLead: defineRoute({
    method: 'GET',
    path: '/api/portal/leads/{id}',
    group: 'leads',
    access: AGENT,
    answer: answer<{ data: AgentLead }>(),
    params: leadIdParamsSchema,
    query: noQuery,
    summary: "One of the signed-in agent's leads with the customer's contact details and request; 404 for anyone else's",
  }),
  updatePortalLead: defineRoute({
    method: 'PATCH',
    path: '/api/portal/leads/{id}',
    group: 'leads',
    access: AGENT,
    answer: answer<{ data: AgentLead }>(),
    params: leadIdParamsSchema,
    query: noQuery,
    body: agentLeadUpdateInputSchema,
    maxBodyBytes: 8 * 1024,
    summary: "Change the status of one of the agent's leads and/or add a note, at the version loaded (409 when stale; 404 for anyone else's)",
  }),
  handBackPortalLead: defineRoute({
    method: 'POST',
    path: '/api/portal/leads/{id}/hand-back',
    group: 'leads',
    access: AGENT,
    answer: noAnswer,
    params: leadIdParamsSchema,
    query: noQuery,
    body: leadHandBackInputSchema,
    maxBodyBytes: 2 * 1024,
    summary: "Give one of the agent's leads back to the agency desk with a reason, at the version loaded: 204 (409 when stale; 404 for anyone else's)",
  }),
};
