import { EMAIL_PLACEHOLDER_NAMES, placeholdersIn, type EmailPlaceholder, type EmailTemplate, type EmailTypeView } from '@tdp/shared/schemas/email-template';

/** What the template editor holds. */
export interface TemplateDraft {
  id: string;
  name: string;
  subject: string;
  html: string;
  text: string;
  /** The French version as typed: all three blank means the template has none. */
  fr: { subject: string; html: string; text: string };
  placeholders: EmailPlaceholder[];
}

/** The fields a placeholder can be inserted into: the English ones, and the French version's (`fr.subject`, …). */
export type PlaceholderTarget = 'subject' | 'html' | 'text' | 'fr.subject' | 'fr.html' | 'fr.text';

const NO_FRENCH = { subject: '', html: '', text: '' } as const;

/** Whether the draft has no French version (all three French fields blank). */
export function lacksFrench(draft: Pick<TemplateDraft, 'fr'>): boolean {
  return draft.fr.subject.trim() === '' && draft.fr.html.trim() === '' && draft.fr.text.trim() === '';
}

/** The value of one field the admin types in. */
export function targetValue(draft: TemplateDraft, target: PlaceholderTarget): string {
  return target.startsWith('fr.') ? draft.fr[target.slice(3) as 'subject' | 'html' | 'text'] : draft[target as 'subject' | 'html' | 'text'];
}

/** The draft with one typed field changed. */
export function withTarget(draft: TemplateDraft, target: PlaceholderTarget, value: string): TemplateDraft {
  if (target.startsWith('fr.')) return { ...draft, fr: { ...draft.fr, [target.slice(3)]: value } };
  return { ...draft, [target]: value };
}

/** The content a save or a preview sends: the French version only when one was written (all blank: none). */
export function templateContentOf(draft: TemplateDraft) {
  return {
    name: draft.name,
    subject: draft.subject,
    html: draft.html,
    text: draft.text,
    ...(lacksFrench(draft) ? {} : { fr: { ...draft.fr } }),
    placeholders: draft.placeholders,
  };
}

/** A blank template for "New template". */
export const EMPTY_TEMPLATE_DRAFT: TemplateDraft = { id: '', name: '', subject: '', html: '', text: '', fr: { ...NO_FRENCH }, placeholders: [] };

/** The editor's values for a saved (or built-in) template. */
export function draftOf(template: EmailTemplate): TemplateDraft {
  return {
    id: template.id,
    name: template.name,
    subject: template.subject,
    html: template.html,
    text: template.text,
    fr: template.fr ? { subject: template.fr.subject, html: template.fr.html, text: template.fr.text } : { ...NO_FRENCH },
    placeholders: [...template.placeholders] as EmailPlaceholder[],
  };
}

/** The e-mail types that use a template. */
export function typesUsing(types: readonly EmailTypeView[], templateId: string): EmailTypeView[] {
  return types.filter((type) => type.templateId === templateId);
}

/**
 * The placeholders a template may declare: those every type using it supplies (the API refuses any other),
 * or every placeholder when no type uses it yet. Kept in the order of the placeholder list.
 */
export function allowedPlaceholders(usingTypes: readonly EmailTypeView[]): EmailPlaceholder[] {
  if (usingTypes.length === 0) return [...EMAIL_PLACEHOLDER_NAMES];
  return EMAIL_PLACEHOLDER_NAMES.filter((name) => usingTypes.every((type) => type.placeholders.includes(name)));
}

/** The templates a type may use: those that declare only placeholders the type supplies. */
export function templatesFitting(templates: readonly EmailTemplate[], type: Pick<EmailTypeView, 'placeholders'>): EmailTemplate[] {
  return templates.filter((template) => template.placeholders.every((name) => type.placeholders.includes(name as EmailPlaceholder)));
}

/** `{{name}}` put in place of the selection `[start, end)` of `value`; answers the new value and the caret after it. */
export function insertPlaceholder(value: string, start: number, end: number, name: string): { value: string; caret: number } {
  const token = `{{${name}}}`;
  return { value: `${value.slice(0, start)}${token}${value.slice(end)}`, caret: start + token.length };
}

/**
 * Adds to the declared placeholders any the subject or bodies use that are allowed (typed by hand), so the
 * save is not refused for a placeholder the admin plainly meant; names outside the allowed list are left for
 * the schema to report.
 */
export function declareUsedPlaceholders(draft: TemplateDraft, allowed: readonly EmailPlaceholder[]): TemplateDraft {
  const used = placeholdersIn(`${draft.subject}\n${draft.html}\n${draft.text}\n${draft.fr.subject}\n${draft.fr.html}\n${draft.fr.text}`);
  const missing = allowed.filter((name) => used.includes(name) && !draft.placeholders.includes(name));
  return missing.length === 0 ? draft : { ...draft, placeholders: [...draft.placeholders, ...missing] };
}
