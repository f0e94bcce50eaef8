import { Link } from '@fluentui/react-components';
import { useNotify } from './app-toaster.tsx';
import { privateDocumentLabel, useOpenPrivateDocument } from '../lib/media/open-private-document.ts';

/**
 * A document of the private `Documents/` folder in the Fluent screens (the portal, the admin): a link-styled button,
 * reached and pressed from the keyboard like a link, that opens the file through a short-lived address asked for at
 * the click; a toast says why when it cannot.
 */
export function PrivateDocumentLink({ document, className }: { document: { key: string; title: string }; className?: string }) {
  const notify = useNotify();
  const open = useOpenPrivateDocument((message) => notify('error', message));
  return (
    <Link as="button" type="button" className={className} aria-label={privateDocumentLabel(document)} onClick={() => open(document)}>
      {document.title}
    </Link>
  );
}
