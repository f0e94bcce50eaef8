import {
  EMAIL_PLACEHOLDERS,
  EMAIL_TYPE_NAMES,
  EMAIL_TYPES,
  type EmailTemplate,
  type EmailTemplateContent,
  type EmailTemplateCreateInput,
  type EmailTemplateUpdateInput,
  type EmailType,
  type EmailTypeSettingInput,
  type EmailTypeView,
  type RenderedEmail,
} from '@tdp/shared/schemas/email-template';
import type { WriteActor } from '../../data/content-table.ts';
import {
  deleteTemplate,
  EMAIL_TEMPLATE_NOT_FOUND_MESSAGE,
  findSavedTemplate,
  findTypeSetting,
  insertTemplate,
  insertTypeSetting,
  listSavedTemplates,
  listTypeSettings,
  replaceTemplate,
  replaceTypeSetting,
  type SavedEmailTemplate,
} from '../../data/email-template-repository.ts';
import { agencyLeadsEmail } from '../../email/agency-mail-settings.ts';
import { Conflict, Invalid, NotFound } from '../domain-errors.ts';
import { BUILT_IN_EMAIL_TEMPLATES, builtInTemplate, type BuiltInEmailTemplate } from './built-in-email-templates.ts';
import { loadEmailRenderer } from '../rich-text/load-rich-text-sanitizer.ts';

const STALE_MESSAGE = 'This item changed since you loaded it. Reload to see the latest version.';

function contentOf(template: EmailTemplateContent): EmailTemplateContent {
  return {
    name: template.name,
    subject: template.subject,
    html: template.html,
    text: template.text,
    ...(template.fr ? { fr: { subject: template.fr.subject, html: template.fr.html, text: template.fr.text } } : {}),
    placeholders: [...template.placeholders],
  };
}

function savedView(saved: SavedEmailTemplate): EmailTemplate {
  return {
    id: saved.id,
    ...contentOf(saved),
    version: saved.version,
    builtIn: builtInTemplate(saved.id) !== null,
    updatedAt: saved.updatedAt,
    updatedBy: saved.updatedBy,
  };
}

function builtInView(template: BuiltInEmailTemplate): EmailTemplate {
  return { id: template.id, ...contentOf(template), version: 0, builtIn: true, updatedAt: null, updatedBy: null };
}

/** Every template: built-in ones first (in e-mail type order, saved copy or code), then the admins' own by id. */
export async function listEmailTemplates(): Promise<EmailTemplate[]> {
  const saved = new Map((await listSavedTemplates()).map((template) => [template.id, template]));
  const builtIns = EMAIL_TYPE_NAMES.map((type) => {
    const stored = saved.get(type);
    return stored ? savedView(stored) : builtInView(BUILT_IN_EMAIL_TEMPLATES[type]);
  });
  const own = [...saved.values()].filter((template) => builtInTemplate(template.id) === null).map(savedView);
  return [...builtIns, ...own.sort((a, b) => (a.id < b.id ? -1 : 1))];
}

/** One template: the saved copy, else the built-in one; 404 when neither exists. */
export async function readEmailTemplate(id: string): Promise<EmailTemplate> {
  const saved = await findSavedTemplate(id);
  if (saved) return savedView(saved);
  const builtIn = builtInTemplate(id);
  if (builtIn) return builtInView(builtIn);
  throw new NotFound(EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
}

/** The template id each e-mail type sends with now. */
async function templateInUseByType(): Promise<Map<EmailType, string>> {
  const settings = new Map((await listTypeSettings()).map((setting) => [setting.type, setting.templateId]));
  return new Map(EMAIL_TYPE_NAMES.map((type) => [type, settings.get(type) ?? type]));
}

/** Placeholders a template uses that `type` does not supply. */
function unsuppliedPlaceholders(type: EmailType, placeholders: readonly string[]): string[] {
  const supplied = new Set<string>(EMAIL_TYPES[type].placeholders);
  return placeholders.filter((name) => !supplied.has(name));
}

/** Creates an admin's own template; 409 when the id is taken or belongs to a built-in template. */
export async function createEmailTemplate(input: EmailTemplateCreateInput, actor: WriteActor): Promise<EmailTemplate> {
  const { id, ...content } = input;
  if (builtInTemplate(id)) throw new Conflict('This id belongs to a built-in template: edit that template instead.', { id: 'is a built-in template' });
  const saved = await insertTemplate(id, contentOf(content), actor);
  if (!saved) throw new Conflict('A template with this id exists already.', { id: 'is already used' });
  return savedView(saved);
}

/**
 * Replaces a template at the version the admin loaded (0: first save of a built-in template). Refused
 * (400 on `placeholders`) when an e-mail type that uses this template does not supply a placeholder it
 * declares: that type's mail could not be filled in.
 */
export async function updateEmailTemplate(id: string, input: EmailTemplateUpdateInput, actor: WriteActor): Promise<EmailTemplate> {
  const { version, ...rest } = input;
  const content = contentOf(rest);
  const saved = await findSavedTemplate(id);
  if (!saved && !builtInTemplate(id)) throw new NotFound(EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
  for (const [type, templateId] of await templateInUseByType()) {
    if (templateId !== id) continue;
    const missing = unsuppliedPlaceholders(type, content.placeholders);
    if (missing.length > 0) {
      throw new Invalid(`The e-mail type ${type} uses this template and does not supply ${missing.map((name) => `{{${name}}}`).join(', ')}.`, {
        placeholders: `must be supplied by ${type}; remove ${missing.join(', ')}`,
      });
    }
  }
  if (version === 0) {
    if (saved) throw new Conflict(STALE_MESSAGE, { version: 'is out of date' });
    const inserted = await insertTemplate(id, content, actor);
    if (!inserted) throw new Conflict(STALE_MESSAGE, { version: 'is out of date' });
    return savedView(inserted);
  }
  if (!saved) throw new Conflict(STALE_MESSAGE, { version: 'is out of date' });
  return savedView(await replaceTemplate(saved, content, version, actor));
}

/** Deletes an admin's own template; 409 for a built-in template or one an e-mail type uses. */
export async function deleteEmailTemplate(id: string): Promise<void> {
  if (builtInTemplate(id)) throw new Conflict('Built-in templates cannot be deleted; edit them instead.');
  const users = [...(await templateInUseByType())].filter(([, templateId]) => templateId === id).map(([type]) => type);
  if (users.length > 0) throw new Conflict(`This template is used by ${users.join(', ')}: point those e-mail types at another template first.`);
  await deleteTemplate(id);
}

/** Sample values of every placeholder, as the admin preview shows them. */
export function samplePlaceholderValues(): Record<string, string> {
  return Object.fromEntries(Object.entries(EMAIL_PLACEHOLDERS).map(([name, placeholder]) => [name, placeholder.sample]));
}

/** Renders a draft (or, without one, the template as saved) with sample values. */
export async function previewEmailTemplate(id: string, draft: EmailTemplateContent | undefined): Promise<RenderedEmail> {
  const content = draft ?? (await readEmailTemplate(id));
  const { renderEmail } = await loadEmailRenderer();
  return renderEmail(content, samplePlaceholderValues());
}

/** Every e-mail type with its definition and current setting. */
export async function listEmailTypes(): Promise<EmailTypeView[]> {
  const settings = new Map((await listTypeSettings()).map((setting) => [setting.type, setting]));
  return EMAIL_TYPE_NAMES.map((type) => {
    const definition = EMAIL_TYPES[type];
    const setting = settings.get(type);
    return {
      type,
      title: definition.title,
      audience: definition.audience,
      placeholders: [...definition.placeholders],
      description: definition.description,
      templateId: setting?.templateId ?? type,
      recipients: setting?.recipients ?? [],
      defaultRecipient: definition.audience === 'agency' ? agencyLeadsEmail() : null,
      version: setting?.version ?? 0,
      updatedAt: setting?.updatedAt ?? null,
      updatedBy: setting?.updatedBy ?? null,
    };
  });
}

/**
 * Points an e-mail type at a template and sets its recipients, at the version loaded (0: first save).
 * 400 on `templateId` when there is no such template or it uses placeholders the type does not supply.
 */
export async function updateEmailType(type: EmailType, input: EmailTypeSettingInput, actor: WriteActor): Promise<EmailTypeView> {
  const template = (await findSavedTemplate(input.templateId)) ?? builtInTemplate(input.templateId);
  if (!template) throw new Invalid('There is no template with this id.', { templateId: 'is not a template' });
  const missing = unsuppliedPlaceholders(type, template.placeholders);
  if (missing.length > 0) {
    throw new Invalid(`This template uses ${missing.map((name) => `{{${name}}}`).join(', ')}, which ${type} does not supply.`, {
      templateId: `uses placeholders ${type} does not supply: ${missing.join(', ')}`,
    });
  }
  const setting = { templateId: input.templateId, recipients: [...input.recipients] };
  const current = await findTypeSetting(type);
  if (input.version === 0) {
    if (current || !(await insertTypeSetting(type, setting, actor))) throw new Conflict(STALE_MESSAGE, { version: 'is out of date' });
  } else {
    if (!current) throw new Conflict(STALE_MESSAGE, { version: 'is out of date' });
    await replaceTypeSetting(current, setting, input.version, actor);
  }
  return (await listEmailTypes()).find((view) => view.type === type)!;
}
