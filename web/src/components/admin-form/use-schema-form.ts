import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod/mini';
import { fieldErrorsFromApi, fieldErrorsFromIssues, type FieldErrors, type FieldLabeller } from './field-errors.ts';

/** What a form is built from: its starting values, the shared schema and how to read the values for it. */
export interface SchemaFormOptions<TDraft, TOutput> {
  /** Values the form starts from (what was loaded, or a new item's defaults). */
  initial: TDraft;
  /** The shared zod schema the API validates the body with. */
  schema: z.ZodMiniType<TOutput>;
  /** Turns the form's values (text typed in inputs) into what the schema reads, e.g. '12.5' → 12.5. */
  toInput: (draft: TDraft) => unknown;
  /** Names each field for messages. */
  labelOf: FieldLabeller;
}

/** A form's state: its values, what is wrong with them and whether they differ from the saved ones. */
export interface SchemaForm<TDraft, TOutput> {
  draft: TDraft;
  /** Sets one value. */
  set: <K extends keyof TDraft>(name: K, value: TDraft[K]) => void;
  /** Changes the values with a function of the current ones (nested values, lists). */
  update: (change: (draft: TDraft) => TDraft) => void;
  /** Field problems by dotted path; shown once the admin has tried to save, then kept up to date. */
  errors: FieldErrors;
  /** The values differ from the ones the form started from (or was last reset to). */
  isDirty: boolean;
  /** Checks the values with the schema: the parsed body, or null with `errors` filled in. */
  validate: () => TOutput | null;
  /** Shows the fields a 400 (or a 409 on a taken name) named. */
  showServerErrors: (fields: Readonly<Record<string, string>>) => void;
  /** Starts again from `next` (after a save or a reload): clean, no errors. */
  reset: (next: TDraft) => void;
}

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Form state validated with the shared zod schema, so the admin sees the server's rules before sending
 * ("Style name is required."). Errors appear after the first save attempt and follow every change after it.
 */
export function useSchemaForm<TDraft, TOutput>(options: SchemaFormOptions<TDraft, TOutput>): SchemaForm<TDraft, TOutput> {
  const { schema, toInput, labelOf } = options;
  const [baseline, setBaseline] = useState(options.initial);
  const [draft, setDraft] = useState(options.initial);
  const [attempted, setAttempted] = useState(false);
  // The server's verdict holds for the values it judged; the next change hands over to the schema again.
  const [serverErrors, setServerErrors] = useState<{ values: TDraft; errors: FieldErrors } | null>(null);

  const check = useCallback(
    (values: TDraft) => {
      const parsed = schema.safeParse(toInput(values));
      return parsed.success
        ? { output: parsed.data, errors: {} as FieldErrors }
        : { output: null, errors: fieldErrorsFromIssues(parsed.error.issues, labelOf) };
    },
    [schema, toInput, labelOf],
  );

  const errors = useMemo(() => {
    if (serverErrors && serverErrors.values === draft) return serverErrors.errors;
    return attempted ? check(draft).errors : {};
  }, [attempted, check, draft, serverErrors]);

  const update = useCallback((change: (current: TDraft) => TDraft) => setDraft(change), []);

  const set = useCallback(<K extends keyof TDraft>(name: K, value: TDraft[K]) => setDraft((current) => ({ ...current, [name]: value })), []);

  const validate = useCallback(() => {
    setAttempted(true);
    setServerErrors(null);
    return check(draft).output;
  }, [check, draft]);

  const showServerErrors = useCallback(
    (fields: Readonly<Record<string, string>>) => setServerErrors({ values: draft, errors: fieldErrorsFromApi(fields, labelOf) }),
    [draft, labelOf],
  );

  const reset = useCallback((next: TDraft) => {
    setAttempted(false);
    setServerErrors(null);
    setBaseline(next);
    setDraft(next);
  }, []);

  const isDirty = useMemo(() => !sameValues(draft, baseline), [draft, baseline]);
  return { draft, set, update, errors, isDirty, validate, showServerErrors, reset };
}
