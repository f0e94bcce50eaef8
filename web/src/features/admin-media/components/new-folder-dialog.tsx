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
import { mediaFolderNameSchema } from '@tdp/shared/schemas/media';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { createMediaFolder } from '../api/create-media-folder.ts';
import { useRefreshMediaFolders } from '../api/list-media-folder.ts';
import { folderDisplayName } from '../media-paths.ts';
import { mediaMessages as messages } from '../messages.ts';

/** Asks for a sub-folder's name and makes it in `parent`; the name is checked with the API's schema first. */
export function NewFolderDialog({ parent, onClose }: { parent: string; onClose: () => void }) {
  const notify = useNotify();
  const refreshFolders = useRefreshMediaFolders();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = mediaFolderNameSchema.safeParse(name);
    if (!checked.success) {
      setError(`${messages.folderNameLabel} ${checked.error.issues[0]!.message}.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createMediaFolder(parent, checked.data);
      await refreshFolders();
      notify('success', formatMessage(messages.folderCreated, { name: checked.data }));
      onClose();
    } catch (failure) {
      const rule = failure instanceof ApiError ? (failure.fields.name ?? Object.values(failure.fields)[0]) : undefined;
      setError(rule ? `${messages.folderNameLabel} ${rule}.` : failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{formatMessage(messages.newFolderTitle, { folder: folderDisplayName(parent) })}</DialogTitle>
            <DialogContent>
              <Field label={messages.folderNameLabel} hint={messages.folderNameHint} validationMessage={error ?? undefined} required>
                <Input value={name} onChange={(_, data) => setName(data.value)} autoFocus maxLength={60} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={busy}>
                {messages.cancel}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {busy ? messages.creating : messages.createFolder}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
