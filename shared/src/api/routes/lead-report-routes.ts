import { answer, defineRoute } from '../route-definition.ts';
import { leadReportQuerySchema, ownLeadReportQuerySchema, type LeadReport, type OwnLeadReport } from '../../schemas/lead-reports.ts';

/**
 * The sales figures of issue #30, item 5, in the `leads` group (the counters live in the leads table): the agency's
 * report for admins, and each agent's own figures on the portal home (docs/decisions/lead-reports.md).
 */
export const leadReportRoutes = {
  getLeadReport: defineRoute({
    method: 'GET',
    path: '/api/admin/reports',
    group: 'leads',
    access: ['admin'],
    answer: answer<{ data: LeadReport }>(),
    query: leadReportQuerySchema,
    summary:
      'Leads per week by source, time to first contact and conversion per agent, conversion per package and destination, booked value per month, over the last `weeks` weeks (12) or `from`-`to`, for one `agent` (or unassigned) and/or `source`: {data}',
  }),
  getOwnLeadReport: defineRoute({
    method: 'GET',
    path: '/api/portal/reports',
    group: 'leads',
    access: ['agent'],
    answer: answer<{ data: OwnLeadReport }>(),
    query: ownLeadReportQuerySchema,
    summary:
      "The signed-in agent's own figures (their leads by week and source, time to first contact, conversion, booked value by month) over the last `weeks` weeks (12) or `from`-`to`: {data}",
  }),
};
