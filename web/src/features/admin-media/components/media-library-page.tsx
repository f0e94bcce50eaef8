import { useSearchParams } from 'react-router-dom';
import { AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { locationFromSearch, searchForFolder } from '../../../lib/media/media-paths.ts';
import { mediaMessages as messages } from '../../../lib/media/media-messages.ts';
import { MediaBrowser } from '../../../components/media-library/media-browser.tsx';

/**
 * `FileManager?folder=package-images/|Documents/|suppliers/logo/` (and `&path=` below a root): the media
 * library. Opening a sub-folder changes the address, so Back returns to the folder before.
 */
export function MediaLibraryPage() {
  const [search, setSearch] = useSearchParams();
  const { root, folder } = locationFromSearch(search);
  return (
    <AdminScreen title={formatMessage(messages.pageTitle, { root: messages.rootNames[root] })} description={messages.description}>
      <MediaBrowser folder={folder} onOpenFolder={(next) => setSearch(searchForFolder(next))} mode={{ kind: 'manage' }} />
    </AdminScreen>
  );
}
