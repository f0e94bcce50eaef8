import { createGroupHandler } from '../../http/create-group-handler.ts';
import type { Caller } from '../../http/http-types.ts';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { leadReportRoutes } from '@tdp/shared/api/routes/lead-report-routes';
import { readLeadReport, readOwnLeadReport } from '../../domain/leads/lead-reports.ts';
import { createApplicationAttachmentUpload, leadAttachmentLink } from '../../domain/leads/application-attachment.ts';
import { listAgentLinkStats, readOwnAgentLinkStats, recordAgentLinkVisit } from '../../domain/leads/agent-link-stats.ts';
import { handBackLeadOfAgent, listLeadsOfAgent, readLeadOfAgent, updateLeadOfAgent } from '../../domain/leads/agent-leads.ts';
import { readLeadRoutingSettings, updateLeadRoutingSettings } from '../../domain/leads/lead-routing-settings.ts';
import { bulkUpdateLeads, exportLeads, listLeadsForAdmin, readLead, updateLead, type LeadActor } from '../../domain/leads/manage-leads.ts';
import { readAdminWorkCounts } from '../../domain/leads/admin-work-counts.ts';
import { resendLeadMail } from '../../domain/leads/lead-mails.ts';
import { previewLeadMail } from '../../domain/leads/lead-mail-preview.ts';
import { submitAgentApplication, submitContactMessage, submitQuoteRequest } from '../../domain/leads/submit-lead.ts';

const CREATED = 201;
const NO_CONTENT = 204;

/** The caller of a route that requires a token (the plumbing answers 401 before a handler runs without one). */
function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new Error('a protected route ran without a caller');
  return caller;
}

/** The admin making a change, and when (the access guard admits admins only on these routes). */
function adminActor(caller: Caller | null): LeadActor {
  return { username: caller?.username ?? 'admin', now: new Date().toISOString() };
}

/**
 * The public forms and the admin leads inbox: the only group that touches the leads table. It also
 * reaches `applications/` of the media bucket (and nothing else there) for applicants' attachments.
 */
export const handler = createGroupHandler(
  'leads',
  { ...leadsRoutes, ...leadReportRoutes },
  {
    // Per-address limits count the viewer's address behind CloudFront, never the edge's (http/client-address.ts).
    submitQuoteRequest: async ({ body, clientAddress }) => ({ status: CREATED, body: await submitQuoteRequest(body, { sourceIp: clientAddress }) }),
    submitAgentApplication: async ({ body, clientAddress }) => ({ status: CREATED, body: await submitAgentApplication(body, { sourceIp: clientAddress }) }),
    createApplicationAttachmentUpload: async ({ body, clientAddress }) => ({
      status: CREATED,
      body: await createApplicationAttachmentUpload(body, { sourceIp: clientAddress }),
    }),
    submitContactMessage: async ({ body, clientAddress }) => ({ status: CREATED, body: await submitContactMessage(body, { sourceIp: clientAddress }) }),

    recordAgentLinkVisit: async ({ body, clientAddress }) => {
      await recordAgentLinkVisit(body, { sourceIp: clientAddress });
      return { status: NO_CONTENT };
    },
    getOwnAgentLinkStats: async ({ caller }) => ({ body: { data: await readOwnAgentLinkStats(signedIn(caller)) } }),
    listAgentLinkStats: async ({ query }) => ({ body: { data: await listAgentLinkStats(query.month) } }),

    listLeads: async ({ query }) => ({ body: await listLeadsForAdmin(query) }),
    exportLeads: async ({ query }) => ({ body: await exportLeads(query) }),
    getLead: async ({ params }) => ({ body: { data: await readLead(params.id) } }),
    getLeadAttachment: async ({ params }) => ({ body: { data: await leadAttachmentLink(params.id) } }),
    updateLead: async ({ params, body, caller }) => ({ body: { data: await updateLead(params.id, body, adminActor(caller)) } }),
    // The mail goes back on the queue; the answer is the lead as it stands then (the mail `queued`, or `failed` with why).
    resendLeadMail: async ({ params, caller }) => {
      await resendLeadMail(params.id, params.mailId, adminActor(caller));
      return { body: { data: await readLead(params.id) } };
    },
    // The template editor's preview on a real lead: rendered here, where the lead may be read (the editor's own
    // preview, with sample values, is the catalogue group's).
    previewLeadMail: async ({ params, body }) => ({ body: { data: await previewLeadMail(params.id, body) } }),
    bulkUpdateLeads: async ({ body, caller }) => ({ body: { data: await bulkUpdateLeads(body, adminActor(caller)) } }),
    getLeadRouting: async () => ({ body: { data: await readLeadRoutingSettings() } }),
    updateLeadRouting: async ({ body, caller }) => ({ body: { data: await updateLeadRoutingSettings(body, adminActor(caller)) } }),
    // Reads the content table's agent profiles too, which this group may (docs/decisions/leads-api.md, "Work counts").
    getAdminWorkCounts: async () => ({ body: { data: await readAdminWorkCounts() } }),

    // Figures from the report counters: the agency's for admins, an agent's own for agents (docs/decisions/lead-reports.md).
    getLeadReport: async ({ query }) => ({ body: { data: await readLeadReport(query) } }),
    getOwnLeadReport: async ({ query, caller }) => ({ body: { data: await readOwnLeadReport(signedIn(caller), query) } }),

    // The access rule admits agents only; the domain admits only the caller's own leads (404 for any other).
    listPortalLeads: async ({ query, caller }) => ({ body: await listLeadsOfAgent(signedIn(caller), query) }),
    getPortalLead: async ({ params, caller }) => ({ body: { data: await readLeadOfAgent(signedIn(caller), params.id) } }),
    updatePortalLead: async ({ params, body, caller }) => ({
      body: { data: await updateLeadOfAgent(signedIn(caller), params.id, body, new Date().toISOString()) },
    }),
    handBackPortalLead: async ({ params, body, caller }) => {
      await handBackLeadOfAgent(signedIn(caller), params.id, body, new Date().toISOString());
      return { status: NO_CONTENT };
    },
  },
);
