import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { DealsToSharePage } from './deals-to-share-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/agent-dashboard/DealsToShare';
const card = (package_url: string, title: string) => ({
  id: 1,
  package_url,
  title,
  banner_image: 'package-images/x.png',
  price: 1000,
  tax: 250,
  icons_data: [],
  dateRanges: [],
  destinationName: 'Indonesia',
  durationNights: 7,
});

describe('Deals to share', { timeout: 60_000 }, () => {
  it("lists the current deals, each opening the share panel with the agent's link", async () => {
    fakeApi({
      listHomepagePackages: [card('bali-escape', 'Bali Escape'), card('lisbon-week', 'Lisbon Week')],
      getPortalAccount: {
        data: {
          username: 'harpreet',
          name: 'Harpreet Gill',
          role: 'agent',
          status: 'active',
          membership: 'Connected Agent',
          picture: null,
          profileSlug: 'harpreet-gill',
        },
      },
    });
    renderRoutes(PATH, { [PATH]: <DealsToSharePage /> });
    const item = (await screen.findByRole('heading', { name: 'Lisbon Week' })).closest('li')!;
    expect(screen.getAllByRole('button', { name: 'Share this deal' })).toHaveLength(2);
    fireEvent.click(within(item).getByRole('button', { name: 'Share this deal' }));
    const link = (await within(item).findByRole('textbox', { name: 'Your link to this deal' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/deals/lisbon-week?agent=harpreet-gill`);
    expect(within(item).getByRole('link', { name: 'Facebook (opens in a new tab)' }).getAttribute('href')).toContain(encodeURIComponent(link.value));
  });
});
