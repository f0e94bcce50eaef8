import { createContext, useContext, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackage } from '@tdp/shared/schemas/package';
import { FluentScope } from '../../app/fluent-scope.tsx';
import { AppProviders } from '../../app/providers.tsx';
import { audit, editablePackage } from '../../test/catalogue-fixtures.ts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { testRuntimeConfig } from '../../test/test-config.ts';
import type { ConflictNames } from './package-conflict.ts';
import { draftFromPackage, withTitle } from './package-draft.ts';
import { usePackageSave } from './use-package-save.ts';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const names: ConflictNames = { destination: () => undefined, travelStyle: () => undefined, departureCity: () => undefined };

/** The package as this editor loaded it: version 3, a draft. */
const loaded: AdminPackage = editablePackage(42, {
  title: 'Seven nights in Nice',
  package_url: 'seven-nights-in-nice',
  status: 'draft',
  tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'A week on the Riviera.' } }],
  ...audit(3),
});

// The hook runs as the router's page (the unsaved-changes warning needs a data router), inside the app's providers.
const HookSlot = createContext<ReactNode>(null);
function HookPage() {
  return <>{useContext(HookSlot)}</>;
}

function renderSave(initial: AdminPackage | null, path: string) {
  const router = createMemoryRouter([{ path: '*', element: <HookPage /> }], { initialEntries: [{ pathname: path, state: { list: 'kept' } }] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders config={testRuntimeConfig}>
      <FluentScope toaster>
        <SWRConfig value={{ provider: () => new Map() }}>
          <HookSlot.Provider value={children}>
            <RouterProvider router={router} />
          </HookSlot.Provider>
        </SWRConfig>
      </FluentScope>
    </AppProviders>
  );
  const rendered = renderHook(() => usePackageSave({ initial, names, otherUnsaved: false }), { wrapper });
  return { ...rendered, router };
}

describe('usePackageSave', () => {
  it('saves the form on the version it read, then shows the stored package at its new version', async () => {
    const requests = fakeApi({ updatePackage: (request) => ({ ...loaded, title: request.body.title, ...audit(4) }) });
    const { result } = renderSave(loaded, '/admin-dashboard/packages/edit/42');

    act(() => result.current.setDraft((draft) => withTitle(draft, 'Eight nights in Nice')));
    expect(result.current.isDirty).toBe(true);
    await act(() => result.current.save(false));

    const put = requests.find((request) => request.route === 'updatePackage');
    expect(put?.params).toEqual({ id: '42' });
    expect(put?.body).toMatchObject({ title: 'Eight nights in Nice', version: 3 });
    expect(result.current.saved?.version).toBe(4);
    expect(result.current.isDirty).toBe(false);
    expect(result.current.saving).toBe(false);
    expect(result.current.problem).toBeNull();
    expect(result.current.conflict).toBeNull();
  });

  it('on a 409 on version, reads their version and opens the merge with base, mine and theirs; saving it sends the merged package on their version', async () => {
    const theirs: AdminPackage = { ...loaded, title: 'Ten nights in Nice', price: 1499, ...audit(4), updatedBy: 'maya' };
    let refused = false;
    const requests = fakeApi({
      updatePackage: (request) => {
        if (!refused) {
          refused = true;
          return apiError(409, 'CONFLICT', 'The package changed since it was loaded.', { version: 'is 4, not 3' });
        }
        return { ...theirs, title: request.body.title, ...audit(5) };
      },
      getPackageEditForm: theirs,
    });
    const { result } = renderSave(loaded, '/admin-dashboard/packages/edit/42');

    act(() => result.current.setDraft((draft) => withTitle(draft, 'Eight nights in Nice')));
    await act(() => result.current.save(false));

    expect(result.current.conflict).toMatchObject({ baseVersion: 3, comparing: true, publish: false, theirs: { version: 4, updatedBy: 'maya' } });
    const merge = result.current.conflictMerge;
    expect(merge?.conflicts).toHaveLength(1);
    expect(merge?.conflicts[0]).toMatchObject({
      key: 'title',
      base: { summary: 'Seven nights in Nice' },
      mine: { summary: 'Eight nights in Nice' },
      theirs: { summary: 'Ten nights in Nice' },
    });
    expect(merge?.taken.map((field) => field.key)).toContain('price');

    act(() => result.current.closeConflict());
    expect(result.current.conflictMerge).toBeNull();
    expect(result.current.conflict?.comparing).toBe(false);
    act(() => result.current.compareConflict());
    expect(result.current.conflictMerge?.conflicts).toHaveLength(1);

    act(() => result.current.saveMerged({ title: 'mine' }));
    await waitFor(() => expect(result.current.saved?.version).toBe(5));
    const puts = requests.filter((request) => request.route === 'updatePackage');
    expect(puts[1]?.body).toMatchObject({ title: 'Eight nights in Nice', price: 1499, version: 4 });
    expect(result.current.conflict).toBeNull();
    expect(result.current.isDirty).toBe(false);
  });

  it("shows a 422 answer's fields under their fields, until the form changes", async () => {
    fakeApi({ updatePackage: apiError(422, 'UNPROCESSABLE', 'Some fields are not right.', { title: 'must not mention a competitor' }) });
    const { result } = renderSave(loaded, '/admin-dashboard/packages/edit/42');

    await act(() => result.current.save(false));

    expect(result.current.errors).toEqual({ title: 'must not mention a competitor' });
    expect(result.current.problem).toBeNull();
    expect(result.current.saved?.version).toBe(3);
    act(() => result.current.setDraft((draft) => withTitle(draft, 'Seven nights on the Riviera')));
    expect(result.current.errors).toEqual({});
  });

  it('creates a new package and moves to its edit address, keeping the navigation state', async () => {
    const requests = fakeApi({ createPackage: (request) => ({ ...loaded, title: request.body.title, id: 77, ...audit(1) }) });
    const { result, router } = renderSave(null, '/admin-dashboard/packages/add');

    const filled = draftFromPackage(loaded);
    act(() => {
      result.current.setDraft(filled.draft);
      result.current.dispatchTabs({ type: 'populate', tabs: loaded.tabs });
    });
    expect(result.current.isDirty).toBe(true);
    await act(() => result.current.save(false));

    expect(requests.filter((request) => request.route === 'createPackage')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin-dashboard/packages/edit/77');
    expect(router.state.location.state).toEqual({ list: 'kept' });
  });
});
