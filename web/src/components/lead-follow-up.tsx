import { useState, type ReactNode } from 'react';
import { Field, Link, MessageBar, MessageBarBody, Radio, RadioGroup, Select, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { z } from 'zod/mini';
import { LEAD_FIELD_LIMITS, LEAD_STATUSES, type LeadNoteVisibility, type LeadStatus } from '@tdp/shared/schemas/lead';
import { emailHref, phoneHref } from '../lib/contact-links.ts';
import { LEAD_STATUS_LABELS } from '../lib/lead-option-labels.ts';
import type { FieldErrors } from './admin-form/field-errors.ts';
import { ProblemBar } from './admin-form/problem-bar.tsx';
import { AdminSaveBar } from './admin-form/save-bar.tsx';
import { useAdminSave } from './admin-form/use-admin-save.ts';
import { fieldState } from './admin-kit/collection-form-dialog.tsx';
import { useNotify } from './app-toaster.tsx';

const useStyles = makeStyles({
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  // Each term and its value stay one grid row while sharing the list's columns.
  factRow: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** One term of {@link LeadFacts} and its value. */
interface LeadFact {
  key: string;
  label: string;
  value: ReactNode;
}

/** A lead's facts as a list of terms and values; `className` adds the page's own layout. */
export function LeadFacts({ rows, className }: { rows: readonly LeadFact[]; className?: string }) {
  const styles = useStyles();
  return (
    <dl className={mergeClasses(styles.facts, className)}>
      {rows.map((row) => (
        <div key={row.key} className={styles.factRow}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.definition}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The customer's e-mail and phone as links (or `noPhone`), the rows a lead's contact block starts with. */
export function leadContactRows(lead: { email: string; phone: string | null }, texts: { email: string; phone: string; noPhone: string }): LeadFact[] {
  return [
    { key: 'email', label: texts.email, value: <Link href={emailHref(lead.email)}>{lead.email}</Link> },
    { key: 'phone', label: texts.phone, value: lead.phone ? <Link href={phoneHref(lead.phone)}>{lead.phone}</Link> : texts.noPhone },
  ];
}

/** The words of a {@link LeadFollowUpForm}, which differ between the admin's lead page and the agent's. */
export type LeadFollowUpTexts = Readonly<
  Record<'status' | 'note' | 'noteHint' | 'save' | 'saving' | 'saved' | 'nothingToSave' | 'staleTitle' | 'staleMessage' | 'saveFailedTitle', string>
>;

/** Props of {@link LeadFollowUpForm}. */
export interface LeadFollowUpFormProps<TBody> {
  lead: { status: LeadStatus; version: number };
  /** Names the form (its panel's heading). */
  label: string;
  texts: LeadFollowUpTexts;
  /** The shared schema of the route's body. */
  schema: z.ZodMiniType<TBody>;
  /** Further changes for the body (the admin's assigned agent), and their fields, shown before the note. */
  changes?: object;
  fields?: (errors: FieldErrors) => ReactNode;
  /** Sends the body and shows the lead as saved. */
  send: (body: TBody) => Promise<void>;
  /** Reads the lead again (after a 409). */
  onReload: () => void;
  /**
   * Who may read the note, when the writer chooses (the admin's page): the choice's label and its two options' words.
   * Without it the note goes as the route stores it (an agent's notes are always shared with the admins).
   */
  noteVisibility?: Readonly<Record<'label' | LeadNoteVisibility, string>>;
}

/**
 * A lead's status and a note (and the page's `changes`) in one `PATCH` at the version loaded; someone else's change
 * in between answers 409 and the form offers Reload. Render it with `key={lead.version}`, so it starts again from
 * each saved version.
 */
export function LeadFollowUpForm<TBody>({ lead, label, texts, schema, changes, fields, send, onReload, noteVisibility }: LeadFollowUpFormProps<TBody>) {
  const styles = useStyles();
  const notify = useNotify();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState('');
  // Internal until the writer says otherwise: a note meant for the admins never reaches the agent by default.
  const [visibility, setVisibility] = useState<LeadNoteVisibility>('internal');
  const [nothingToSave, setNothingToSave] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const validate = () => {
    const noteChange = note.trim() === '' ? {} : { note, ...(noteVisibility ? { noteVisibility: visibility } : {}) };
    const body = { version: lead.version, ...(status === lead.status ? {} : { status }), ...changes, ...noteChange };
    const parsed = schema.safeParse(body);
    const noChange = !parsed.success && Object.keys(body).length === 1;
    setNothingToSave(noChange);
    setErrors(parsed.success || noChange ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    return parsed.success ? parsed.data : null;
  };
  const { saving, problem, submit } = useAdminSave<TBody>({ validate, showServerErrors: setErrors }, 'lead', { reportInvalid: false });

  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) =>
        void submit(event, async (body) => {
          await send(body);
          notify('success', texts.saved);
        })
      }
    >
      <Field label={texts.status} {...fieldState(errors, 'status')}>
        <Select value={status} onChange={(_, data) => setStatus(data.value as LeadStatus)}>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {fields?.(errors)}
      <Field label={texts.note} hint={texts.noteHint} {...fieldState(errors, 'note')}>
        <Textarea value={note} resize="vertical" rows={3} maxLength={LEAD_FIELD_LIMITS.adminNote} onChange={(_, data) => setNote(data.value)} />
      </Field>
      {noteVisibility ? (
        <Field label={noteVisibility.label} {...fieldState(errors, 'noteVisibility')}>
          <RadioGroup value={visibility} onChange={(_, data) => setVisibility(data.value as LeadNoteVisibility)}>
            <Radio value="internal" label={noteVisibility.internal} />
            <Radio value="shared" label={noteVisibility.shared} />
          </RadioGroup>
        </Field>
      ) : null}
      {problem && problem.kind !== 'fields' && (
        <ProblemBar
          problem={problem.kind === 'stale' ? { ...problem, title: texts.staleTitle, message: texts.staleMessage } : { ...problem, title: texts.saveFailedTitle }}
          onReload={onReload}
        />
      )}
      {nothingToSave && (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{texts.nothingToSave}</MessageBarBody>
        </MessageBar>
      )}
      <AdminSaveBar saving={saving} label={texts.save} savingLabel={texts.saving} icon="none" />
    </form>
  );
}
