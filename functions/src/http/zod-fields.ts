import type { z } from 'zod';

/**
 * Turns zod issues into `{ 'field.path': 'message' }`, the first message per field.
 * `prefix` names where the value came from (`query`, `params`); the body's fields are named bare.
 */
export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[], prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const parts = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = [prefix, ...parts, key].filter(Boolean).join('.');
        fields[name] ??= 'is not an accepted field';
      }
      continue;
    }
    const name = [prefix, ...parts].filter(Boolean).join('.') || (prefix || 'body');
    fields[name] ??= issue.message;
  }
  return fields;
}
