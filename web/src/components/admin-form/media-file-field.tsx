import { useState, type InputHTMLAttributes } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUpRegular, DocumentRegular, FolderOpenRegular, FolderRegular } from '@fluentui/react-icons';
import { mediaRoutes } from '@tdp/shared/api/routes/media-routes';
import { isPrivateMediaKey } from '@tdp/shared/media/private-media';
import { splitMediaKey, type MediaFileEntry } from '@tdp/shared/schemas/media';
import { apiFetch } from '../../lib/api-client.ts';
import { formatMessage } from '../../lib/intl.ts';
import { documentMessages } from '../../lib/media/document-messages.ts';
import { privateDocumentLabel, useOpenPrivateDocument } from '../../lib/media/open-private-document.ts';
import { useApi } from '../../lib/use-api.ts';
import { useNotify } from '../app-toaster.tsx';
import { adminFormMessages as messages } from './admin-form-messages.ts';
import { AdminLoadError } from './admin-screen.tsx';

const IMAGE_TYPES = /^image\//;

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flexGrow: 1, minWidth: 0 },
  surface: { width: 'min(760px, calc(100vw - 32px))', maxWidth: 'none' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxHeight: '60vh', overflowY: 'auto' },
  path: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  entry: { width: '100%', justifyContent: 'flex-start', gap: tokens.spacingHorizontalS, minHeight: '40px', textAlign: 'left' },
  thumb: { width: '40px', height: '32px', objectFit: 'cover', flexShrink: 0, backgroundColor: tokens.colorNeutralBackground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The folder above `folder` (`Documents/Suppliers/` → `Documents/`), never above `root`. */
function parentFolder(folder: string, root: string): string {
  if (folder === root) return root;
  const trimmed = folder.slice(0, -1);
  return trimmed.slice(0, trimmed.lastIndexOf('/') + 1) || root;
}

/** Props of {@link MediaFileDialog}. */
export interface MediaFileDialogProps {
  /** The library folder it opens on and cannot leave, e.g. `Documents/`. */
  root: string;
  /** Images only (pictures, logos) or any file (documents). */
  accept: 'image' | 'any';
  onPick: (file: MediaFileEntry) => void;
  onClose: () => void;
}

/** Browses one root of the media library (read only) and answers the file the admin selects. */
export function MediaFileDialog({ root, accept, onPick, onClose }: MediaFileDialogProps) {
  const styles = useStyles();
  const [folder, setFolder] = useState(root);
  const { data, error, mutate } = useApi(mediaRoutes.listMediaFolder, { query: { folder } });
  const [more, setMore] = useState<{ folder: string; files: MediaFileEntry[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const extra = more?.folder === folder ? more : null;
  const cursor = extra ? extra.cursor : (data?.nextCursor ?? null);
  const files = [...(data?.files ?? []), ...(extra?.files ?? [])].filter((file) => accept === 'any' || IMAGE_TYPES.test(file.contentType));

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await apiFetch(mediaRoutes.listMediaFolder, { query: { folder, cursor } });
      setMore({ folder, files: [...(extra?.files ?? []), ...page.files], cursor: page.nextCursor });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, state) => !state.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{formatMessage(messages.chooseFileIn, { folder })}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.path}>
              <Button icon={<ArrowUpRegular />} disabled={folder === root} onClick={() => setFolder(parentFolder(folder, root))}>
                {messages.folderUp}
              </Button>
              <Text className={styles.muted}>
                <FolderOpenRegular aria-hidden /> {folder}
              </Text>
            </div>
            {error && !data && <AdminLoadError error={error} thing={messages.mediaThing} onRetry={() => void mutate()} />}
            {!data && !error && <Spinner label={messages.loading} />}
            {data && (
              <ul className={styles.list}>
                {data.folders.map((entry) => (
                  <li key={entry.path}>
                    <Button
                      appearance="subtle"
                      className={styles.entry}
                      icon={<FolderRegular />}
                      aria-label={formatMessage(messages.openFolder, { name: entry.name })}
                      onClick={() => setFolder(entry.path)}
                    >
                      {entry.name}
                    </Button>
                  </li>
                ))}
                {files.map((file) => (
                  <li key={file.key}>
                    <Button
                      appearance="subtle"
                      className={styles.entry}
                      icon={
                        IMAGE_TYPES.test(file.contentType) && !isPrivateMediaKey(file.key) ? (
                          <img className={styles.thumb} src={file.url} alt="" />
                        ) : (
                          <DocumentRegular />
                        )
                      }
                      aria-label={formatMessage(messages.selectFile, { name: file.name })}
                      onClick={() => {
                        onPick(file);
                        onClose();
                      }}
                    >
                      {file.name}
                    </Button>
                  </li>
                ))}
                {data.folders.length === 0 && files.length === 0 && (
                  <li>
                    <Text className={styles.muted}>{messages.emptyFolder}</Text>
                  </li>
                )}
              </ul>
            )}
            {cursor && (
              <Button onClick={() => void loadMore()} disabled={loadingMore}>
                {messages.loadMore}
              </Button>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {messages.cancel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Props of {@link MediaFileInput}. */
export interface MediaFileInputProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid' | 'aria-labelledby' | 'aria-required'
> {
  /** The media key, '' for none. */
  value: string;
  onChange: (key: string) => void;
  root: string;
  accept: 'image' | 'any';
  /** Names the Browse button for screen readers when a form has several (e.g. "Browse… for Document 2"). */
  browseLabel?: string;
}

/**
 * A media-library file as a key (render it inside a Fluent `Field` with a function child, which passes the
 * input its id and descriptions) the admin can type or paste (`Documents/Training/guide.pdf`), or choose with
 * Browse… from the library's folder for it. The shared schema checks the key when the form is saved. A file of a
 * private folder (`Documents/`) can be opened from here, through the short-lived address agents get.
 */
export function MediaFileInput({ value, onChange, root, accept, browseLabel, ...inputProps }: MediaFileInputProps) {
  const styles = useStyles();
  const [browsing, setBrowsing] = useState(false);
  const notify = useNotify();
  const openPrivate = useOpenPrivateDocument((message) => notify('error', message));
  const key = value.trim();
  const privateFile = isPrivateMediaKey(key) && !key.endsWith('/') ? { key, title: splitMediaKey(key).name } : null;
  return (
    <div className={styles.row}>
      <Input {...inputProps} className={styles.input} value={value} placeholder={root} onChange={(_, data) => onChange(data.value)} />
      <Button onClick={() => setBrowsing(true)} aria-label={browseLabel}>
        {messages.browse}
      </Button>
      {privateFile && (
        <Button aria-label={formatMessage(documentMessages.openNamed, { file: privateDocumentLabel(privateFile) })} onClick={() => openPrivate(privateFile)}>
          {documentMessages.open}
        </Button>
      )}
      {value !== '' && (
        <Button appearance="subtle" onClick={() => onChange('')}>
          {messages.clear}
        </Button>
      )}
      {browsing && <MediaFileDialog root={root} accept={accept} onPick={(file) => onChange(file.key)} onClose={() => setBrowsing(false)} />}
    </div>
  );
}
