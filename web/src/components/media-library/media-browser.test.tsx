import { useState } from 'react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaFileEntry, MediaUse } from '@tdp/shared/schemas/media';
import { renderWithProviders } from '../../test/render-in-app.tsx';
import { apiError, fakeApi, type FakeHandlers } from '../../test/fake-api.ts';
import { stubBucketUploads } from '../../test/fake-bucket-upload.ts';
import { recordWindowOpens } from '../../test/fake-window-open.ts';
import { MediaBrowser, type MediaBrowserMode } from './media-browser.tsx';

// Fluent renders slowly on a busy machine: give the screen time rather than fail on a slow render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function file(name: string, folder = 'package-images/', size = 48 * 1024): MediaFileEntry {
  const contentType = name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return { key: `${folder}${name}`, name, size, lastModified: '2027-03-07T10:00:00.000Z', contentType, url: `https://bucket.test/${folder}${name}` };
}

function Browser({ mode = { kind: 'manage' }, initialFolder = 'package-images/' }: { mode?: MediaBrowserMode; initialFolder?: string }) {
  const [folder, setFolder] = useState(initialFolder);
  return <MediaBrowser folder={folder} onOpenFolder={setFolder} mode={mode} />;
}

/** A small in-memory library behind the fake API. */
function stubLibrary(initial: Record<string, MediaFileEntry[]>, folders: Record<string, string[]> = {}, extra: FakeHandlers = {}) {
  const files = { ...initial };
  const requests = fakeApi({
    listMediaFileUses: (request) => ({ key: request.query.get('key')!, uses: [] }),
    listMediaFolder: (request) => {
      const folder = request.query.get('folder')!;
      return { folder, folders: (folders[folder] ?? []).map((name) => ({ path: `${folder}${name}/`, name })), files: files[folder] ?? [], nextCursor: null };
    },
    createMediaUpload: (request) => {
      const body = request.body;
      files[body.folder] = [...(files[body.folder] ?? []), { ...file(body.fileName, body.folder, body.size), contentType: body.contentType }];
      return {
        key: `${body.folder}${body.fileName}`,
        uploadUrl: `https://bucket.test/put/${body.fileName}?X-Amz-Signature=x`,
        method: 'PUT',
        headers: { 'Content-Type': body.contentType },
        expiresAt: '2027-01-01T00:10:00.000Z',
        url: '',
      };
    },
    deleteMediaFile: (request) => {
      const key = request.query.get('key')!;
      for (const folder of Object.keys(files)) files[folder] = files[folder]!.filter((entry) => entry.key !== key);
    },
    ...extra,
  });
  return requests;
}

const LIVE_PACKAGE_USE: MediaUse = {
  kind: 'package',
  id: '12',
  title: 'Lisbon by rail',
  published: true,
  adminPath: '/admin-dashboard/packages/edit/12',
  key: 'package-images/banner.jpg',
};
const DRAFT_AGENT_USE: MediaUse = {
  kind: 'agent',
  id: 'nadia-haddad',
  title: 'Nadia Haddad',
  published: false,
  adminPath: '/admin-dashboard/agent/edit/nadia-haddad',
  key: 'package-images/banner.jpg',
};
const REFUSAL = 'This file is used by published content: package "Lisbon by rail". Remove it from there (or unpublish that content) before deleting it.';

async function openFileAction(name: string, action: string) {
  const list = await screen.findByRole('list', { name: 'Folders and files in Package images' });
  fireEvent.click(within(list).getByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('MediaBrowser', () => {
  it('shows sub-folders and files with thumbnails from the CDN prefix, size and date, and opens a folder', async () => {
    stubLibrary(
      {
        'package-images/': [file('banff.jpg'), file('rates.pdf', 'package-images/', 2 * 1024 * 1024)],
        'package-images/europe/': [file('paris.jpg', 'package-images/europe/')],
      },
      { 'package-images/': ['europe'] },
    );
    renderWithProviders(<Browser />);
    const list = await screen.findByRole('list', { name: 'Folders and files in Package images' });
    expect((within(list).getByRole('img', { name: 'banff.jpg' }) as HTMLImageElement).src).toBe('http://localhost:3000/media/package-images/banff.jpg');
    expect(within(list).getByText('48 KB · Mar 7, 2027')).toBeTruthy();
    expect(within(list).getByText('2.0 MB · Mar 7, 2027')).toBeTruthy();
    expect(within(list).queryByRole('img', { name: 'rates.pdf' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Open folder europe' }));
    const europe = await screen.findByRole('list', { name: 'Folders and files in europe' });
    expect(within(europe).getByText('paris.jpg')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    fireEvent.click(within(crumbs).getByRole('button', { name: 'Package images' }));
    expect(await screen.findByRole('list', { name: 'Folders and files in Package images' })).toBeTruthy();
  });

  it('uploads several files through presigned PUTs with progress, and lists them', async () => {
    const requests = stubLibrary({ 'package-images/': [] });
    const puts = stubBucketUploads();
    renderWithProviders(<Browser />);
    await screen.findByText('This folder is empty');
    const input = screen.getByLabelText('Upload files', { selector: 'input' }) as HTMLInputElement;
    const photo = new File([new Uint8Array(2048)], 'Lac Léman #1.JPG', { type: 'image/jpeg' });
    const guide = new File([new Uint8Array(100)], 'guide.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [photo, guide] } });

    const uploads = await screen.findByRole('region', { name: 'Upload progress' });
    await waitFor(() => expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2));
    expect(within(uploads).getByText('Saved as Lac Leman -1.jpg')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { folder: 'package-images/', fileName: 'Lac Leman -1.jpg', contentType: 'image/jpeg', size: 2048 },
      { folder: 'package-images/', fileName: 'guide.pdf', contentType: 'application/pdf', size: 100 },
    ]);
    expect(puts.map((put) => [put.method, put.url, put.headers['Content-Type'], put.body])).toEqual([
      ['PUT', 'https://bucket.test/put/Lac Leman -1.jpg?X-Amz-Signature=x', 'image/jpeg', photo],
      ['PUT', 'https://bucket.test/put/guide.pdf?X-Amz-Signature=x', 'application/pdf', guide],
    ]);
    const list = await screen.findByRole('list', { name: 'Folders and files in Package images' });
    expect(within(list).getByText('Lac Leman -1.jpg')).toBeTruthy();
    expect(within(list).getByText('guide.pdf')).toBeTruthy();
  });

  it('refuses an SVG and an oversized image before calling the API, saying why', async () => {
    const requests = stubLibrary({ 'package-images/': [] });
    stubBucketUploads();
    renderWithProviders(<Browser />);
    await screen.findByText('This folder is empty');
    const input = screen.getByLabelText('Upload files', { selector: 'input' }) as HTMLInputElement;
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [svg, huge] } });
    const uploads = await screen.findByRole('region', { name: 'Upload progress' });
    expect(await within(uploads).findByText(/Failed: this type of file is not accepted/)).toBeTruthy();
    expect(await within(uploads).findByText('Failed: size must be at most 10 MB for an image')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('deletes a file after confirmation', async () => {
    const requests = stubLibrary({ 'package-images/': [file('old.jpg')] });
    renderWithProviders(<Browser />);
    const list = await screen.findByRole('list', { name: 'Folders and files in Package images' });
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for old.jpg' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete file?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This folder is empty')).toBeTruthy();
    expect(requests.find((request) => request.method === 'DELETE')?.query.get('key')).toBe('package-images/old.jpg');
  });

  it('offers only images, each with Select, when picking an image', async () => {
    stubLibrary({ 'package-images/': [file('banff.jpg'), file('rates.pdf')] });
    const onPick = vi.fn();
    renderWithProviders(<Browser mode={{ kind: 'pick', accept: 'image', onPick }} />);
    const list = await screen.findByRole('list', { name: 'Folders and files in Package images' });
    expect(within(list).queryByText('rates.pdf')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Select banff.jpg' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ key: 'package-images/banff.jpg' }));
  });

  it('lists who uses a file in the delete dialog, and keeps the dialog open with the refusal naming the published use', async () => {
    const requests = stubLibrary(
      { 'package-images/': [file('banner.jpg')] },
      {},
      {
        listMediaFileUses: { key: 'package-images/banner.jpg', uses: [LIVE_PACKAGE_USE, DRAFT_AGENT_USE] },
        deleteMediaFile: apiError(409, 'CONFLICT', REFUSAL, { usedBy: '/admin-dashboard/packages/edit/12' }),
      },
    );
    renderWithProviders(<Browser />);
    await openFileAction('banner.jpg', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete file?' });
    const usedBy = await within(dialog).findByRole('list', { name: 'Used by' });
    const rows = within(usedBy).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Package: Lisbon by railPublished', 'Agent: Nadia HaddadNot published']);
    expect(within(usedBy).getByRole('link', { name: 'Lisbon by rail' }).getAttribute('href')).toBe('/admin-dashboard/packages/edit/12');
    expect(within(usedBy).getByRole('link', { name: 'Nadia Haddad' }).getAttribute('href')).toBe('/admin-dashboard/agent/edit/nadia-haddad');
    expect(within(dialog).getByText(/Published content uses this file \(1\)/)).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/media/uses')?.query.get('key')).toBe('package-images/banner.jpg');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('Still in use');
    expect(refusal.textContent).toContain(REFUSAL);
    expect(screen.getByRole('alertdialog', { name: 'Delete file?' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Delete' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Folders and files in Package images' })).getByText('banner.jpg')).toBeTruthy();
  });

  it('says when a file is not used anywhere, and after a refused rename shows the use the server named', async () => {
    let uses: MediaUse[] = [];
    const requests = stubLibrary(
      { 'package-images/': [file('banner.jpg')] },
      {},
      {
        listMediaFileUses: () => ({ key: 'package-images/banner.jpg', uses }),
        renameMediaFile: () => {
          // Someone published a package using the file while the dialog was open.
          uses = [LIVE_PACKAGE_USE];
          return apiError(409, 'CONFLICT', REFUSAL.replace('deleting', 'renaming'), { usedBy: '/admin-dashboard/packages/edit/12' });
        },
      },
    );
    renderWithProviders(<Browser />);
    await openFileAction('banner.jpg', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename “banner.jpg”' });
    expect(await within(dialog).findByText('Not used anywhere.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /New name/ }), { target: { value: 'lisbon.jpg' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('before renaming it');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ key: 'package-images/banner.jpg', newName: 'lisbon.jpg' });
    const usedBy = await within(dialog).findByRole('list', { name: 'Used by' });
    expect(within(usedBy).getByRole('link', { name: 'Lisbon by rail' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rename “banner.jpg”' })).toBe(dialog);
  });

  it('shows where a file is used on request, with a retry when the check fails', async () => {
    let fail = true;
    stubLibrary(
      { 'package-images/': [file('banner.jpg')] },
      {},
      {
        listMediaFileUses: () => (fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : { key: 'package-images/banner.jpg', uses: [DRAFT_AGENT_USE] }),
      },
    );
    renderWithProviders(<Browser />);
    await openFileAction('banner.jpg', 'Where it is used');
    const dialog = await screen.findByRole('dialog', { name: 'Where “banner.jpg” is used' });
    const failure = await within(dialog).findByRole('alert', {}, { timeout: 15_000 });
    expect(failure.textContent).toContain('Could not check where this file is used.');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    const usedBy = await within(dialog).findByRole('list', { name: 'Used by' });
    expect(within(usedBy).getByRole('link', { name: 'Nadia Haddad' })).toBeTruthy();
    expect(within(dialog).getByText('Only drafts or content not shown use this file.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Where “banner.jpg” is used' })).toBeNull());
  });
});

describe('MediaBrowser: the private Documents/ folder', () => {
  const CHECKLIST = 'Pre-departure Checklist.pdf';
  const signedLink = (request: { query: URLSearchParams }) => ({
    data: { url: `https://bucket.test/${request.query.get('key')}?X-Amz-Signature=s`, fileName: CHECKLIST, expiresAt: '2027-03-07T10:05:00.000Z' },
  });

  async function openDocumentAction(name: string, action: string) {
    const list = await screen.findByRole('list', { name: 'Folders and files in Documents' });
    fireEvent.click(within(list).getByRole('button', { name: `Actions for ${name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  }

  it('marks the folder and each of its files private, shows no picture from the public prefix and no address to copy', async () => {
    stubLibrary({ 'Documents/': [file(CHECKLIST, 'Documents/'), file('office.jpg', 'Documents/')] }, { 'Documents/': ['Forms'] });
    renderWithProviders(<Browser initialFolder="Documents/" />);
    const list = await screen.findByRole('list', { name: 'Folders and files in Documents' });
    expect(screen.getByText(/Visitors cannot open these files/).textContent).toContain('Private: signed-in agents and admins only');
    expect(within(list).getAllByText('Private: signed-in agents and admins only')).toHaveLength(2);
    expect(within(list).queryByRole('img', { name: 'office.jpg' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for office.jpg' }));
    expect(await screen.findByRole('menuitem', { name: 'Open in a new tab' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Copy address' })).toBeNull();
  });

  it('opens a private file through the signed route, in a tab opened at the click that cannot reach back into the site', async () => {
    const opened = recordWindowOpens();
    const requests = stubLibrary({ 'Documents/': [file(CHECKLIST, 'Documents/')] }, {}, { getPortalDocumentLink: signedLink });
    renderWithProviders(<Browser initialFolder="Documents/" />);
    await openDocumentAction(CHECKLIST, 'Open in a new tab');
    await waitFor(() => expect(opened[0]?.sentTo).toBe(`https://bucket.test/Documents/${CHECKLIST}?X-Amz-Signature=s`));
    expect(opened).toEqual([expect.objectContaining({ url: '', target: '_blank', opener: null, closed: false })]);
    expect(requests.filter((request) => request.route === 'getPortalDocumentLink').map((request) => request.query.get('key'))).toEqual([
      `Documents/${CHECKLIST}`,
    ]);
  });

  it('says why in a toast when no address can be had, and closes the waiting tab', async () => {
    const opened = recordWindowOpens();
    stubLibrary(
      { 'Documents/': [file(CHECKLIST, 'Documents/')] },
      {},
      {
        getPortalDocumentLink: apiError(404, 'NOT_FOUND', 'This document is no longer in the library. Ask the agency for it.'),
      },
    );
    renderWithProviders(<Browser initialFolder="Documents/" />);
    await openDocumentAction(CHECKLIST, 'Open in a new tab');
    expect(await screen.findByText(`“${CHECKLIST}” could not be opened. This document is no longer in the library. Ask the agency for it.`)).toBeTruthy();
    expect(opened).toEqual([expect.objectContaining({ target: '_blank', sentTo: null, closed: true })]);
  });

  it('opens a public file at its public address, without the signed route', async () => {
    const opened = recordWindowOpens();
    const requests = stubLibrary({ 'package-images/': [file('banff.jpg')] });
    renderWithProviders(<Browser />);
    await openFileAction('banff.jpg', 'Open in a new tab');
    expect(opened).toEqual([expect.objectContaining({ url: 'http://localhost:3000/media/package-images/banff.jpg', target: '_blank' })]);
    expect(requests.filter((request) => request.route === 'getPortalDocumentLink')).toEqual([]);
    expect(screen.queryByText('Private: signed-in agents and admins only')).toBeNull();
  });
});
