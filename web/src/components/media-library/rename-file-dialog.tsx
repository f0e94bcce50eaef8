import type { FocusEvent } from 'react';
import { contentTypeOfName, extensionOf, mediaFileNameSchema, type MediaFileEntry } from '@tdp/shared/schemas/media';
import { NameDialog } from '../admin-form/name-dialog.tsx';
import { useNotify } from '../app-toaster.tsx';
import { formatMessage } from '../../lib/intl.ts';
import { useRefreshMediaFileUses } from '../../lib/media/list-media-file-uses.ts';
import { useRefreshMediaFolders } from '../../lib/media/list-media-folder.ts';
import { mediaMessages as messages } from '../../lib/media/media-messages.ts';
import { FileUses } from './file-uses.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { mediaRoutes } from '@tdp/shared/api/routes/media-routes';

/**
 * Renames a file within its folder; the new name must keep the file's type, as the API requires. Shows who uses
 * the file; the API refuses (and the dialog says why, naming the content) when published content does.
 */
export function RenameFileDialog({ file, onClose }: { file: MediaFileEntry; onClose: () => void }) {
  const notify = useNotify();
  const refreshFolders = useRefreshMediaFolders();
  const refreshUses = useRefreshMediaFileUses();
  const extension = `.${extensionOf(file.name)}`;

  function check(typed: string): { name: string } | { rule: string } {
    const name = typed.trim();
    const parsed = mediaFileNameSchema.safeParse(name);
    if (!parsed.success) return { rule: parsed.error.issues[0]!.message };
    if (contentTypeOfName(name) !== contentTypeOfName(file.name)) return { rule: `must end with ${extension}` };
    return { name };
  }

  async function rename(newName: string) {
    if (newName === file.name) return;
    try {
      await apiFetch(mediaRoutes.renameMediaFile, { body: { key: file.key, newName } });
    } catch (error) {
      // A refusal names the content in the way: the list beside it should show the same.
      void refreshUses(file.key);
      throw error;
    }
    await refreshFolders();
    notify('success', formatMessage(messages.renamed, { name: newName }));
  }

  return (
    <NameDialog
      title={formatMessage(messages.renameTitle, { name: file.name })}
      label={messages.newNameLabel}
      hint={formatMessage(messages.renameHint, { extension })}
      initialName={file.name}
      maxLength={120}
      submitLabel={messages.renameButton}
      busyLabel={messages.renaming}
      thing={messages.fileThing}
      check={check}
      onSubmit={rename}
      onClose={onClose}
      // Selects the name without its extension, the part an admin usually changes.
      onInputFocus={(event: FocusEvent<HTMLInputElement>) => event.currentTarget.setSelectionRange(0, Math.max(0, file.name.length - extension.length))}
    >
      <FileUses fileKey={file.key} />
    </NameDialog>
  );
}
