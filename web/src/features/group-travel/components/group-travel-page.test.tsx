import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/render-in-app.tsx';
import { fakeApi } from '../../../test/fake-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('group travel pages', { timeout: 30_000 }, () => {
  it('presents the three kinds of group trip and links each to its page', async () => {
    fakeApi({});
    const { router } = renderAppAt('/group-travels');
    // The first page of a test file loads the shell's and the page's code: allow it time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Group travel, handled' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Group travel | TBB Travel'));
    expect(screen.getAllByRole('link', { name: 'Request a group quote' })[0]!.getAttribute('href')).toBe('/group-travel-request-a-quote');

    fireEvent.click(screen.getByRole('link', { name: 'Learn more: Destination weddings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Destination weddings' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/group-travels/destination-wedding');
  });

  it.each([
    ['/group-travels/friends-and-family', 'Trips with friends and family', 'friends-and-family'],
    ['/group-travels/destination-wedding', 'Destination weddings', 'destination-wedding'],
    ['/group-travels/group-promotion', 'Hosted trips and group promotions', 'group-promotion'],
  ])('%s leads to the group quote form with its kind chosen', async (path, heading, groupType) => {
    fakeApi({});
    renderAppAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What we take care of' })).toBeTruthy();
    await waitFor(() =>
      screen
        .getAllByRole('link', { name: 'Request a group quote' })
        .forEach((link) => expect(link.getAttribute('href')).toBe(`/group-travel-request-a-quote?groupType=${groupType}`)),
    );
  });
});
