import { useId, type ReactNode } from 'react';
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { LEAD_FIELD_LIMITS } from '@tdp/shared/schemas/lead-forms';
import { leadFormMessages as messages } from '../lib/lead-form-messages.ts';
import type { FieldValidationProps, LeadFormProblem, TextInputProps } from '../lib/use-lead-form.ts';

const useStyles = makeStyles({
  // Off screen rather than display:none: bots that skip hidden inputs still see it, people never do.
  section: {
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  consent: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  group: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  groupLegend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  requiredMark: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  options: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
    columnGap: tokens.spacingHorizontalM,
  },
  groupError: {
    margin: 0,
    marginTop: tokens.spacingVerticalXS,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  submitRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** A titled group of fields (`<fieldset>` with a `<legend>`), with an optional sentence under the title. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** The draft values {@link PersonFields} edits. */
type PersonField = 'firstName' | 'lastName' | 'email' | 'phone';

/** Props of {@link PersonFields}. */
export interface PersonFieldsProps {
  /** The form's words for each field. */
  labels: Readonly<Record<PersonField, string>>;
  /** The lead form's `fieldProps` and `textInput`. */
  fieldProps: (path: string) => FieldValidationProps;
  textInput: (name: PersonField) => TextInputProps;
  /** Whether a phone number is asked for (a quote asks for it unless the visitor prefers e-mail). */
  phoneRequired: boolean;
  /** A sentence under the phone field. */
  phoneHint?: string;
}

/**
 * Who the visitor is: first and last name, e-mail and phone, with the schema's length limits and the
 * browser's autofill names. Four fields and no wrapper, so each form lays them out in its own grid.
 */
export function PersonFields({ labels, fieldProps, textInput, phoneRequired, phoneHint }: PersonFieldsProps) {
  return (
    <>
      <Field label={labels.firstName} required {...fieldProps('firstName')}>
        <Input autoComplete="given-name" maxLength={LEAD_FIELD_LIMITS.name} {...textInput('firstName')} />
      </Field>
      <Field label={labels.lastName} required {...fieldProps('lastName')}>
        <Input autoComplete="family-name" maxLength={LEAD_FIELD_LIMITS.name} {...textInput('lastName')} />
      </Field>
      <Field label={labels.email} required {...fieldProps('email')}>
        <Input type="email" autoComplete="email" maxLength={LEAD_FIELD_LIMITS.email} {...textInput('email')} />
      </Field>
      <Field label={labels.phone} required={phoneRequired} hint={phoneHint} {...fieldProps('phone')}>
        <Input type="tel" autoComplete="tel" maxLength={LEAD_FIELD_LIMITS.phone} {...textInput('phone')} />
      </Field>
    </>
  );
}

/** Props of {@link ChoiceSelect}: the lead form's `textInput` of the value, and the choices. */
export interface ChoiceSelectProps<TValue extends string> extends TextInputProps {
  /** The first, empty option, e.g. "Choose one". */
  empty: string;
  options: readonly TValue[];
  labels: Readonly<Record<TValue, string>>;
  autoComplete?: string;
}

/** A `<select>` of fixed choices after an empty first option, each choice shown by its label. */
export function ChoiceSelect<TValue extends string>({ empty, options, labels, ...select }: ChoiceSelectProps<TValue>) {
  return (
    <Select {...select}>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </Select>
  );
}

/** The consent values of a lead form's draft. */
interface ConsentDraft {
  consentToContact: boolean;
  marketingOptIn: boolean;
}

/** Props of {@link ConsentFields}: the lead form (its draft holds the two consents). */
export interface ConsentFieldsProps {
  form: {
    draft: ConsentDraft;
    set: (name: keyof ConsentDraft, checked: boolean) => void;
    visit: (path: string) => void;
    errorOf: (path: string) => string | undefined;
  };
}

/**
 * Consent to be contacted (required to send, CASL) and the separate newsletter opt-in, unticked by default.
 */
export function ConsentFields({ form }: ConsentFieldsProps) {
  const styles = useStyles();
  const { draft, set, visit, errorOf } = form;
  const consentError = errorOf('consentToContact');
  return (
    <div className={styles.consent}>
      <Field required validationState={consentError ? 'error' : 'none'} validationMessage={consentError}>
        <Checkbox
          name="consentToContact"
          label={messages.consentLabel}
          checked={draft.consentToContact}
          onChange={(_, data) => set('consentToContact', data.checked === true)}
          onBlur={() => visit('consentToContact')}
        />
      </Field>
      <Checkbox
        name="marketingOptIn"
        label={messages.marketingLabel}
        checked={draft.marketingOptIn}
        onChange={(_, data) => set('marketingOptIn', data.checked === true)}
      />
    </div>
  );
}

/** The form's send button, and a problem with the whole form above it (announced as it appears). */
export function LeadFormFooter({ problem, sending, label }: { problem: LeadFormProblem | null; sending: boolean; label: string }) {
  const styles = useStyles();
  return (
    <>
      <div role="alert">
        {problem ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{problem.title}</MessageBarTitle>
              {problem.message}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <div className={styles.submitRow}>
        <Button type="submit" appearance="primary" size="large" disabledFocusable={sending} icon={sending ? <Spinner size="tiny" /> : undefined}>
          {sending ? messages.sending : label}
        </Button>
      </div>
    </>
  );
}

/** Props of {@link CheckboxGroupField}. */
export interface CheckboxGroupFieldProps<TValue extends string> {
  legend: string;
  required?: boolean;
  options: readonly TValue[];
  labels: Readonly<Record<TValue, string>>;
  selected: readonly TValue[];
  onChange: (selected: TValue[]) => void;
  /** Called when the focus leaves the group (the field was visited). */
  onBlur?: () => void;
  error: string | undefined;
}

/**
 * A list of checkboxes answering one question ("Languages you serve clients in"), in a fieldset whose
 * legend is the question. Its problem is tied to every box, and marks the group for "focus the first invalid field".
 */
export function CheckboxGroupField<TValue extends string>({
  legend,
  required,
  options,
  labels,
  selected,
  onChange,
  onBlur,
  error,
}: CheckboxGroupFieldProps<TValue>) {
  const styles = useStyles();
  const errorId = useId();
  return (
    <fieldset
      className={styles.group}
      data-invalid={error ? 'true' : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <legend className={styles.groupLegend}>
        {legend}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option}
            label={labels[option]}
            checked={selected.includes(option)}
            aria-describedby={error ? errorId : undefined}
            onChange={(_, data) => onChange(data.checked === true ? [...selected, option] : selected.filter((value) => value !== option))}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.groupError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
