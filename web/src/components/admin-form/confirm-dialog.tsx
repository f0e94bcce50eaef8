import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../lib/intl.ts';
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
  /** A further sentence under the message, e.g. what else goes with the item. */
  detail?: string;
  /** More under the detail, e.g. the content that uses a file. */
  children?: ReactNode;
  /** The button that does it, e.g. 'Delete' or 'Deactivate'. */
  confirmLabel: string;
  /** The button's label while it works; 'Working…' unless given. */
  busyLabel?: string;
  /** The title of a refusal shown in the dialog; 'That did not work' unless given. */
  failedTitle?: string;
  /** Names the item in failure messages, e.g. 'supplier'. */
  thing: string;
  /** Does it; a rejection is shown in the dialog (a delete guard's 409 names the packages in the way). */
  onConfirm: () => Promise<void>;
  /** Called when the dialog closes: after it is done, or when the admin cancels. */
  onClose: () => void;
  /**
   * `destructive` (default): the confirm button is red, for what removes or refuses (delete, deactivate, reject);
   * `constructive`: the brand's primary button, for what gives or publishes (approve).
   */
  tone?: 'destructive' | 'constructive';
}

/**
 * Asks before a change that cannot be taken back (delete, deactivate). Cancel is the first button; a refusal
 * stays in the dialog so the admin reads why. An item still in use cannot be confirmed again: only a change
 * elsewhere (unpublishing the packages named) lets it go.
 */
export function ConfirmDialog({
  title,
  message,
  detail,
  children,
  confirmLabel,
  busyLabel = messages.working,
  failedTitle = messages.actionFailedTitle,
  thing,
  onConfirm,
  onClose,
  tone = 'destructive',
}: ConfirmDialogProps) {
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
      const described = describeSaveProblem(error, thing);
      setProblem(described.kind === 'in-use' ? described : { ...described, title: failedTitle });
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
            {detail && <span>{detail}</span>}
            {children}
            {problem && <ProblemBar problem={problem} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={busy}>
              {messages.cancel}
            </Button>
            <Button
              appearance="primary"
              className={tone === 'destructive' ? styles.danger : undefined}
              onClick={() => void confirm()}
              disabledFocusable={busy || problem?.kind === 'in-use'}
              icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Props of {@link ConfirmDeleteDialog}. */
export interface ConfirmDeleteDialogProps {
  /** What is deleted, e.g. 'travel style' ("Delete travel style?"). */
  thing: string;
  /** Its name as the admin knows it. */
  name: string;
  /** Extra sentence under the warning (what else goes with it). */
  detail?: string;
  /** More under the detail, e.g. the content that uses a file. */
  children?: ReactNode;
  /** Deletes; a rejection is shown in the dialog (a guard's 409 names the packages in the way). */
  onDelete: () => Promise<void>;
  /** Called when the dialog closes: after a delete, or when the admin cancels. */
  onClose: () => void;
}

/** Asks before deleting an item (render it while a delete is pending): "Delete {thing}?" with Delete and Cancel. */
export function ConfirmDeleteDialog({ thing, name, detail, children, onDelete, onClose }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      title={formatMessage(messages.deleteTitle, { thing })}
      message={formatMessage(messages.deleteMessage, { name })}
      detail={detail}
      confirmLabel={messages.delete}
      busyLabel={messages.deleting}
      failedTitle={messages.deleteFailedTitle}
      thing={thing}
      onConfirm={onDelete}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
