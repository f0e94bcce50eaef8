import { EMAIL_TYPE_NAMES } from '@tdp/shared/schemas/email-template';
import { findSavedTemplate, findTypeSetting, insertTemplate, insertTypeSetting } from '@tdp/functions/data/email-template-repository';
import { BUILT_IN_EMAIL_TEMPLATES } from '@tdp/functions/domain/email/built-in-email-templates';
import type { SeedContext } from './seed-local-stack.ts';

/**
 * Saves every built-in e-mail template and points each e-mail type at it, through the same repository the
 * admin screens use, so the local `email-templates` and `email-types` screens start with saved items
 * (version 1) to edit. A deployed stage has no seed: there the built-in templates are used until saved.
 */
export async function seedEmail(context: SeedContext): Promise<void> {
  if (process.env.CONTENT_TABLE !== context.tableNames.content) {
    throw new Error('seedEmail needs the functions’ environment (CONTENT_TABLE, DYNAMO_ENDPOINT) set to the local stack first');
  }
  const actor = { username: 'seed', now: '2026-11-01T09:00:00.000Z' };
  for (const type of EMAIL_TYPE_NAMES) {
    const { id, ...content } = BUILT_IN_EMAIL_TEMPLATES[type];
    if (!(await findSavedTemplate(id))) await insertTemplate(id, content, actor);
    if (!(await findTypeSetting(type))) await insertTypeSetting(type, { templateId: id, recipients: [] }, actor);
  }
  context.log(`saved ${EMAIL_TYPE_NAMES.length} e-mail templates and types`);
}
