import {
  EMAIL_TYPES,
  placeholdersIn,
  templateTexts,
  type EmailData,
  type EmailLanguage,
  type EmailTemplateContent,
  type EmailType,
} from '@tdp/shared/schemas/email-template';
import { findSavedTemplate, findTypeSetting } from '../data/email-template-repository.ts';
import { BUILT_IN_EMAIL_TEMPLATES, builtInTemplate } from '../domain/email/built-in-email-templates.ts';
import { loadEmailRenderer } from '../domain/rich-text/load-rich-text-sanitizer.ts';
import { agencyLeadsEmail } from './agency-mail-settings.ts';
import { logger } from '../observability/logger.ts';
import { sendEmail, type EmailMessage } from './send-email.ts';

/** The outcome of one message of a typed e-mail, to one recipient. */
export interface TypedEmailSend {
  type: EmailType;
  to: string;
  status: 'sent' | 'failed';
  messageId?: string;
  /** Why it failed (the transport's error name and message, shortened). */
  error?: string;
  /** ISO time of the attempt. */
  at: string;
}

const MAX_ERROR_LENGTH = 300;

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/**
 * The template a type uses now and the recipients set on it. A type with no saved setting uses the template
 * of its own name; a template never saved is the built-in one. If the saved data cannot be read, or names a
 * template that uses placeholders the type does not supply, the built-in template is used: mail about a
 * customer's request goes out even when the admin's settings are broken.
 */
export async function resolveTypedTemplate(type: EmailType): Promise<{ template: EmailTemplateContent; recipients: string[] }> {
  const builtIn = BUILT_IN_EMAIL_TEMPLATES[type];
  try {
    const setting = await findTypeSetting(type);
    const templateId = setting?.templateId ?? type;
    const template = (await findSavedTemplate(templateId)) ?? builtInTemplate(templateId) ?? builtIn;
    const supplied = new Set<string>(EMAIL_TYPES[type].placeholders);
    const usable = placeholdersIn(templateTexts(template)).every((name) => supplied.has(name));
    return { template: usable ? template : builtIn, recipients: setting?.recipients ?? [] };
  } catch (error) {
    logger.error('e-mail settings unreadable, using the built-in template', { type, error: describeError(error) });
    return { template: builtIn, recipients: [] };
  }
}

/**
 * The texts a mail of `type` is written with in `language` (docs/decisions/leads-in-the-visitors-language.md): English
 * is the template's own; French is the template's French version, else the French version of the type's built-in
 * template (every built-in template has one): a visitor of the French site is never written to in English because an
 * admin's template has no French yet. The caller gives values written in `language`.
 */
export function templateIn(type: EmailType, template: EmailTemplateContent, language: EmailLanguage): Pick<EmailTemplateContent, 'subject' | 'html' | 'text'> {
  if (language === 'en') return template;
  return template.fr ?? BUILT_IN_EMAIL_TEMPLATES[type].fr ?? template;
}

/**
 * Only the values of the placeholders `type` supplies: a caller may pass more (a lead's mails share one set of
 * values), but a template, whatever it names, never sees a value its type does not supply. So the confirmation
 * to a typed address cannot be made to carry what the visitor wrote, even by a template saved before its type
 * stopped supplying it.
 */
export function valuesForType(type: EmailType, data: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of EMAIL_TYPES[type].placeholders) if (Object.hasOwn(data, name)) values[name] = data[name]!;
  return values;
}

/** Each address once, whatever its case, in order of first appearance. */
function distinctAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const folded = address.toLowerCase();
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

/**
 * The messages of an e-mail type, one per recipient (see {@link sendTypedEmail} for who they are), rendered from the
 * type's current template with `data`, in `language` ({@link templateIn}; English unless said, as every mail to staff and
 * agents is): what {@link sendTypedEmail} sends, and what the mail queue stores.
 */
export async function typedEmailMessages<T extends EmailType>(
  type: T,
  to: string | readonly string[] | null,
  data: EmailData<T>,
  language: EmailLanguage = 'en',
): Promise<EmailMessage[]> {
  const { template, recipients } = await resolveTypedTemplate(type);
  const audience = EMAIL_TYPES[type].audience;
  const own = to === null ? [] : typeof to === 'string' ? [to] : to;
  const addresses =
    audience === 'agency' ? (recipients.length > 0 ? recipients : [agencyLeadsEmail()]) : own.length === 0 ? [] : distinctAddresses([...own, ...recipients]);
  if (addresses.length === 0) return [];
  const { renderEmail } = await loadEmailRenderer();
  const rendered = renderEmail(templateIn(type, template, language), valuesForType(type, data as Record<string, string>), language);
  return addresses.map((address) => ({ to: address, type, ...rendered }));
}

/**
 * Sends the mail of an e-mail type, rendered from its current template with `data` (only the placeholders the
 * type supplies, {@link valuesForType}):
 * - `agency` types go to the type's recipients, or the agency leads address when it names none;
 * - `person`, `agent` and `admins` types go to `to` (one address, or the admins' list; nothing is sent when it is null
 *   or empty) and copies to the type's recipients.
 * Each recipient gets their own message. Never throws for a transport failure: every attempt comes back
 * with its result, so a caller can record it (a lead is stored before its mails are sent).
 */
export async function sendTypedEmail<T extends EmailType>(type: T, to: string | readonly string[] | null, data: EmailData<T>): Promise<TypedEmailSend[]> {
  const messages = await typedEmailMessages(type, to, data);
  const results: TypedEmailSend[] = [];
  for (const message of messages) {
    const address = message.to;
    const at = new Date().toISOString();
    try {
      const { id } = await sendEmail(message);
      results.push({ type, to: address, status: 'sent', messageId: id, at });
    } catch (error) {
      logger.error('e-mail not sent', { type, error: describeError(error) });
      results.push({ type, to: address, status: 'failed', error: describeError(error), at });
    }
  }
  return results;
}
