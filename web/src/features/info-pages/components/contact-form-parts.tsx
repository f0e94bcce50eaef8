import { useId, type ChangeEvent } from 'react';
import type { ConsentFieldsProps } from '../../../components/lead-form-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { leadFormMessages as messages } from '../../../lib/lead-form-messages.ts';
import type { LeadFormProblem, TextInputProps } from '../../../lib/use-lead-form.ts';
import styles from './contact-form-parts.module.css';

/**
 * The parts of the contact form that the other lead forms take from `components/lead-form-parts.tsx`, drawn
 * with native controls so the contact page loads no Fluent UI: same markup roles, names and messages.
 */

/** What a native text control needs from the lead form's `textInput` (whose change handler is Fluent-shaped). */
export function nativeTextInput({ name, value, onChange, onBlur }: TextInputProps) {
  return {
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(event, { value: event.target.value }),
    onBlur,
  };
}

/** Props of {@link CheckboxField}. */
interface CheckboxFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  required?: boolean;
  /** What is wrong: shown under the box, announced, tied to it and marking it invalid. */
  error?: string;
}

/** A native checkbox in Fluent's look: the box, then its label (with a hidden asterisk when required). */
function CheckboxField({ name, label, checked, onChange, onBlur, required = false, error }: CheckboxFieldProps) {
  const errorId = useId();
  return (
    <div className={styles.checkboxField}>
      <label className={[styles.checkbox, checked ? styles.checked : undefined].filter(Boolean).join(' ')}>
        <input
          type="checkbox"
          className={styles.checkboxInput}
          name={name}
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <span className={styles.checkboxLabel}>
          {label}
          {required ? (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** Consent to be contacted (required to send, CASL) and the separate newsletter opt-in, unticked by default. */
export function ConsentFields({ form }: ConsentFieldsProps) {
  const { draft, set, visit, errorOf } = form;
  return (
    <div className={styles.consent}>
      <CheckboxField
        name="consentToContact"
        label={messages.consentLabel}
        required
        checked={draft.consentToContact}
        onChange={(checked) => set('consentToContact', checked)}
        onBlur={() => visit('consentToContact')}
        error={errorOf('consentToContact')}
      />
      <CheckboxField
        name="marketingOptIn"
        label={messages.marketingLabel}
        checked={draft.marketingOptIn}
        onChange={(checked) => set('marketingOptIn', checked)}
      />
    </div>
  );
}

/** A mark for the form's problem: Fluent's error diamond (20 px). */
function ProblemMark() {
  return (
    <svg width={20} height={20} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M7.88 1.88a3 3 0 0 1 4.24 0l6 6a3 3 0 0 1 0 4.24l-6 6a3 3 0 0 1-4.24 0l-6-6a3 3 0 0 1 0-4.24zM13.1 6.9a.5.5 0 0 0-.7 0L10 9.3 7.6 6.9a.5.5 0 0 0-.7.7L9.3 10l-2.4 2.4a.5.5 0 0 0 .7.7l2.4-2.4 2.4 2.4a.5.5 0 0 0 .7-.7L10.7 10l2.4-2.4a.5.5 0 0 0 0-.7" />
    </svg>
  );
}

/** The form's send button, and a problem with the whole form above it (announced as it appears). */
export function LeadFormFooter({ problem, sending, label }: { problem: LeadFormProblem | null; sending: boolean; label: string }) {
  return (
    <>
      <div role="alert">
        {problem ? (
          <div className={styles.problem}>
            <span className={styles.problemMark}>
              <ProblemMark />
            </span>
            <div className={styles.problemBody}>
              <span className={styles.problemTitle}>{problem.title}</span> {problem.message}
            </div>
          </div>
        ) : null}
      </div>
      <div className={styles.submitRow}>
        {/* While sending, the button stays focusable (aria-disabled) so the focus is not lost; a second press does nothing. */}
        <Button type="submit" appearance="primary" size="large" aria-disabled={sending || undefined} icon={sending ? <Spinner size="tiny" /> : undefined}>
          {sending ? messages.sending : label}
        </Button>
      </div>
    </>
  );
}
