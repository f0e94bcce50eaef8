import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
} from '@fluentui/react-components';
import { pricingTableRenameInputSchema } from '@tdp/shared/schemas/pricing-table';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { tablesMessages as messages } from '../messages.ts';

/** Props of {@link TableNameDialog}. */
export interface TableNameDialogProps {
  title: string;
  initialName: string;
  submitLabel: string;
  busyLabel: string;
  /** Saves the name; a rejection is shown in the dialog (a field rule under the input). */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for a table's name (new table or rename), checked with the shared schema's rule first. */
export function TableNameDialog({ title, initialName, submitLabel, busyLabel, onSubmit, onClose }: TableNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = pricingTableRenameInputSchema.unwrap().shape.name.safeParse(name);
    if (!checked.success) {
      setError(`${messages.nameLabel} ${checked.error.issues[0]!.message}.`);
      return;
    }
    setBusy(true);
    setError(null);
    setProblem(null);
    try {
      await onSubmit(checked.data);
      onClose();
    } catch (failure) {
      const described = describeSaveProblem(failure, messages.tableThing);
      if (described.kind === 'fields' && described.fields.name) setError(`${messages.nameLabel} ${described.fields.name}.`);
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
              <Field label={messages.nameLabel} hint={messages.nameHint} validationMessage={error ?? undefined} required>
                <Input value={name} onChange={(_, data) => setName(data.value)} autoFocus maxLength={80} />
              </Field>
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
