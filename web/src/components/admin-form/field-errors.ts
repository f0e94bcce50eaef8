import type { z } from 'zod/mini';
import { formatMessage } from '../../lib/intl.ts';
import { adminFormMessages as messages } from './admin-form-messages.ts';

/** What is wrong with each field of a form, by dotted path (`countries.2.name`): the text shown under it. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Names the field at a dotted path, for messages such as "City name is required.". */
export type FieldLabeller = (path: string) => string;

/** "Style name is required.": the field's label followed by the shared schema's rule. */
export function describeFieldRule(label: string, rule: string): string {
  return formatMessage(messages.fieldRule, { label, rule });
}

/**
 * A rule that names another field by its API name (`must be on or after startsAt`) names it by its label
 * instead (`must be on or after the first day`).
 */
function ruleInWords(rule: string, labelOf: FieldLabeller): string {
  return rule.replace(/\b[a-z]+(?:[A-Z][a-z]*|_[a-z]+)+\b/g, (name) => {
    const label = labelOf(name);
    return label === name ? name : `the ${label.toLowerCase()}`;
  });
}

/** The first problem of each field of a failed validation with the shared zod schema (the server's rules). */
export function fieldErrorsFromIssues(issues: z.core.$ZodError['issues'], labelOf: FieldLabeller): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= describeFieldRule(labelOf(path), ruleInWords(issue.message, labelOf));
  }
  return errors;
}

/** Field errors from the `fields` of a 400 (or 409 on a taken name) answer. */
export function fieldErrorsFromApi(fields: Readonly<Record<string, string>>, labelOf: FieldLabeller): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([path, rule]) => [path, describeFieldRule(labelOf(path), ruleInWords(rule, labelOf))]));
}

/** A labeller from a table of top-level field labels; a nested path uses its first segment's label. */
export function labelsFrom(labels: Readonly<Record<string, string>>): FieldLabeller {
  return (path) => labels[path] ?? labels[path.split('.')[0]!] ?? path;
}
