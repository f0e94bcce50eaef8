import type { GroupHandlers } from '../../http/create-group-handler.ts';
import { writeActorOf } from '../../domain/catalogue/write-actor.ts';
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  listEmailTypes,
  previewEmailTemplate,
  readEmailTemplate,
  updateEmailTemplate,
  updateEmailType,
} from '../../domain/email/manage-email-templates.ts';

type EmailTemplateRoute =
  | 'listEmailTemplates'
  | 'getEmailTemplate'
  | 'createEmailTemplate'
  | 'updateEmailTemplate'
  | 'deleteEmailTemplate'
  | 'previewEmailTemplate'
  | 'listEmailTypes'
  | 'updateEmailType';

/**
 * The catalogue group's e-mail template and type routes (admin writes to the content table), kept apart
 * from the catalogue's own handlers and spread into the group's map.
 */
export const emailTemplateHandlers: Pick<GroupHandlers<'catalogue'>, EmailTemplateRoute> = {
  listEmailTemplates: async () => ({ body: { data: await listEmailTemplates() } }),
  getEmailTemplate: async ({ params }) => ({ body: { data: await readEmailTemplate(params.id) } }),
  createEmailTemplate: async ({ body, caller }) => ({ status: 201, body: { data: await createEmailTemplate(body, writeActorOf(caller)) } }),
  updateEmailTemplate: async ({ params, body, caller }) => ({ body: { data: await updateEmailTemplate(params.id, body, writeActorOf(caller)) } }),
  deleteEmailTemplate: async ({ params }) => {
    await deleteEmailTemplate(params.id);
    return {};
  },
  previewEmailTemplate: async ({ params, body }) => ({ body: { data: await previewEmailTemplate(params.id, body) } }),
  listEmailTypes: async () => ({ body: { data: await listEmailTypes() } }),
  updateEmailType: async ({ params, body, caller }) => ({ body: { data: await updateEmailType(params.type, body, writeActorOf(caller)) } }),
};
