import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { isPrivateMediaKey } from '@tdp/shared/media/private-media';
import { MEDIA_ROOT_FOLDERS, mediaRootOf, type MediaFileEntry } from '@tdp/shared/schemas/media';
import { mediaMessages as messages } from '../../lib/media/media-messages.ts';
import { MediaBrowser } from './media-browser.tsx';

const useStyles = makeStyles({
  surface: { width: 'min(1100px, calc(100vw - 32px))', maxWidth: 'none' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '70vh',
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalXS,
  },
});

/** Props of {@link MediaPickerDialog}. */
export interface MediaPickerDialogProps {
  /** Images only (banners, gallery photos) or any file. */
  accept: 'image' | 'any';
  /** The folder it opens on; default `package-images/`. */
  initialFolder?: string;
  /** The chosen file; the dialog closes itself afterwards. */
  onPick: (file: MediaFileEntry) => void;
  onClose: () => void;
}

/**
 * The media library as a dialog that answers one file: browse the three roots, upload (an image uploaded
 * here can be selected at once), then Select. Used by the package builder for banners and photos.
 */
export function MediaPickerDialog({ accept, initialFolder = MEDIA_ROOT_FOLDERS[0], onPick, onClose }: MediaPickerDialogProps) {
  const styles = useStyles();
  const [folder, setFolder] = useState(initialFolder);
  const root = mediaRootOf(folder) ?? MEDIA_ROOT_FOLDERS[0];
  const pick = (file: MediaFileEntry) => {
    onPick(file);
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{accept === 'image' ? messages.pickerTitle : messages.pickerDocumentTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <TabList selectedValue={root} onTabSelect={(_, data) => setFolder(String(data.value))} aria-label={messages.pickerRoots}>
              {MEDIA_ROOT_FOLDERS.map((value) => (
                <Tab key={value} value={value} icon={isPrivateMediaKey(value) ? <LockClosedRegular aria-label={messages.privateFolder} /> : undefined}>
                  {messages.rootNames[value]}
                </Tab>
              ))}
            </TabList>
            <MediaBrowser folder={folder} onOpenFolder={setFolder} mode={{ kind: 'pick', accept, onPick: pick }} />
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
