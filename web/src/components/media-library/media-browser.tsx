import { useRef, useState, type DragEvent } from 'react';
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowUploadRegular,
  CopyRegular,
  DeleteRegular,
  DocumentPdfRegular,
  DocumentRegular,
  FolderAddRegular,
  FolderRegular,
  LinkMultipleRegular,
  LockClosedRegular,
  MoreHorizontalRegular,
  OpenRegular,
  RenameRegular,
} from '@fluentui/react-icons';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { isPrivateMediaKey } from '@tdp/shared/media/private-media';
import { MEDIA_CONTENT_TYPE_LIST, type MediaFileEntry, type MediaFolderEntry, type MediaUploadTicket } from '@tdp/shared/schemas/media';
import { AdminEmpty, AdminLoadError, AdminLoading } from '../admin-form/admin-screen.tsx';
import { ConfirmDeleteDialog } from '../admin-form/confirm-dialog.tsx';
import { useNotify } from '../app-toaster.tsx';
import { formatDate, formatMessage } from '../../lib/intl.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import { useRefreshMediaFileUses } from '../../lib/media/list-media-file-uses.ts';
import { useMediaFolder, useRefreshMediaFolders } from '../../lib/media/list-media-folder.ts';
import { breadcrumbOf, folderDisplayName, formatFileSize, isImageFile } from '../../lib/media/media-paths.ts';
import { mediaMessages as messages } from '../../lib/media/media-messages.ts';
import { useMediaUploads } from '../../lib/media/use-media-uploads.ts';
import { useOpenPrivateDocument } from '../../lib/media/open-private-document.ts';
import { FileUses } from './file-uses.tsx';
import { NewFolderDialog } from './new-folder-dialog.tsx';
import { RenameFileDialog } from './rename-file-dialog.tsx';
import { UploadList } from './upload-list.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { mediaRoutes } from '@tdp/shared/api/routes/media-routes';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, position: 'relative' },
  dropping: { outline: `${tokens.strokeWidthThicker} dashed ${tokens.colorBrandStroke1}`, outlineOffset: '6px', borderRadius: tokens.borderRadiusMedium },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  hiddenInput: { display: 'none' },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
    ':hover': { boxShadow: tokens.shadow4 },
  },
  thumb: {
    position: 'relative',
    aspectRatio: '4 / 3',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '48px',
  },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  folderButton: {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXS,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    color: tokens.colorBrandForeground1,
    fontSize: '56px',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-4px' },
  },
  body: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}` },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pick: { margin: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}` },
  more: { alignSelf: 'flex-start' },
  privateNote: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  privateMark: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/**
 * What a private folder (`Documents/`: private-media.ts) and its files carry: a lock and the words, so the admin knows
 * visitors cannot open them, and that their own links go through the signed route.
 */
function PrivateMark({ className, text }: { className: string; text: string }) {
  return (
    <span className={className}>
      <LockClosedRegular aria-hidden />
      {text}
    </span>
  );
}

/** How the browser is used: to manage the library, or to choose a file for a form. */
export type MediaBrowserMode = { kind: 'manage' } | { kind: 'pick'; accept: 'image' | 'any'; onPick: (file: MediaFileEntry) => void };

/** Props of {@link MediaBrowser}. */
export interface MediaBrowserProps {
  /** The folder shown (a root or below). */
  folder: string;
  /** Opens another folder (the page changes its address; the picker its state). */
  onOpenFolder: (folder: string) => void;
  mode: MediaBrowserMode;
  /** Called for each file uploaded here (the picker selects a single uploaded image). */
  onUploaded?: (ticket: MediaUploadTicket) => void;
}

/** Icon of a file that has no picture. */
function FileIcon({ contentType }: { contentType: string }) {
  return contentType === 'application/pdf' ? <DocumentPdfRegular aria-hidden /> : <DocumentRegular aria-hidden />;
}

/**
 * A folder of the media library: breadcrumb, sub-folders, files with thumbnails, size and date, and every
 * action (upload several files with progress, drop files, new folder, copy the public address, rename,
 * delete after confirming). In pick mode each file also has a Select button.
 */
export function MediaBrowser({ folder, onOpenFolder, mode, onUploaded }: MediaBrowserProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { cdnPrefix } = useRuntimeConfig();
  const view = useMediaFolder(folder);
  const refreshFolders = useRefreshMediaFolders();
  const refreshUses = useRefreshMediaFileUses();
  const uploads = useMediaUploads(onUploaded);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [renaming, setRenaming] = useState<MediaFileEntry | null>(null);
  const [showingUses, setShowingUses] = useState<MediaFileEntry | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'file'; file: MediaFileEntry } | { kind: 'folder'; folder: MediaFolderEntry } | null>(null);

  const onlyImages = mode.kind === 'pick' && mode.accept === 'image';
  const files = onlyImages ? view.files.filter(isImageFile) : view.files;
  const publicAddress = (file: MediaFileEntry) => new URL(resolveMediaUrl(file.key, cdnPrefix), window.location.origin).href;
  const openPrivate = useOpenPrivateDocument((message) => notify('error', message));
  const folderIsPrivate = isPrivateMediaKey(folder);

  function openFile(file: MediaFileEntry) {
    // A private file has no public address: it opens through a short-lived one asked for now.
    if (isPrivateMediaKey(file.key)) openPrivate({ key: file.key, title: file.name });
    else window.open(publicAddress(file), '_blank', 'noopener');
  }

  async function copyAddress(file: MediaFileEntry) {
    try {
      await navigator.clipboard.writeText(publicAddress(file));
      notify('success', formatMessage(messages.addressCopied, { name: file.name }));
    } catch {
      notify('error', messages.copyFailed);
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDropping(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) uploads.upload(dropped, folder);
  }

  const crumbs = breadcrumbOf(folder);
  const folderName = folderDisplayName(folder);

  return (
    <div
      className={mergeClasses(styles.root, dropping && styles.dropping)}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={onDrop}
    >
      <div className={styles.toolbar}>
        <Breadcrumb aria-label={messages.breadcrumb} size="large">
          {crumbs.map((step, index) => (
            <BreadcrumbStepItem
              key={step.folder}
              name={step.name}
              current={index === crumbs.length - 1}
              last={index === crumbs.length - 1}
              onOpen={() => onOpenFolder(step.folder)}
            />
          ))}
        </Breadcrumb>
        <div className={styles.actions}>
          <Button icon={<FolderAddRegular />} onClick={() => setCreatingFolder(true)}>
            {messages.newFolder}
          </Button>
          <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => inputRef.current?.click()}>
            {messages.upload}
          </Button>
          <input
            ref={inputRef}
            className={styles.hiddenInput}
            type="file"
            multiple
            accept={onlyImages ? 'image/jpeg,image/png,image/webp' : MEDIA_CONTENT_TYPE_LIST.join(',')}
            aria-label={messages.upload}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              if (chosen.length > 0) uploads.upload(chosen, folder);
            }}
          />
        </div>
      </div>
      {folderIsPrivate && (
        <Text className={styles.privateNote}>
          <PrivateMark className={styles.privateMark} text={messages.privateFolder} /> {messages.privateFolderHint}
        </Text>
      )}
      <Text className={styles.hint}>{dropping ? formatMessage(messages.dropHere, { folder: folderName }) : messages.uploadHint}</Text>
      <UploadList items={uploads.items} onClearFinished={uploads.clearFinished} />

      {view.error && !view.isLoading ? (
        <AdminLoadError error={view.error} thing={folderName} onRetry={view.retry} />
      ) : view.isLoading ? (
        <AdminLoading label={messages.loadingFolder} />
      ) : view.folders.length === 0 && files.length === 0 ? (
        <AdminEmpty icon={<FolderRegular />} title={messages.emptyFolder}>
          <Text>{messages.emptyFolderHint}</Text>
        </AdminEmpty>
      ) : (
        <ul className={styles.grid} aria-label={formatMessage(messages.folderListLabel, { folder: folderName })}>
          {view.folders.map((entry) => (
            <li key={entry.path} className={styles.card}>
              <div className={styles.thumb}>
                <button
                  type="button"
                  className={styles.folderButton}
                  onClick={() => onOpenFolder(entry.path)}
                  aria-label={formatMessage(messages.openFolder, { name: entry.name })}
                >
                  <FolderRegular aria-hidden />
                </button>
              </div>
              <div className={styles.body}>
                <div className={styles.text}>
                  <span className={styles.name} title={entry.name}>
                    {entry.name}
                  </span>
                  <span className={styles.meta}>{messages.folderLabel}</span>
                </div>
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <Button
                      appearance="subtle"
                      size="small"
                      className={styles.more}
                      icon={<MoreHorizontalRegular />}
                      aria-label={formatMessage(messages.folderActions, { name: entry.name })}
                    />
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      <MenuItem icon={<DeleteRegular />} onClick={() => setDeleting({ kind: 'folder', folder: entry })}>
                        {messages.delete}
                      </MenuItem>
                    </MenuList>
                  </MenuPopover>
                </Menu>
              </div>
            </li>
          ))}
          {files.map((file) => (
            <li key={file.key} className={styles.card}>
              <div className={styles.thumb}>
                {isImageFile(file) && !isPrivateMediaKey(file.key) ? (
                  <img
                    className={styles.image}
                    src={resolveMediaUrl(file.key, cdnPrefix)}
                    alt={file.name}
                    loading="lazy"
                    decoding="async"
                    width={240}
                    height={180}
                  />
                ) : (
                  <FileIcon contentType={file.contentType} />
                )}
              </div>
              <div className={styles.body}>
                <div className={styles.text}>
                  <span className={styles.name} title={file.name}>
                    {file.name}
                  </span>
                  <span className={styles.meta}>
                    {formatMessage(messages.sizeAndDate, { size: formatFileSize(file.size), date: formatDate(file.lastModified) })}
                  </span>
                  {isPrivateMediaKey(file.key) && <PrivateMark className={styles.privateMark} text={messages.privateFolder} />}
                </div>
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <Button
                      appearance="subtle"
                      size="small"
                      className={styles.more}
                      icon={<MoreHorizontalRegular />}
                      aria-label={formatMessage(messages.fileActions, { name: file.name })}
                    />
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      {/* A private file's address is refused to anyone who follows it: nothing to copy. */}
                      {!isPrivateMediaKey(file.key) && (
                        <MenuItem icon={<CopyRegular />} onClick={() => void copyAddress(file)}>
                          {messages.copyAddress}
                        </MenuItem>
                      )}
                      <MenuItem icon={<OpenRegular />} onClick={() => openFile(file)}>
                        {messages.openFile}
                      </MenuItem>
                      <MenuItem icon={<LinkMultipleRegular />} onClick={() => setShowingUses(file)}>
                        {messages.whereUsed}
                      </MenuItem>
                      <MenuItem icon={<RenameRegular />} onClick={() => setRenaming(file)}>
                        {messages.rename}
                      </MenuItem>
                      <MenuItem icon={<DeleteRegular />} onClick={() => setDeleting({ kind: 'file', file })}>
                        {messages.delete}
                      </MenuItem>
                    </MenuList>
                  </MenuPopover>
                </Menu>
              </div>
              {mode.kind === 'pick' && (
                <Button
                  className={styles.pick}
                  appearance="primary"
                  size="small"
                  onClick={() => mode.onPick(file)}
                  aria-label={formatMessage(messages.selectFile, { name: file.name })}
                >
                  {messages.select}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.hasMore && (
        <Button onClick={() => void view.loadMore()} disabled={view.isLoadingMore} icon={view.isLoadingMore ? <Spinner size="tiny" /> : undefined}>
          {messages.loadMore}
        </Button>
      )}

      {creatingFolder && <NewFolderDialog parent={folder} onClose={() => setCreatingFolder(false)} />}
      {renaming && <RenameFileDialog file={renaming} onClose={() => setRenaming(null)} />}
      {showingUses && <FileUsesDialog file={showingUses} onClose={() => setShowingUses(null)} />}
      {deleting && (
        <ConfirmDeleteDialog
          thing={deleting.kind === 'file' ? messages.fileThing : messages.folderThing}
          name={deleting.kind === 'file' ? deleting.file.name : deleting.folder.name}
          detail={deleting.kind === 'file' ? messages.deleteFileDetail : messages.deleteFolderDetail}
          onDelete={async () => {
            if (deleting.kind === 'file') {
              try {
                await apiFetch(mediaRoutes.deleteMediaFile, { query: { key: deleting.file.key } });
              } catch (error) {
                // A refusal names the content in the way: the list beside it should show the same.
                void refreshUses(deleting.file.key);
                throw error;
              }
            } else await apiFetch(mediaRoutes.deleteMediaFolder, { query: { folder: deleting.folder.path } });
            await refreshFolders();
            notify('success', formatMessage(messages.deleted, { name: deleting.kind === 'file' ? deleting.file.name : deleting.folder.name }));
          }}
          onClose={() => setDeleting(null)}
        >
          {deleting.kind === 'file' && <FileUses fileKey={deleting.file.key} />}
        </ConfirmDeleteDialog>
      )}
    </div>
  );
}

/** "Where it is used": the content that uses a file, with links to edit it. */
function FileUsesDialog({ file, onClose }: { file: MediaFileEntry; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{formatMessage(messages.whereUsedTitle, { name: file.name })}</DialogTitle>
          <DialogContent>
            <FileUses fileKey={file.key} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {messages.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** One step of the breadcrumb: a button that opens the folder; the current folder is marked, not a link. */
function BreadcrumbStepItem({ name, current, last, onOpen }: { name: string; current: boolean; last: boolean; onOpen: () => void }) {
  return (
    <>
      <BreadcrumbItem>
        <BreadcrumbButton current={current} onClick={current ? undefined : onOpen}>
          {name}
        </BreadcrumbButton>
      </BreadcrumbItem>
      {!last && <BreadcrumbDivider />}
    </>
  );
}
