import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Field, Input } from '@fluentui/react-components';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-in-app.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { labelsFrom } from '../admin-form/field-errors.ts';
import { CollectionFormDialog, fieldState } from './collection-form-dialog.tsx';
import { bySortOrder, nextSortOrder } from './collection-order.ts';
import { CollectionScreen, EditDeleteButtons } from './collection-screen.tsx';

interface Item {
  id: number;
  name: string;
  sortOrder: number;
}

const items: Item[] = [
  { id: 1, name: 'Lisbon', sortOrder: 20 },
  { id: 2, name: 'Bali', sortOrder: 10 },
  { id: 3, name: 'Rome', sortOrder: 20 },
];
const schema = z.strictObject({ name: z.string().check(z.trim(), z.minLength(1, { error: 'is required' })) });
const labelOf = labelsFrom({ name: 'Name' });

function Screen({
  list = items,
  error,
  send = vi.fn(async () => undefined),
  remove = vi.fn(async () => undefined),
  onRetry = vi.fn(),
}: {
  /** 'unread': the read has not answered. */
  list?: Item[] | 'unread';
  error?: ApiError;
  send?: (body: { name: string }) => Promise<void>;
  remove?: (item: Item) => Promise<void>;
  onRetry?: () => void;
}) {
  return (
    <CollectionScreen<Item>
      title="Places"
      add={{ label: 'Add place' }}
      items={list === 'unread' ? undefined : list}
      error={error}
      onRetry={onRetry}
      thing="places"
      empty={{ title: 'No places yet', hint: 'Add the first one.' }}
      order={bySortOrder}
      search={{ label: 'Search places', matches: (item, words) => item.name.toLowerCase().includes(words) }}
      form={(item, close) => (
        <CollectionFormDialog
          title={item ? 'Edit place' : 'New place'}
          thing="place"
          initial={{ name: item?.name ?? '' }}
          schema={schema}
          toInput={(draft: { name: string }) => draft}
          labelOf={labelOf}
          send={send}
          onReload={vi.fn()}
          onClose={close}
        >
          {({ draft, errors, set }) => (
            <Field label="Name" {...fieldState(errors, 'name')}>
              <Input value={draft.name} onChange={(_, data) => set('name', data.value)} />
            </Field>
          )}
        </CollectionFormDialog>
      )}
      remove={{ thing: 'place', nameOf: (item) => item.name, send: remove }}
    >
      {(shown, actions) => (
        <ul>
          {shown.map((item) => (
            <li key={item.id}>
              {item.name}
              <EditDeleteButtons item={item} name={item.name} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </CollectionScreen>
  );
}

describe('CollectionScreen', () => {
  it('shows a load failure with Try again', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<Screen list="unread" error={new ApiError(500, 'INTERNAL', 'The server is busy.')} onRetry={onRetry} />);
    expect((await screen.findByText('Could not load places')).textContent).toBe('Could not load places');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the empty state without a search box', async () => {
    renderWithProviders(<Screen list={[]} />);
    expect(await screen.findByText('No places yet')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('orders by sortOrder then id, and searches the loaded members', async () => {
    renderWithProviders(<Screen />);
    await screen.findByText('Bali');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/EditDelete/, ''))).toEqual(['Bali', 'Lisbon', 'Rome']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search places' }), { target: { value: 'RO' } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/EditDelete/, ''))).toEqual(['Rome']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search places' }), { target: { value: 'oslo' } });
    expect(screen.getByText('Nothing matches “oslo”')).toBeTruthy();
  });

  it('asks before deleting, then deletes', async () => {
    const remove = vi.fn(async () => undefined);
    renderWithProviders(<Screen remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Rome' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete place?', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(items[2]));
  });

  it("checks the form with the schema, shows the server's 409 with Reload, and sends a valid body", async () => {
    const send = vi
      .fn<(body: { name: string }) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'This item changed since you loaded it.', { version: 'is out of date' }))
      .mockResolvedValueOnce(undefined);
    renderWithProviders(<Screen send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add place' }));
    const form = await screen.findByRole('form', { name: 'New place', hidden: true });
    fireEvent.submit(form);
    expect(await within(form).findByText('Name is required.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Name', hidden: true }), { target: { value: 'Oslo' } });
    fireEvent.submit(form);
    const alert = await within(form).findByRole('alert', { hidden: true });
    expect(within(alert).getByRole('button', { name: 'Reload', hidden: true })).toBeTruthy();
    fireEvent.submit(form);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New place', hidden: true })).toBeNull());
    expect(send).toHaveBeenLastCalledWith({ name: 'Oslo' }, { name: 'Oslo' });
  });
});

describe('nextSortOrder', () => {
  it('starts at 10 and goes on after the highest, up to 9999', () => {
    expect(nextSortOrder(undefined)).toBe(10);
    expect(nextSortOrder(items)).toBe(30);
    expect(nextSortOrder([{ id: 1, sortOrder: 9995 }])).toBe(9999);
  });
});
