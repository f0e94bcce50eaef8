import * as z from 'zod';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { defineRoute } from '../route-definition.ts';
import { agentSlugSchema } from '../../schemas/agent-profile.ts';
import { applicationAttachmentUploadInputSchema } from '../../schemas/application-attachment.ts';
import {
  EMAIL_TEMPLATE_MAX_BODY_BYTES,
  emailTemplateCreateInputSchema,
  emailTemplateIdSchema,
  emailTemplatePreviewInputSchema,
  emailTemplateUpdateInputSchema,
  emailTypeSchema,
  emailTypeSettingInputSchema,
} from '../../schemas/email-template.ts';
import {
  agentApplicationInputSchema,
  contactMessageInputSchema,
  LEAD_FORM_MAX_BODY_BYTES,
  leadExportQuerySchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadUpdateInputSchema,
  quoteRequestInputSchema,
} from '../../schemas/lead.ts';

/**
 * Leads, the connected-agent directory and e-mail templates. Decisions (paths the spec leaves open,
 * answers, honeypot, rate limits, CSV export) are in docs/decisions/leads-api.md.
 *
 * - The three public forms and the admin inbox are in the `leads` group: the only one that touches the
 *   leads table (customers' personal data) and sends the lead e-mails.
 * - The directory reads the content table only, so it is in `public`.
 * - Templates and type settings are content the admin edits, so their writes are in `catalogue` (content
 *   read-write); the leads and auth groups only read them to send mail.
 */

const ADMIN = ['admin'] as const;
const noQuery = lazySchema(() => z.object({}).strict());
const templateIdParams = lazySchema(() => z.object({ id: emailTemplateIdSchema }).strict());

export const leadsRoutes = {
  // --- Public forms --------------------------------------------------------------------------------
  submitQuoteRequest: defineRoute({
    method: 'POST',
    path: '/api/leads/quote',
    group: 'leads',
    access: 'public',
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
    query: noQuery,
    body: contactMessageInputSchema,
    maxBodyBytes: LEAD_FORM_MAX_BODY_BYTES,
    summary: 'Send a contact-us message: 201 {reference}; e-mails the agency',
  }),

  // --- Connected-agent directory ---------------------------------------------------------------------
  listAgents: defineRoute({
    method: 'GET',
    path: '/api/all-agents',
    group: 'public',
    access: 'public',
    query: noQuery,
    summary: "The active connected agents' public profiles, by name: {data: AgentProfile[]}",
  }),
  getAgent: defineRoute({
    method: 'GET',
    path: '/api/agents/{slug}',
    group: 'public',
    access: 'public',
    params: lazySchema(() => z.object({ slug: agentSlugSchema }).strict()),
    query: noQuery,
    summary: "One active agent's public profile for /ca/{slug}: {data: AgentProfile}",
  }),

  // --- Admin leads inbox -----------------------------------------------------------------------------
  listLeads: defineRoute({
    method: 'GET',
    path: '/api/admin/leads',
    group: 'leads',
    access: ADMIN,
    query: leadListQuerySchema,
    summary: 'Leads newest first, filtered by type, kind, status, agent and dates, paged by cursor: {leads, nextCursor}',
  }),
  exportLeads: defineRoute({
    method: 'GET',
    path: '/api/admin/leads/export',
    group: 'leads',
    access: ADMIN,
    query: leadExportQuerySchema,
    summary: 'The filtered leads as a CSV document inside JSON: {fileName, contentType, csv, rowCount, truncated}',
  }),
  getLead: defineRoute({
    method: 'GET',
    path: '/api/admin/leads/{id}',
    group: 'leads',
    access: ADMIN,
    params: leadIdParamsSchema,
    query: noQuery,
    summary: 'One lead with its form, notes and e-mail sends',
  }),
  getLeadAttachment: defineRoute({
    method: 'GET',
    path: '/api/admin/leads/{id}/attachment',
    group: 'leads',
    access: ADMIN,
    params: leadIdParamsSchema,
    query: noQuery,
    summary: "A five-minute download address of an application's résumé or certificate: {data: {url, fileName, expiresAt}}",
  }),
  updateLead: defineRoute({
    method: 'PATCH',
    path: '/api/admin/leads/{id}',
    group: 'leads',
    access: ADMIN,
    params: leadIdParamsSchema,
    query: noQuery,
    body: leadUpdateInputSchema,
    maxBodyBytes: 8 * 1024,
    summary: 'Change status, assign an agent or add a note, at the version loaded (409 when stale)',
  }),

  // --- E-mail templates and types ----------------------------------------------------------------------
  listEmailTemplates: defineRoute({
    method: 'GET',
    path: '/api/admin/email-templates',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    summary: 'Every template, built-in ones included even before their first save: {data: EmailTemplate[]}',
  }),
  getEmailTemplate: defineRoute({
    method: 'GET',
    path: '/api/admin/email-templates/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: templateIdParams,
    query: noQuery,
    summary: 'One template: {data: EmailTemplate}',
  }),
  createEmailTemplate: defineRoute({
    method: 'POST',
    path: '/api/admin/email-templates',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    body: emailTemplateCreateInputSchema,
    maxBodyBytes: EMAIL_TEMPLATE_MAX_BODY_BYTES,
    summary: 'Create a template (409 when the id is taken): 201 {data: EmailTemplate}',
  }),
  updateEmailTemplate: defineRoute({
    method: 'PUT',
    path: '/api/admin/email-templates/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: templateIdParams,
    query: noQuery,
    body: emailTemplateUpdateInputSchema,
    maxBodyBytes: EMAIL_TEMPLATE_MAX_BODY_BYTES,
    summary: 'Replace a template at the version loaded (0 for a built-in one never saved; 409 when stale)',
  }),
  deleteEmailTemplate: defineRoute({
    method: 'DELETE',
    path: '/api/admin/email-templates/{id}',
    group: 'catalogue',
    access: ADMIN,
    params: templateIdParams,
    query: noQuery,
    summary: 'Delete a template of your own (409 for a built-in one or one an e-mail type uses)',
  }),
  previewEmailTemplate: defineRoute({
    method: 'POST',
    path: '/api/admin/email-templates/{id}/preview',
    group: 'catalogue',
    access: ADMIN,
    params: templateIdParams,
    query: noQuery,
    body: emailTemplatePreviewInputSchema,
    maxBodyBytes: EMAIL_TEMPLATE_MAX_BODY_BYTES,
    summary: 'Render a template (the draft sent, else the saved one) with sample data: {data: {subject, html, text}}',
  }),
  listEmailTypes: defineRoute({
    method: 'GET',
    path: '/api/admin/email-types',
    group: 'catalogue',
    access: ADMIN,
    query: noQuery,
    summary: 'Every e-mail type with its audience, placeholders, template and recipients: {data: EmailTypeView[]}',
  }),
  updateEmailType: defineRoute({
    method: 'PUT',
    path: '/api/admin/email-types/{type}',
    group: 'catalogue',
    access: ADMIN,
    params: lazySchema(() => z.object({ type: emailTypeSchema }).strict()),
    query: noQuery,
    body: emailTypeSettingInputSchema,
    maxBodyBytes: 8 * 1024,
    summary: "Point a type at a template (whose placeholders the type supplies) and set its recipients, at the version loaded",
  }),
};
