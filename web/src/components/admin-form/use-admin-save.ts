import { useState, type FormEvent } from 'react';
import { FIX_FIELDS_PROBLEM, describeSaveProblem, type SaveProblem } from './save-problem.ts';
import type { SchemaForm } from './use-schema-form.ts';

/** What an admin form gets from {@link useAdminSave}. */
export interface AdminSave<TBody> {
  /** A save is under way: the save button waits. */
  saving: boolean;
  /** Why the last save failed, for the problem bar above the form. */
  problem: SaveProblem | null;
  /**
   * The form's submit: checks the values with the shared schema, then hands the body to `send` (call the API,
   * say so, refresh reads, move on). A refusal becomes the problem, and the fields it names show their rules.
   */
  submit: (event: FormEvent, send: (body: TBody) => Promise<void>) => Promise<void>;
  /**
   * Sends a body already checked (after a confirmation) as `submit` does, and rejects when it fails, so the
   * dialog that asked shows the refusal too.
   */
  run: (body: TBody, send: (body: TBody) => Promise<void>) => Promise<void>;
}

/**
 * The save of one admin form: one save at a time, the schema checked first, refusals read for the admin.
 * `reportInvalid: false` leaves values the schema refuses to the fields alone (a small dialog needs no bar saying so).
 */
export function useAdminSave<TBody>(
  form: Pick<SchemaForm<unknown, TBody>, 'validate' | 'showServerErrors'>,
  thing: string,
  { reportInvalid = true }: { reportInvalid?: boolean } = {},
): AdminSave<TBody> {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  async function submit(event: FormEvent, send: (body: TBody) => Promise<void>) {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const body = form.validate();
    if (!body) {
      if (reportInvalid) setProblem(FIX_FIELDS_PROBLEM);
      return;
    }
    await run(body, send).catch(() => undefined);
  }

  async function run(body: TBody, send: (body: TBody) => Promise<void>) {
    setSaving(true);
    try {
      await send(body);
    } catch (failure) {
      const described = describeSaveProblem(failure, thing);
      if (described.kind === 'fields') form.showServerErrors(described.fields);
      setProblem(described);
      throw failure;
    } finally {
      setSaving(false);
    }
  }

  return { saving, problem, submit, run };
}
