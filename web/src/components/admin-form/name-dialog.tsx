import { useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner } from '@fluentui/react-components';
import { adminFormMessages as messages } from './admin-form-messages.ts';
import { ProblemBar } from './problem-bar.tsx';
import { describeSaveProblem, type SaveProblem } from './save-problem.ts';

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  title: string;
  /** The field's label; rules read "{label} {rule}." under it. */
  label: string;
  hint?: string;
  initialName: string;
  maxLength: number;
  submitLabel: string;
  busyLabel: string;
  /** Names the item in failure messages, e.g. 'table'. */
  thing: string;
  /**
   * Reads the typed name with the shared rule: the name to send, the rule it breaks ("is required", shown after
   * the label), or a whole sentence that says why (e.g. "Another tab is already called “Hotels”.").
   */
  check: (typed: string) => { name: string } | { rule: string } | { message: string };
  /** Sends the checked name; the dialog closes when it resolves. A rule the API names shows under the field. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
  /** Called when the field gets the focus, e.g. to select the part of the name an admin usually changes. */
  onInputFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** More under the field, e.g. the content that uses a file. */
  children?: ReactNode;
}

/**
 * Asks for one name (a new folder or table, or a new name for a file or table), checked with the shared
 * schema's rule before anything is sent. A rule the API states shows under the field; any other refusal above it.
 */
export function NameDialog({
  title,
  label,
  hint,
  initialName,
  maxLength,
  submitLabel,
  busyLabel,
  thing,
  check,
  onSubmit,
  onClose,
  onInputFocus,
  children,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check(name);
    if ('rule' in checked) {
      setError(`${label} ${checked.rule}.`);
      return;
    }
    if ('message' in checked) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    setProblem(null);
    try {
      await onSubmit(checked.name);
      onClose();
    } catch (failure) {
      const described = describeSaveProblem(failure, thing);
      const fieldRule = described.kind === 'fields' ? Object.values(described.fields)[0] : undefined;
      if (fieldRule) setError(`${label} ${fieldRule}.`);
      else setProblem(described);
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {problem && <ProblemBar problem={problem} />}
              <Field label={label} hint={hint} validationMessage={error ?? undefined} required>
                <Input value={name} onChange={(_, data) => setName(data.value)} autoFocus maxLength={maxLength} onFocus={onInputFocus} />
              </Field>
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={busy}>
                {messages.cancel}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
