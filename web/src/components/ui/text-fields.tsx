import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { controlBoxClassName, FieldFrame, useFieldControl, type FieldFrameProps } from './field.tsx';
import styles from './field.module.css';

/** Props of {@link TextField}: the frame and a native `<input>`'s attributes. */
export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className'>;

/** A labelled native text input (text, e-mail, tel, ...) in Fluent's look. */
export function TextField({ label, required, hint, error, size = 'medium', className, id, 'aria-describedby': describedBy, ...inputProps }: TextFieldProps) {
  const frame = { label, required, hint, error, size, className };
  const { controlId, errorId, hintId, ariaProps } = useFieldControl(frame, id, describedBy);
  return (
    <FieldFrame {...frame} controlId={controlId} errorId={errorId} hintId={hintId}>
      <span className={controlBoxClassName('input', size, Boolean(error), inputProps.disabled)}>
        <input type="text" {...inputProps} {...ariaProps} className={styles.control} />
      </span>
    </FieldFrame>
  );
}

/** Props of {@link TextAreaField}: the frame, a native `<textarea>`'s attributes and how it may be resized. */
export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
    resize?: 'none' | 'vertical' | 'horizontal' | 'both';
  };

const RESIZE_CLASS = { none: styles.resizeNone, vertical: styles.resizeVertical, horizontal: styles.resizeHorizontal, both: styles.resizeBoth };

/** A labelled native multi-line text box in Fluent's look. */
export function TextAreaField({
  label,
  required,
  hint,
  error,
  size = 'medium',
  className,
  id,
  resize = 'none',
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaFieldProps) {
  const frame = { label, required, hint, error, size, className };
  const { controlId, errorId, hintId, ariaProps } = useFieldControl(frame, id, describedBy);
  return (
    <FieldFrame {...frame} controlId={controlId} errorId={errorId} hintId={hintId}>
      <span className={controlBoxClassName('textarea', size, Boolean(error), textareaProps.disabled)}>
        <textarea {...textareaProps} {...ariaProps} className={[styles.control, RESIZE_CLASS[resize]].join(' ')} />
      </span>
    </FieldFrame>
  );
}
