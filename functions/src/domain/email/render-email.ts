import type { EmailLanguage, EmailTemplateContent, RenderedEmail } from '@tdp/shared/schemas/email-template';
import { sanitizeEmailHtml } from '../rich-text/sanitize-rich-text.ts';

/** `{{name}}` with optional spaces inside the braces, as the shared schema reads it. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
// Whatever could end a header line; a subject is one line whatever the values hold.
const LINE_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A value that says nothing: missing, or blank. A lead's mail passes '' for what the form did not give. */
function isAbsent(values: Readonly<Record<string, string>>, name: string): boolean {
  const value = values[name];
  return value === undefined || value.trim() === '';
}

/** True when `fragment` holds at least one placeholder and every one of them is absent. */
function onlyAbsentValues(fragment: string, values: Readonly<Record<string, string>>): boolean {
  const names = [...fragment.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return names.length > 0 && names.every((name) => isAbsent(values, name));
}

/**
 * Text: drops every line whose only variable content is absent values (it has placeholders, all absent),
 * so "Package: {{packageLink}}" disappears rather than reading "Package: ". A blank line that would then
 * double the blank line before it goes too. Lines without placeholders stay as the admin wrote them.
 */
export function dropEmptyTextLines(text: string, values: Readonly<Record<string, string>>): string {
  const kept: string[] = [];
  let droppedSince = false;
  for (const line of text.split('\n')) {
    if (onlyAbsentValues(line, values)) {
      droppedSince = true;
      continue;
    }
    const blank = line.trim() === '';
    if (blank && droppedSince && (kept.length === 0 || kept[kept.length - 1]!.trim() === '')) continue;
    droppedSince = false;
    kept.push(line);
  }
  while (droppedSince && kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
  return kept.join('\n');
}

// A line of an HTML body ends at a block element's tag, a <br> or a line break of the source.
const HTML_LINE_BOUNDARY = /(<\/?(?:p|li|h[1-6]|div|blockquote|ul|ol|table|thead|tbody|tr|td|th|dl|dt|dd)\b[^>]*>|<br\s*\/?>|\n)/i;
const DROPPED = '\uE000';
const EMPTIED_BLOCK = new RegExp(
  `<(p|li|h[1-6]|div|blockquote|ul|ol|dl|dt|dd)\\b[^>]*>(?:\\s|<br\\s*/?>|${DROPPED})*${DROPPED}(?:\\s|<br\\s*/?>|${DROPPED})*</\\1\\s*>`,
  'gi',
);

/**
 * HTML: the same rule, a line being what lies between two block tags, `<br>`s or source line breaks (with its
 * inline markup: `<li><strong>Package:</strong> {{packageLink}}</li>` is one line). A dropped line takes one
 * `<br>` beside it with it; an element left with nothing but dropped lines goes too (so does a list whose items
 * all went). Elements the admin left empty on purpose stay.
 */
export function dropEmptyHtmlLines(html: string, values: Readonly<Record<string, string>>): string {
  const parts = html.split(HTML_LINE_BOUNDARY);
  // Even indexes are lines, odd ones the boundaries between them.
  for (let i = 0; i < parts.length; i += 2) {
    if (onlyAbsentValues(parts[i]!, values)) parts[i] = DROPPED;
  }
  for (let i = 0; i < parts.length; i += 2) {
    if (parts[i] !== DROPPED) continue;
    if (/^<br/i.test(parts[i - 1] ?? '')) parts[i - 1] = '';
    else if (/^<br/i.test(parts[i + 1] ?? '')) parts[i + 1] = '';
  }
  let body = parts.join('');
  for (let previous = ''; previous !== body;) {
    previous = body;
    body = body.replace(EMPTIED_BLOCK, DROPPED);
  }
  return body.replace(new RegExp(`^[ \\t]*${DROPPED}[ \\t]*\\r?\\n`, 'gm'), '').replace(new RegExp(`\\n?${DROPPED}`, 'g'), '');
}

/**
 * Renders a template with `values` (a placeholder without a value renders empty; a line whose only variable
 * content is absent values is left out, see {@link dropEmptyTextLines} and {@link dropEmptyHtmlLines}):
 * - subject: values inserted as text, then squeezed onto one line (it becomes a mail header);
 * - text: values inserted as they are;
 * - html: values HTML-escaped (line breaks become `<br>`), then the whole body goes through the rich-text
 *   e-mail allowlist (rich text and http(s) pictures), so neither a value nor the admin's markup can add scripts,
 *   styles or unsafe links; the body
 *   is then placed in a fixed, plain document.
 */
export function renderEmail(
  template: Pick<EmailTemplateContent, 'subject' | 'html' | 'text'>,
  values: Readonly<Record<string, string>>,
  language: EmailLanguage = 'en',
): RenderedEmail {
  const valueOf = (name: string) => values[name] ?? '';
  const subject = template.subject
    .replace(PLACEHOLDER, (_whole, name: string) => valueOf(name))
    .replace(LINE_BREAKING, ' ')
    // "(…)" around an absent value says nothing either.
    .replace(/\(\s*\)/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const text = dropEmptyTextLines(template.text, values).replace(PLACEHOLDER, (_whole, name: string) => valueOf(name));
  const body = sanitizeEmailHtml(
    dropEmptyHtmlLines(template.html, values).replace(PLACEHOLDER, (_whole, name: string) => escapeHtml(valueOf(name)).replace(/\r?\n/g, '<br>')),
  );
  return { subject, text, html: emailDocument(subject, body, language) };
}

/** The fixed frame around every HTML body: our markup, so it may carry the styles the allowlist refuses. */
function emailDocument(subject: string, body: string, language: EmailLanguage): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f4;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2a1f">',
    `<div style="max-width:640px;margin:0 auto;padding:24px;background:#ffffff;border-top:4px solid #1b5e20">${body}</div>`,
    '</body>',
    '</html>',
  ].join('\n');
}
