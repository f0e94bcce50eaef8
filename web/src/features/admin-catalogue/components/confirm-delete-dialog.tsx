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
import { formatMessage } from '../../../lib/intl.ts';
import { describeSaveProblem, type SaveProblem } from '../forms/save-problem.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { ProblemBar } from './problem-bar.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed },
  },
});

/** Props of {@link ConfirmDeleteDialog}. */
export interface ConfirmDeleteDialogProps {
  /** What is deleted, e.g. 'travel style' ("Delete travel style?"). */
  thing: string;
  /** Its name as the admin knows it. */
  name: string;
  /** Extra sentence under the warning (what else goes with it). */
  detail?: string;
  /** Deletes; a rejection is shown in the dialog (a guard's 409 names the packages in the way). */
  onDelete: () => Promise<void>;
  /** Called when the dialog closes: after a delete, or when the admin cancels. */
  onClose: () => void;
}

/**
 * Asks before deleting (render it while a delete is pending). Cancel is the default button; a refusal
 * stays in the dialog so the admin reads why, e.g. which published packages still use a destination.
 */
export function ConfirmDeleteDialog({ thing, name, detail, onDelete, onClose }: ConfirmDeleteDialogProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await onDelete();
      onClose();
    } catch (error) {
      setProblem(describeSaveProblem(error, thing));
      setBusy(false);
    }
  }

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{formatMessage(messages.deleteTitle, { thing })}</DialogTitle>
          <DialogContent className={styles.content}>
            <span>{formatMessage(messages.deleteMessage, { name })}</span>
            {detail && <span>{detail}</span>}
            {problem && <ProblemBar problem={{ ...problem, title: problem.kind === 'in-use' ? problem.title : messages.deleteFailedTitle }} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={busy}>
              {messages.cancel}
            </Button>
            <Button
              appearance="primary"
              className={styles.danger}
              onClick={() => void confirm()}
              disabledFocusable={busy || problem?.kind === 'in-use'}
              icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
            >
              {busy ? messages.deleting : messages.delete}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
