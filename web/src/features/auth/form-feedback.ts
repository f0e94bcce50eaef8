import type { z } from 'zod/mini';
import { ApiError } from '../../lib/api-client.ts';
import { formatMessage } from '../../lib/intl.ts';
import { authMessages } from './messages.ts';

/** What is wrong with each field of a form, by field name: the text shown under the field. */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** A problem with the whole form, shown above it: a short title and a sentence saying what to do. */
export interface FormProblem {
  title: string;
  message: string;
}

/** "Password is required.": the field's label followed by the shared schema's rule. */
export function describeFieldRule(label: string, rule: string): string {
  return formatMessage(authMessages.fieldRule, { label, rule });
}

/**
 * Field errors from a failed validation with the shared zod schema (the server's rules), or from the
 * `fields` of a 400 answer: the first problem of each field, worded with its label.
 */
export function fieldErrorsFrom<TField extends string>(
  source: z.core.$ZodError | Readonly<Record<string, string>>,
  labels: Readonly<Record<TField, string>>,
): FieldErrors<TField> {
  const rules: [string, string][] =
    'issues' in source && Array.isArray(source.issues)
      ? source.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])
      : Object.entries(source as Record<string, string>);
  const errors: FieldErrors<TField> = {};
  for (const [field, rule] of rules) {
    if (field in labels && errors[field as TField] === undefined) {
      errors[field as TField] = describeFieldRule(labels[field as TField], rule);
    }
  }
  return errors;
}

/** The wait a 429 asks for, in words: from `Retry-After`, in whole minutes (at least one). */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return authMessages.tooManyAttemptsLater;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? authMessages.tooManyAttemptsOneMinute : formatMessage(authMessages.tooManyAttempts, { minutes });
}

/**
 * The form-level message for a failed call that the page has no more specific words for: too many
 * attempts (with the wait), no connection, or an unexpected failure.
 */
export function describeFailure(error: unknown): FormProblem {
  if (error instanceof ApiError && error.status === 429) {
    return { title: authMessages.tooManyAttemptsTitle, message: tooManyAttemptsMessage(error.retryAfterSeconds) };
  }
  if (error instanceof ApiError && error.status === 0) {
    return { title: authMessages.networkErrorTitle, message: authMessages.networkError };
  }
  return { title: authMessages.unexpectedErrorTitle, message: authMessages.unexpectedError };
}
