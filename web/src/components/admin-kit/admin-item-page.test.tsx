import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import type { Newsletter } from '@tdp/shared/schemas/newsletter';
import { audit } from '../../test/catalogue-fixtures.ts';
import { apiError, fakeApi, forParams, type FakeAnswer } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-in-app.tsx';
import { AdminItemPage } from './admin-item-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function issue(version: number, title: string): Newsletter {
  return { id: 7, title, issueDate: '2026-07-01', summary: '', body: '', attachments: [], published: true, ...audit(version) };
}

/** Keeps the title it was first given, so a remount shows in what it draws. */
function Editor({ item, onReload }: { item: Newsletter | null; onReload: () => void }) {
  const [title] = useState(item?.title ?? 'New issue');
  return (
    <>
      <h1>{title}</h1>
      <button onClick={onReload}>Reload</button>
    </>
  );
}

function Page() {
  const { id } = useParams();
  const read = (text: string) => (text === 'x' ? null : { params: { id: Number(text) } });
  return (
    <AdminItemPage route={portalRoutes.getNewsletterForAdmin} id={id} read={read} title="Edit issue" notFound="No such issue" thing="the issue">
      {(item, onReload) => <Editor item={item} onReload={onReload} />}
    </AdminItemPage>
  );
}

const renderAt = (path: string) => renderWithProviders(<Page />, { path, routePath: '/issues/:id?' });

describe('AdminItemPage', () => {
  it('opens the editor empty on the add page, and says so when no item can have the id, without reading', async () => {
    const requests = fakeApi({});
    renderAt('/issues');
    expect(screen.getByRole('heading', { name: 'New issue' })).toBeTruthy();
    renderAt('/issues/x');
    expect(screen.getByRole('heading', { name: 'Edit issue' })).toBeTruthy();
    expect(screen.getByText('No such issue')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows a failed read with Try again, then the item, and remounts the editor when a reload brings a new version', async () => {
    let answer: FakeAnswer<'getNewsletterForAdmin'> = apiError(404, 'NOT_FOUND', 'Not there yet.');
    fakeApi({ getNewsletterForAdmin: forParams({ id: '7' }, () => answer) });
    renderAt('/issues/7');
    expect(screen.getByRole('heading', { name: 'Edit issue' })).toBeTruthy();
    expect(await screen.findByText('Could not load the issue')).toBeTruthy();

    answer = { data: issue(1, 'July') };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'July' })).toBeTruthy();

    answer = { data: issue(2, 'July, corrected') };
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'July, corrected' })).toBeTruthy());
  });
});
