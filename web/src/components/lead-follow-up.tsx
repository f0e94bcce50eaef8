import { useState, type ReactNode } from 'react';
import {
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { z } from 'zod/mini';
import {
  LEAD_LOST_NOTE_MAX,
  LEAD_NOTE_MAX,
  LEAD_LOST_REASONS,
  LEAD_STATUSES,
  type LeadLostReason,
  type LeadNoteVisibility,
  type LeadStatus,
} from '@tdp/shared/schemas/lead-records';
import { emailHref, phoneHref } from '../lib/contact-links.ts';
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS } from '../lib/lead-option-labels.ts';
import type { FieldErrors } from './admin-form/field-errors.ts';
import { ProblemBar } from './admin-form/problem-bar.tsx';
import { AdminSaveBar } from './admin-form/save-bar.tsx';
import { useAdminSave } from './admin-form/use-admin-save.ts';
import { fieldState } from './admin-kit/collection-form-dialog.tsx';
import { useNotify } from './app-toaster.tsx';

const useStyles = makeStyles({
  facts: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  // Each term and its value stay one grid row while sharing the list's columns.
  factRow: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
});

/** Words of a booked or lost lead's facts: the same for the admin and the agent (features do not import each other). */
export const leadOutcomeMessages = {
  bookingValue: 'Booking value (CAD)',
  departureDate: 'Departure date',
  adults: 'Adults',
  children: 'Children',
  lostReason: 'Why was it lost?',
  chooseReason: 'Choose a reason',
  lostNote: 'About the reason (optional)',
} as const;

/** A number typed in a field, as the schema should see it: nothing typed is missing, not 0. */
function typedNumber(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

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
  const [booking, setBooking] = useState({ value: '', departureDate: '', adults: '', children: '0' });
  const [lostReason, setLostReason] = useState<LeadLostReason | ''>('');
  const [lostNote, setLostNote] = useState('');
  const [note, setNote] = useState('');
  // Internal until the writer says otherwise: a note meant for the admins never reaches the agent by default.
  const [visibility, setVisibility] = useState<LeadNoteVisibility>('internal');
  const [nothingToSave, setNothingToSave] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const validate = () => {
    const noteChange = note.trim() === '' ? {} : { note, ...(noteVisibility ? { noteVisibility: visibility } : {}) };
    const statusChange = status === lead.status ? {} : { status, ...outcomeFacts() };
    const body = { version: lead.version, ...statusChange, ...changes, ...noteChange };
    const parsed = schema.safeParse(body);
    const noChange = !parsed.success && Object.keys(body).length === 1;
    setNothingToSave(noChange);
    // Fields named as the server names them (`booking.value`), the first message of each.
    const fieldErrors: Record<string, string> = {};
    if (!parsed.success && !noChange) for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
    setErrors(fieldErrors);
    return parsed.success ? parsed.data : null;
  };
  // What booked and lost require, sent with the status; the shared schema says what is missing.
  function outcomeFacts() {
    if (status === 'booked') {
      return {
        booking: {
          value: typedNumber(booking.value),
          departureDate: booking.departureDate,
          adults: typedNumber(booking.adults),
          children: typedNumber(booking.children),
        },
      };
    }
    if (status === 'lost') return lostReason === '' ? {} : { loss: { reason: lostReason, ...(lostNote.trim() ? { note: lostNote } : {}) } };
    return {};
  }
  const outcome = status === lead.status ? null : status === 'booked' || status === 'lost' ? status : null;
  const m = leadOutcomeMessages;
  const { saving, problem, submit } = useAdminSave<TBody>({ validate, showServerErrors: setErrors }, 'lead', { reportInvalid: false });

  return (
    <form
      className={styles.form}
      aria-label={label}
      // The shared schema checks the fields and names what is missing; the browser's bubbles would come first.
      noValidate
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
      {outcome === 'booked' && (
        <div className={styles.pair}>
          <Field label={m.bookingValue} required {...fieldState(errors, 'booking.value')}>
            <Input
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={booking.value}
              onChange={(_, data) => setBooking({ ...booking, value: data.value })}
            />
          </Field>
          <Field label={m.departureDate} required {...fieldState(errors, 'booking.departureDate')}>
            <Input type="date" value={booking.departureDate} onChange={(_, data) => setBooking({ ...booking, departureDate: data.value })} />
          </Field>
          <Field label={m.adults} required {...fieldState(errors, 'booking.adults')}>
            <Input type="number" min={1} max={50} step={1} value={booking.adults} onChange={(_, data) => setBooking({ ...booking, adults: data.value })} />
          </Field>
          <Field label={m.children} required {...fieldState(errors, 'booking.children')}>
            <Input type="number" min={0} max={50} step={1} value={booking.children} onChange={(_, data) => setBooking({ ...booking, children: data.value })} />
          </Field>
        </div>
      )}
      {outcome === 'lost' && (
        <>
          <Field label={m.lostReason} required {...fieldState(errors, 'loss.reason')}>
            <Select value={lostReason} onChange={(_, data) => setLostReason(data.value as LeadLostReason | '')}>
              <option value="">{m.chooseReason}</option>
              {LEAD_LOST_REASONS.map((value) => (
                <option key={value} value={value}>
                  {LOST_REASON_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={m.lostNote} {...fieldState(errors, 'loss.note')}>
            <Input value={lostNote} maxLength={LEAD_LOST_NOTE_MAX} onChange={(_, data) => setLostNote(data.value)} />
          </Field>
        </>
      )}
      {fields?.(errors)}
      <Field label={texts.note} hint={texts.noteHint} {...fieldState(errors, 'note')}>
        <Textarea value={note} resize="vertical" rows={3} maxLength={LEAD_NOTE_MAX} onChange={(_, data) => setNote(data.value)} />
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
          problem={
            problem.kind === 'stale' ? { ...problem, title: texts.staleTitle, message: texts.staleMessage } : { ...problem, title: texts.saveFailedTitle }
          }
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
