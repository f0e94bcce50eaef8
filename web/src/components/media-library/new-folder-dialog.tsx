import { mediaFolderNameSchema } from '@tdp/shared/schemas/media';
import { NameDialog } from '../admin-form/name-dialog.tsx';
import { useNotify } from '../app-toaster.tsx';
import { formatMessage } from '../../lib/intl.ts';
import { useRefreshMediaFolders } from '../../lib/media/list-media-folder.ts';
import { folderDisplayName } from '../../lib/media/media-paths.ts';
import { mediaMessages as messages } from '../../lib/media/media-messages.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { mediaRoutes } from '@tdp/shared/api/routes/media-routes';

/** The folder name as the API's schema reads it, or the rule it breaks. */
function checkFolderName(typed: string): { name: string } | { rule: string } {
  const checked = mediaFolderNameSchema.safeParse(typed);
  return checked.success ? { name: checked.data } : { rule: checked.error.issues[0]!.message };
}

/** Asks for a sub-folder's name and makes it in `parent`; the name is checked with the API's schema first. */
export function NewFolderDialog({ parent, onClose }: { parent: string; onClose: () => void }) {
  const notify = useNotify();
  const refreshFolders = useRefreshMediaFolders();

  async function create(name: string) {
    await apiFetch(mediaRoutes.createMediaFolder, { body: { parent, name } });
    await refreshFolders();
    notify('success', formatMessage(messages.folderCreated, { name }));
  }

  return (
    <NameDialog
      title={formatMessage(messages.newFolderTitle, { folder: folderDisplayName(parent) })}
      label={messages.folderNameLabel}
      hint={messages.folderNameHint}
      initialName=""
      maxLength={60}
      submitLabel={messages.createFolder}
      busyLabel={messages.creating}
      thing={messages.folderThing}
      check={checkFolderName}
      onSubmit={create}
      onClose={onClose}
    />
  );
}
