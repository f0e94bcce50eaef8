import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-in-app.tsx';
import { fakeApi } from '../../test/fake-api.ts';
import { recordWindowOpens } from '../../test/fake-window-open.ts';
import { DocumentListEditor, type DocumentDraft } from './document-list-editor.tsx';

afterEach(() => vi.restoreAllMocks());

function Editor({ initial }: { initial: DocumentDraft[] }) {
  const [documents, setDocuments] = useState(initial);
  return <DocumentListEditor documents={documents} onChange={setDocuments} errors={{}} path="documents" />;
}

const signedLink = (request: { query: URLSearchParams }) => ({
  data: { url: `https://bucket.test/${request.query.get('key')}?X-Amz-Signature=s`, fileName: 'x', expiresAt: '2027-03-07T10:05:00.000Z' },
});

describe("the admin forms' document fields", () => {
  it('open a private document through the signed route: a spreadsheet is saved while the form stays', async () => {
    const opened = recordWindowOpens();
    const requests = fakeApi({ getPortalDocumentLink: signedLink });
    renderWithProviders(<Editor initial={[{ title: 'Rate sheet', key: 'Documents/Suppliers/rates 2027.xlsx' }]} />);
    const item = screen.getByRole('listitem', { name: 'Document 1' });
    fireEvent.click(within(item).getByRole('button', { name: 'Open rates 2027.xlsx (downloads the file)' }));
    await waitFor(() =>
      expect(opened).toEqual([expect.objectContaining({ url: 'https://bucket.test/Documents/Suppliers/rates 2027.xlsx?X-Amz-Signature=s', target: '_self' })]),
    );
    expect(requests.filter((request) => request.route === 'getPortalDocumentLink').map((request) => request.query.get('key'))).toEqual([
      'Documents/Suppliers/rates 2027.xlsx',
    ]);
  });

  it('open a PDF in a tab opened at the click, and offer nothing to open until a file of the folder is named', async () => {
    const opened = recordWindowOpens();
    fakeApi({ getPortalDocumentLink: signedLink });
    renderWithProviders(
      <Editor
        initial={[
          { title: 'Checklist', key: 'Documents/Forms/Checklist.pdf' },
          { title: 'New', key: '' },
        ]}
      />,
    );
    expect(within(screen.getByRole('listitem', { name: 'Document 2' })).queryByRole('button', { name: /opens in a new tab|downloads/ })).toBeNull();
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Document 1' })).getByRole('button', { name: 'Open Checklist.pdf (opens in a new tab)' }));
    await waitFor(() => expect(opened[0]?.sentTo).toBe('https://bucket.test/Documents/Forms/Checklist.pdf?X-Amz-Signature=s'));
    expect(opened).toEqual([expect.objectContaining({ url: '', target: '_blank', opener: null })]);
  });
});
