import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetSessionAndApi, storeSignedInSession } from '../../features/auth/test/fake-api.ts';
import { setApiBaseUrl } from '../../lib/api-client.ts';
import { fakeApi, type FakeRequest } from '../../test/fake-api.ts';
import { renderAppAt } from '../../test/render-in-app.tsx';
import { agentNotesView, publicPackage } from '../../test/catalogue-fixtures.ts';

/**
 * The public shell reads the session once the page is up and tells a package page who is signed in: an agent or an
 * admin gets the package's agent-only notes (read with their token), a visitor neither sees nor asks for them.
 */

const pkg = publicPackage();

const notes = agentNotesView();

let requests: FakeRequest[];

beforeEach(() => {
  setApiBaseUrl('http://api.test');
  requests = fakeApi({ getPackage: pkg, listRelatedPackages: [], getPortalPackageAgentNotes: { data: notes } });
});

afterEach(() => {
  setApiBaseUrl('');
  resetSessionAndApi();
});

const notesReads = () => requests.filter((request) => request.route === 'getPortalPackageAgentNotes');

describe('public shell: who a package page reads its agent-only notes for', () => {
  it('a signed-in agent gets them, read with their token once the page is up', async () => {
    storeSignedInSession('agent');
    renderAppAt('/deals/bali-escape');
    expect(await screen.findByText('Pacific Sun Holidays')).toBeTruthy();
    expect(notesReads()).toHaveLength(1);
    expect(notesReads()[0]!.authorization).toMatch(/^Bearer /);
  });

  it('a signed-in admin gets them too', async () => {
    storeSignedInSession('admin');
    renderAppAt('/deals/bali-escape');
    expect(await screen.findByRole('heading', { level: 2, name: 'For agents' })).toBeTruthy();
    expect(await screen.findByText('Pacific Sun Holidays')).toBeTruthy();
  });

  it('a visitor does not: no panel, no read', async () => {
    const { container } = renderAppAt('/deals/bali-escape');
    await screen.findByRole('heading', { level: 1, name: 'Bali Escape' });
    await waitFor(() => expect(requests.some((request) => request.route === 'listRelatedPackages')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'For agents' })).toBeNull();
    expect(container.textContent).not.toContain('Pacific Sun Holidays');
    expect(notesReads()).toEqual([]);
  });
});
