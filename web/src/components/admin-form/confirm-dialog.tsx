import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { adminFormMessages as messages } from './admin-form-messages.ts';
import { ProblemBar } from './problem-bar.tsx';
import { describeSaveProblem, type SaveProblem } from './save-problem.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed },
  },
});

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** e.g. 'Delete supplier?' or 'Deactivate Jordan Lee?'. */
  title: string;
  /** What will happen, in a sentence or two. */
  message: string;
  /** The button that does it, e.g. 'Delete' or 'Deactivate'. */
  confirmLabel: string;
  /** Names the item in failure messages, e.g. 'supplier'. */
  thing: string;
  /** Does it; a rejection is shown in the dialog. */
  onConfirm: () => Promise<void>;
  /** Called when the dialog closes: after it is done, or when the admin cancels. */
  onClose: () => void;
}

/**
 * Asks before a change that cannot be taken back (delete, deactivate). Cancel is the first button; a refusal
 * stays in the dialog so the admin reads why.
 */
export function ConfirmDialog({ title, message, confirmLabel, thing, onConfirm, onClose }: ConfirmDialogProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setProblem({ ...describeSaveProblem(error, thing), title: messages.actionFailedTitle });
      setBusy(false);
    }
  }

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <span>{message}</span>
            {problem && <ProblemBar problem={problem} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={busy}>
              {messages.cancel}
            </Button>
            <Button
              appearance="primary"
              className={styles.danger}
              onClick={() => void confirm()}
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
            >
              {busy ? messages.working : confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
