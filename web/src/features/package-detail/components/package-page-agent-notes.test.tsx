import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tdp/shared/api/route-definition';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { apiError, fakeApi, type FakeHandlers, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { recordWindowOpens } from '../../../test/fake-window-open.ts';
import { SignedInRoleContext } from '../../../lib/signed-in-agent.ts';
import { PackagePage } from './package-page.tsx';
import { agentNotesView, publicPackage } from '../../../test/catalogue-fixtures.ts';

const pkg = publicPackage();

const notes = agentNotesView();

let requests: FakeRequest[];

function serve(handlers: FakeHandlers = {}) {
  requests = fakeApi({ getPackage: pkg, listRelatedPackages: [], getPortalPackageAgentNotes: { data: notes }, ...handlers });
}

beforeEach(() => {
  setApiBaseUrl('http://api.test');
  serve();
});

afterEach(() => {
  setApiBaseUrl('');
  vi.restoreAllMocks();
});

/** The page as the public shell shows it: `role` is what the shell read from the session once hydrated (null: a visitor). */
function renderPackage(role: Role | null) {
  return renderWithProviders(
    <SignedInRoleContext value={role}>
      <PackagePage />
    </SignedInRoleContext>,
    { path: '/deals/bali-escape', routePath: '/deals/:id' },
  );
}

const notesReads = () => requests.filter((request) => request.route === 'getPortalPackageAgentNotes');

describe('Package page: the agent-only notes', () => {
  it('shows a visitor nothing and never asks for them', async () => {
    const { container } = renderPackage(null);
    await screen.findByRole('heading', { level: 1, name: 'Bali Escape' });
    // Let every read the page makes settle.
    await waitFor(() => expect(requests.some((request) => request.route === 'listRelatedPackages')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'For agents' })).toBeNull();
    expect(container.textContent).not.toContain('PSH-0005-W27');
    expect(notesReads()).toEqual([]);
  });

  it('shows a signed-in agent "For agents" under the price box: the notes, line breaks kept, and the files to open', async () => {
    const { container } = renderPackage('agent');
    const panel = (await screen.findByRole('heading', { level: 2, name: 'For agents' })).closest('section')!;
    expect(container.querySelector('aside')!.contains(panel)).toBe(true);
    const section = within(panel);
    await section.findByText('Pacific Sun Holidays');
    expect(section.getByText('Commission').nextElementSibling!.textContent).toBe('12% on the land portion, paid 30 days after return.');
    expect(section.getByText('Booking code').nextElementSibling!.textContent).toBe('PSH-0005-W27');
    expect(section.getByText(/Lead with the villa upgrade/).textContent).toBe('Lead with the villa upgrade.\nHold with the deposit on peak weeks.');
    // Documents/ is private: no public address in the page, a button that asks for one at the click.
    expect(section.getByRole('button', { name: 'Card authorization form (opens in a new tab)' }).textContent).toBe('Card authorization form');
    expect(panel.querySelector('a[href*="Documents"]')).toBeNull();
    expect(section.getByText('Updated Nov 20, 2026')).toBeTruthy();
    expect(notesReads().map((request) => request.params)).toEqual([{ slug: 'bali-escape' }]);
  });

  it('opens a file through the signed route at the click, in a tab opened then, that cannot reach back into the site', async () => {
    const opened = recordWindowOpens();
    serve({
      getPortalDocumentLink: (request) => ({
        data: { url: `https://bucket.test/${request.query.get('key')}?X-Amz-Signature=s`, fileName: 'Card.pdf', expiresAt: '2026-11-20T18:05:00.000Z' },
      }),
    });
    renderPackage('agent');
    const file = await screen.findByRole('button', { name: 'Card authorization form (opens in a new tab)' });
    file.focus();
    fireEvent.click(file);
    await waitFor(() => expect(opened[0]?.sentTo).toBe('https://bucket.test/Documents/Forms/Card.pdf?X-Amz-Signature=s'));
    expect(opened).toEqual([expect.objectContaining({ url: '', target: '_blank', opener: null, closed: false })]);
    const links = requests.filter((request) => request.route === 'getPortalDocumentLink');
    expect(links.map((request) => request.query.get('key'))).toEqual(['Documents/Forms/Card.pdf']);
  });

  it('says in the panel when a file cannot be opened, and closes the waiting tab', async () => {
    const opened = recordWindowOpens();
    serve({ getPortalDocumentLink: apiError(404, 'NOT_FOUND', 'This document is no longer in the library. Ask the agency for it.') });
    renderPackage('agent');
    fireEvent.click(await screen.findByRole('button', { name: 'Card authorization form (opens in a new tab)' }));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe('“Card authorization form” could not be opened. This document is no longer in the library. Ask the agency for it.');
    expect(opened).toEqual([expect.objectContaining({ sentTo: null, closed: true })]);
  });

  it('shows an admin the same panel', async () => {
    renderPackage('admin');
    await screen.findByText('Pacific Sun Holidays');
    expect(screen.getByRole('heading', { level: 2, name: 'For agents' })).toBeTruthy();
  });

  it('says when the deal has no notes yet', async () => {
    serve({
      getPortalPackageAgentNotes: { data: { ...notes, commissionNote: '', supplierName: '', bookingCode: '', sellingNotes: '', files: [], updatedAt: null } },
    });
    renderPackage('agent');
    expect(await screen.findByText('No agent notes for this deal yet.')).toBeTruthy();
  });

  it('offers to try again when they could not be read', async () => {
    let calls = 0;
    serve({
      getPortalPackageAgentNotes: () => {
        calls += 1;
        return calls === 1 ? apiError(503, 'UNAVAILABLE', 'Try later.') : { data: notes };
      },
    });
    renderPackage('agent');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The agent notes could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pacific Sun Holidays')).toBeTruthy();
  });
});
