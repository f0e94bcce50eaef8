import type { z } from 'zod/mini';

/**
 * Turns zod issues into `{ 'field.path': 'message' }`, the first message per field.
 * `prefix` names where the value came from (`query`, `params`); the body's fields are named bare.
 */
export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[], prefix: string): Record<string, string> {
  // A Map, not an object literal: a field named `__proto__` must be named in the answer, not set a prototype.
  const fields = new Map<string, string>();
  const note = (name: string, message: string) => {
    if (!fields.has(name)) fields.set(name, message);
  };
  for (const issue of issues) {
    const parts = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) note([prefix, ...parts, key].filter(Boolean).join('.'), 'is not an accepted field');
      continue;
    }
    note([prefix, ...parts].filter(Boolean).join('.') || prefix || 'body', issue.message);
  }
  return Object.fromEntries(fields);
}
