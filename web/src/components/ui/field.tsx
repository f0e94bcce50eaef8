import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon, ErrorMarkIcon } from './icons.tsx';
import styles from './field.module.css';

/** Control heights: 32 px (default) and 40 px. */
export type FieldSize = 'medium' | 'large';

/** What every labelled field takes besides its control's own props. */
export interface FieldFrameProps {
  /** The visible label, which also names the control. */
  label: string;
  /** Marks the label with an asterisk (hidden from assistive technology) and the control `required`. */
  required?: boolean;
  /** A sentence under the control, read after the label. */
  hint?: ReactNode;
  /** What is wrong with the value: shown under the control, announced, and marking the control invalid. */
  error?: string;
  /** The control's height; the label keeps the body size, as in Fluent's Field around a large control. */
  size?: FieldSize;
  /** Class of the field's outer element (its place in a grid, say). */
  className?: string;
}

/**
 * A field's problem under its control: Fluent's error mark and the sentence, announced as it appears. Give
 * the control `aria-describedby={id}` and `aria-invalid`; for a control outside these fields (a checkbox).
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.error} role="alert">
      <ErrorMarkIcon className={styles.errorMark} />
      {children}
    </div>
  );
}

/** The ids and ARIA a field's control needs: its own id, and the error and hint that describe it. */
export function useFieldControl(frame: FieldFrameProps, id: string | undefined, describedBy: string | undefined) {
  const generated = useId();
  const controlId = id ?? `${generated}control`;
  const errorId = `${generated}error`;
  const hintId = `${generated}hint`;
  // The same order as Fluent's Field: the problem first, then the hint, then what the caller adds.
  const description = [frame.error ? errorId : undefined, frame.hint ? hintId : undefined, describedBy].filter(Boolean).join(' ');
  return {
    controlId,
    errorId,
    hintId,
    ariaProps: {
      id: controlId,
      required: frame.required,
      'aria-describedby': description === '' ? undefined : description,
      'aria-invalid': frame.error ? true : undefined,
    },
  };
}

/** Props of {@link FieldFrame}: the frame, the ids {@link useFieldControl} gives, and the control. */
export interface FieldFrameLayoutProps extends FieldFrameProps {
  controlId: string;
  errorId: string;
  hintId: string;
  children: ReactNode;
}

/** Label above the control, then the problem and the hint, as Fluent's vertical Field lays them out. */
export function FieldFrame({ label, required, hint, error, className, controlId, errorId, hintId, children }: FieldFrameLayoutProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The class names of the box around a field's control (border, height, the invalid and disabled looks). */
export function controlBoxClassName(kind: 'input' | 'textarea' | 'select', size: FieldSize, invalid: boolean, disabled: boolean | undefined): string {
  return [styles.box, styles[kind], size === 'large' ? styles.large : undefined, invalid ? styles.invalid : undefined, disabled ? styles.disabled : undefined]
    .filter(Boolean)
    .join(' ');
}

/** Props of {@link SelectField}: the frame, a native `<select>`'s attributes and its options. */
export type SelectFieldProps = FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className'>;

/** A labelled native `<select>` in Fluent's look (chevron on the right, the browser's own option list). */
export function SelectField({
  label,
  required,
  hint,
  error,
  size = 'medium',
  className,
  id,
  children,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const frame = { label, required, hint, error, size, className };
  const { controlId, errorId, hintId, ariaProps } = useFieldControl(frame, id, describedBy);
  return (
    <FieldFrame {...frame} controlId={controlId} errorId={errorId} hintId={hintId}>
      <span className={controlBoxClassName('select', size, Boolean(error), selectProps.disabled)}>
        <select {...selectProps} {...ariaProps} className={styles.control}>
          {children}
        </select>
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </span>
    </FieldFrame>
  );
}
