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
import { contentTypeOfName, extensionOf, mediaFileNameSchema, type MediaFileEntry } from '@tdp/shared/schemas/media';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useRefreshMediaFolders } from '../api/list-media-folder.ts';
import { renameMediaFile } from '../api/rename-media-file.ts';
import { mediaMessages as messages } from '../messages.ts';

/** Renames a file within its folder; the new name must keep the file's type, as the API requires. */
export function RenameFileDialog({ file, onClose }: { file: MediaFileEntry; onClose: () => void }) {
  const notify = useNotify();
  const refreshFolders = useRefreshMediaFolders();
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const extension = `.${extensionOf(file.name)}`;

  function check(value: string): string | null {
    const parsed = mediaFileNameSchema.safeParse(value);
    if (!parsed.success) return `${messages.newNameLabel} ${parsed.error.issues[0]!.message}.`;
    if (contentTypeOfName(value) !== contentTypeOfName(file.name)) return `${messages.newNameLabel} must end with ${extension}.`;
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const newName = name.trim();
    const problem = check(newName);
    if (problem) {
      setError(problem);
      return;
    }
    if (newName === file.name) {
      onClose();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await renameMediaFile(file.key, newName);
      await refreshFolders();
      notify('success', formatMessage(messages.renamed, { name: newName }));
      onClose();
    } catch (failure) {
      const rule = failure instanceof ApiError ? (failure.fields.newName ?? Object.values(failure.fields)[0]) : undefined;
      setError(rule ? `${messages.newNameLabel} ${rule}.` : failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{formatMessage(messages.renameTitle, { name: file.name })}</DialogTitle>
            <DialogContent>
              <Field
                label={messages.newNameLabel}
                hint={formatMessage(messages.renameHint, { extension })}
                validationMessage={error ?? undefined}
                required
              >
                <Input
                  value={name}
                  onChange={(_, data) => setName(data.value)}
                  autoFocus
                  maxLength={120}
                  // Selects the name without its extension, the part an admin usually changes.
                  onFocus={(event) => event.currentTarget.setSelectionRange(0, Math.max(0, file.name.length - extension.length))}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={busy}>
                {messages.cancel}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {busy ? messages.renaming : messages.renameButton}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
