import { Field } from '@fluentui/react-components';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';

/** Props of {@link RichTextField}: the editor's, with the field's hint and error in place of the ids they wire. */
export interface RichTextFieldProps extends Omit<RichTextEditorProps, 'labelledBy' | 'describedBy' | 'invalid'> {
  /** Shown under the label and read with the text box. */
  hint?: string;
  /** The rule the text breaks: shown under the editor, read with the text box, and marks it invalid. */
  validationMessage?: string;
  /** Names the editor's toolbar when the label alone is ambiguous, e.g. "Section 2: Body"; default: the label. */
  editorLabel?: string;
}

/**
 * A rich-text field of an admin form: the Fluent `Field` (label, hint, required mark, error) around the one
 * rich-text editor, whose text box is named by the label, described by the hint and the error, and marked
 * required and invalid as the field is.
 */
export function RichTextField({ label, hint, validationMessage, required, editorLabel, ...editorProps }: RichTextFieldProps) {
  return (
    <Field label={label} hint={hint} required={required} validationMessage={validationMessage} validationState={validationMessage ? 'error' : 'none'}>
      {(fieldProps) => (
        <RichTextEditor
          {...editorProps}
          label={editorLabel ?? label}
          labelledBy={fieldProps['aria-labelledby']}
          describedBy={fieldProps['aria-describedby']}
          invalid={Boolean(validationMessage)}
          required={required}
        />
      )}
    </Field>
  );
}
