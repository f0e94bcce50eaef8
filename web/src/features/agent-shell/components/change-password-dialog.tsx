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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';
import { changePasswordBodySchema, type RefreshResponse } from '@tdp/shared/schemas/auth';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { agentShellMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Keeps this browser signed in with the token pair the change answered (every other session has ended). */
  onPasswordChanged: (tokens: RefreshResponse) => void;
}

/** Current password, new password twice; the server ends every other session and answers this one's new tokens. */
export function ChangePasswordDialog({ open, onOpenChange, onPasswordChanged }: ChangePasswordDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setCurrentPassword('');
    setNewPassword('');
    setConfirm('');
    setFieldErrors({});
    setFailure(null);
    onOpenChange(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changePasswordBodySchema.safeParse({ currentPassword, newPassword });
    const errors: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    if (confirm !== newPassword) errors.confirm = messages.passwordsDiffer;
    setFieldErrors(errors);
    setFailure(null);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      onPasswordChanged(await apiFetch(authRoutes.changePassword, { body: parsed.data }));
      notify('success', messages.passwordChanged);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) setFieldErrors(error.fields);
      else setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string) => ({ validationMessage: fieldErrors[name], validationState: fieldErrors[name] ? ('error' as const) : ('none' as const) });
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? onOpenChange(true) : close())}>
      <DialogSurface>
        <form onSubmit={(event) => void save(event)}>
          <DialogBody>
            <DialogTitle>{messages.changePassword}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={messages.currentPassword} required {...field('currentPassword')}>
                <Input type="password" autoComplete="current-password" value={currentPassword} onChange={(_, data) => setCurrentPassword(data.value)} />
              </Field>
              <Field label={messages.newPassword} hint={messages.passwordHint} required {...field('newPassword')}>
                <Input type="password" autoComplete="new-password" value={newPassword} onChange={(_, data) => setNewPassword(data.value)} />
              </Field>
              <Field label={messages.confirmPassword} required {...field('confirm')}>
                <Input type="password" autoComplete="new-password" value={confirm} onChange={(_, data) => setConfirm(data.value)} />
              </Field>
              {failure ? <ProblemBar problem={{ kind: 'other', title: messages.passwordFailedTitle, message: failure }} /> : null}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
                {saving ? messages.savingPassword : messages.savePassword}
              </Button>
              <Button onClick={close}>{messages.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
