import type { FormEvent, ReactNode } from 'react';
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
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { catalogueMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  title: string;
  saving: boolean;
  problem: SaveProblem | null;
  /** Reloads the item after a 409 (someone else saved first). */
  onReload: () => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A form in a modal dialog (add or edit one item): fields, the save problem, Save and Cancel. */
export function FormDialog({ title, saving, problem, onReload, onSubmit, onCancel, children }: FormDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !saving && onCancel()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {problem && <ProblemBar problem={problem} onReload={onReload} />}
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel} disabled={saving}>
                {messages.cancel}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={saving}
                icon={saving ? <Spinner size="tiny" appearance="inverted" /> : undefined}
              >
                {saving ? messages.saving : messages.save}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
