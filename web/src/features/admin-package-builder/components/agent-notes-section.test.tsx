import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackageAgentNotes } from '@tdp/shared/schemas/package-agent-notes';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { apiError, fakeApi, type FakeHandlers, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { AgentNotesSection } from './agent-notes-section.tsx';

// Fluent renders slowly on a busy machine: give the screen time rather than fail on a slow render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const saved: PackageAgentNotes = {
  packageId: 42,
  commissionNote: '12% on the land portion.',
  supplierName: 'Pacific Sun Holidays',
  bookingCode: 'PSH-0042-W27',
  sellingNotes: 'Lead with the villa upgrade.',
  files: [{ title: 'Card authorization form', key: 'Documents/Forms/Card.pdf' }],
  version: 2,
  updatedAt: '2026-11-20T18:00:00.000Z',
  updatedBy: 'alex.admin',
};

const empty: PackageAgentNotes = {
  ...saved,
  commissionNote: '',
  supplierName: '',
  bookingCode: '',
  sellingNotes: '',
  files: [],
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

let requests: FakeRequest[];

function serve(handlers: FakeHandlers) {
  requests = fakeApi(handlers);
}

beforeEach(() => setApiBaseUrl('http://api.test'));
afterEach(() => {
  setApiBaseUrl('');
  vi.unstubAllGlobals();
});

function renderSection(packageId: number | null = 42, onDirtyChange = vi.fn()) {
  renderWithProviders(<AgentNotesSection packageId={packageId} onDirtyChange={onDirtyChange} />);
  return onDirtyChange;
}

const puts = () => requests.filter((request) => request.route === 'updatePackageAgentNotes');
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('AgentNotesSection (package builder)', () => {
  it('asks to save a new package first, and reads nothing', () => {
    serve({});
    renderSection(null);
    expect(screen.getByText('Save the package first: its agent notes can be added once it exists.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("shows the package's notes and saves the changed ones with one PUT at the version read", async () => {
    serve({
      getPackageAgentNotes: { data: saved },
      updatePackageAgentNotes: (request) => ({ data: { ...saved, ...request.body, version: 3 } as PackageAgentNotes }),
    });
    const onDirtyChange = renderSection();
    expect(((await screen.findByRole('textbox', { name: /^Supplier/ })) as HTMLInputElement).value).toBe('Pacific Sun Holidays');
    expect(screen.getByText('Notes version 2')).toBeTruthy();
    expect(textbox(/^Booking code/).value).toBe('PSH-0042-W27');
    expect((screen.getAllByRole('textbox', { name: /^File/ })[0] as HTMLInputElement).value).toBe('Documents/Forms/Card.pdf');

    fireEvent.change(textbox(/^Booking code/), { target: { value: 'PSH-0042-W28' } });
    fireEvent.change(textbox(/^Selling notes/), { target: { value: 'Lead with the villa upgrade.\nHold with the deposit.' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save agent notes' }));
    expect(await screen.findByText('Notes version 3')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.params).toEqual({ id: '42' });
    expect(puts()[0]!.body).toEqual({
      commissionNote: '12% on the land portion.',
      supplierName: 'Pacific Sun Holidays',
      bookingCode: 'PSH-0042-W28',
      sellingNotes: 'Lead with the villa upgrade.\nHold with the deposit.',
      files: [{ title: 'Card authorization form', key: 'Documents/Forms/Card.pdf' }],
      version: 2,
    });
    expect(await screen.findByText('Agent notes saved.')).toBeTruthy();
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('takes up to two files, chosen from the media library', async () => {
    serve({
      getPackageAgentNotes: { data: empty },
      listMediaFolder: {
        folder: 'Documents/',
        folders: [],
        files: [
          {
            key: 'Documents/Forms/Checklist.pdf',
            name: 'Checklist.pdf',
            size: 2048,
            lastModified: '2027-01-01T00:00:00.000Z',
            contentType: 'application/pdf',
            url: '/media/Documents/Forms/Checklist.pdf',
          },
        ],
        nextCursor: null,
      },
    });
    renderSection();
    expect(await screen.findByText('Notes not saved yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    fireEvent.click(screen.getByRole('button', { name: 'Browse… Document 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Select Checklist.pdf' }));
    await waitFor(() => expect((screen.getAllByRole('textbox', { name: /^File/ })[0] as HTMLInputElement).value).toBe('Documents/Forms/Checklist.pdf'));
    expect(requests.find((request) => request.route === 'listMediaFolder')!.query.get('folder')).toBe('Documents/');
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect(screen.getAllByRole('textbox', { name: /^File/ })).toHaveLength(2);
    // Two is the most: no third.
    expect(screen.queryByRole('button', { name: 'Add document' })).toBeNull();
  });

  it('checks the fields with the shared rules before sending, and shows the fields the server names', async () => {
    serve({
      getPackageAgentNotes: { data: empty },
      updatePackageAgentNotes: apiError(400, 'VALIDATION_FAILED', 'Check the field: bookingCode.', { bookingCode: 'must be at most 100 characters' }),
    });
    renderSection();
    await screen.findByText('Notes not saved yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save agent notes' }));
    // The empty file row is refused here, each field saying why: nothing is sent.
    expect(await screen.findByText('File title is required.')).toBeTruthy();
    expect(screen.getByText('File is required.')).toBeTruthy();
    expect(puts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove document 1' }));
    fireEvent.change(textbox(/^Booking code/), { target: { value: 'X-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save agent notes' }));
    expect(await screen.findByText('Booking code must be at most 100 characters.')).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });

  it('says when someone else saved the notes first, and Reload shows theirs', async () => {
    let stored = saved;
    serve({
      getPackageAgentNotes: () => ({ data: stored }),
      updatePackageAgentNotes: () => {
        stored = { ...saved, supplierName: 'Island Hopper Travel', version: 3 };
        return apiError(409, 'CONFLICT', 'This item changed since you loaded it. Reload to see the latest version.', { version: 'is out of date' });
      },
    });
    renderSection();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Supplier/ }), { target: { value: 'My supplier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save agent notes' }));
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).toContain('agent notes');
    expect(textbox(/^Supplier/).value).toBe('My supplier');
    fireEvent.click(within(bar).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(textbox(/^Supplier/).value).toBe('Island Hopper Travel'));
    expect(screen.getByText('Notes version 3')).toBeTruthy();
  });
});
