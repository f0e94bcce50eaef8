import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, noAnswer, defineRoute } from '../route-definition.ts';
import type { EmailTemplate, EmailTypeView, RenderedEmail } from '../../schemas/email-template.ts';
import {
  EMAIL_TEMPLATE_MAX_BODY_BYTES,
  emailTemplateCreateInputSchema,
  emailTemplateIdSchema,
  emailTemplatePreviewInputSchema,
  emailTemplateUpdateInputSchema,
  emailTypeSchema,
  emailTypeSettingInputSchema,
} from '../../schemas/email-template.ts';
import { noQuery } from './route-params.ts';

/**
 * E-mail templates and type settings: content the admin edits, so their reads and writes are in the
 * `catalogue` group (content read-write), admins only; the leads and auth groups only read them to send
 * mail. Decisions are in docs/decisions/leads-api.md.
 */

const ADMIN = ['admin'] as const;
const templateIdParams = lazySchema(() => z.strictObject({ id: emailTemplateIdSchema }));

export const emailTemplateRoutes = {
  // --- E-mail templates and types ----------------------------------------------------------------------
  listEmailTemplates: defineRoute({
    method: 'GET',
    path: '/api/admin/email-templates',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<{ data: EmailTemplate[] }>(),
    query: noQuery,
    summary: 'Every template, built-in ones included even before their first save: {data: EmailTemplate[]}',
  }),
  getEmailTemplate: defineRoute({
    method: 'GET',
    path: '/api/admin/email-templates/{id}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<{ data: EmailTemplate }>(),
    params: templateIdParams,
    query: noQuery,
    summary: 'One template: {data: EmailTemplate}',
  }),
  createEmailTemplate: defineRoute({
    method: 'POST',
    path: '/api/admin/email-templates',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<{ data: EmailTemplate }>(),
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
    answer: answer<{ data: EmailTemplate }>(),
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
    answer: noAnswer,
    params: templateIdParams,
    query: noQuery,
    summary: 'Delete a template of your own (409 for a built-in one or one an e-mail type uses)',
  }),
  previewEmailTemplate: defineRoute({
    method: 'POST',
    path: '/api/admin/email-templates/{id}/preview',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<{ data: RenderedEmail }>(),
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
    answer: answer<{ data: EmailTypeView[] }>(),
    query: noQuery,
    summary: 'Every e-mail type with its audience, placeholders, template and recipients: {data: EmailTypeView[]}',
  }),
  updateEmailType: defineRoute({
    method: 'PUT',
    path: '/api/admin/email-types/{type}',
    group: 'catalogue',
    access: ADMIN,
    answer: answer<{ data: EmailTypeView }>(),
    params: lazySchema(() => z.strictObject({ type: emailTypeSchema })),
    query: noQuery,
    body: emailTypeSettingInputSchema,
    maxBodyBytes: 8 * 1024,
    summary: 'Point a type at a template (whose placeholders the type supplies) and set its recipients, at the version loaded',
  }),
};
