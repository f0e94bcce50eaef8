import type { EmailTemplateContent, RenderedEmail } from '@tdp/shared/schemas/email-template';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';

/** `{{name}}` with optional spaces inside the braces, as the shared schema reads it. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
// Whatever could end a header line; a subject is one line whatever the values hold.
const LINE_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Renders a template with `values` (a placeholder without a value renders empty):
 * - subject: values inserted as text, then squeezed onto one line (it becomes a mail header);
 * - text: values inserted as they are;
 * - html: values HTML-escaped (line breaks become `<br>`), then the whole body goes through the rich-text
 *   allowlist, so neither a value nor the admin's markup can add scripts, styles or unsafe links; the body
 *   is then placed in a fixed, plain document.
 */
export function renderEmail(template: Pick<EmailTemplateContent, 'subject' | 'html' | 'text'>, values: Readonly<Record<string, string>>): RenderedEmail {
  const valueOf = (name: string) => values[name] ?? '';
  const subject = template.subject
    .replace(PLACEHOLDER, (_whole, name: string) => valueOf(name))
    .replace(LINE_BREAKING, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const text = template.text.replace(PLACEHOLDER, (_whole, name: string) => valueOf(name));
  const body = sanitizeRichText(template.html.replace(PLACEHOLDER, (_whole, name: string) => escapeHtml(valueOf(name)).replace(/\r?\n/g, '<br>')));
  return { subject, text, html: emailDocument(subject, body) };
}

/** The fixed frame around every HTML body: our markup, so it may carry the styles the allowlist refuses. */
function emailDocument(subject: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en-CA">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f4;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2a1f">',
    `<div style="max-width:640px;margin:0 auto;padding:24px;background:#ffffff;border-top:4px solid #1b5e20">${body}</div>`,
    '</body>',
    '</html>',
  ].join('\n');
}
