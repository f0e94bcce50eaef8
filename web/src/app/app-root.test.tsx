import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { resetSessionAndApi, storeSignedInSession } from '../features/auth/test/fake-api.ts';
import { renderAppAt } from '../test/render-in-app.tsx';
import { testRuntimeConfig } from '../test/test-config.ts';
import { AppRoot } from './app-root.tsx';
import { appRouterOptions, appRoutes } from './router.tsx';
import { fakeApi } from '../test/fake-api.ts';

afterEach(resetSessionAndApi);

describe('AppRoot', () => {
  it('shows an error screen naming the problem when the config failed to load', async () => {
    const router = createMemoryRouter(appRoutes, { ...appRouterOptions, initialEntries: ['/'] });
    render(<AppRoot configResult={{ ok: false, problem: '/config.json answered HTTP 404.' }} router={router} />);
    expect(within(await screen.findByRole('alert')).getByRole('heading', { level: 1 }).textContent).toBe('TBB Travel is not available right now');
    expect(screen.getByText(/\/config\.json answered HTTP 404\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('renders the public shell with its landmarks, brand and contact facts from the config', async () => {
    renderAppAt('/no-such-page');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'TBB Travel home page' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByRole('link', { name: 'Call us 1-866-555-0142' }).getAttribute('href')).toBe('tel:+18665550142');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'support@tbbtravel.ca' }).getAttribute('href')).toBe('mailto:support@tbbtravel.ca');
    expect(within(footer).getByText(testRuntimeConfig.hours)).toBeTruthy();
    expect(within(footer).getByText('Professional registration number 3287')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('shows the coming-soon page inside the public shell for an unknown path', async () => {
    renderAppAt('/holidays/somewhere-new');
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('heading', { level: 1 })).textContent).toBe('Coming soon');
    expect(within(main).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('renders the agent portal shell for /agent-dashboard paths', async () => {
    storeSignedInSession('agent');
    renderAppAt('/agent-dashboard/NoSuchPage');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'TBB Travel Connected Agent home page' }).getAttribute('href')).toBe('/agent-dashboard');
    const main = screen.getByRole('main');
    expect(main.id).toBe('agent-main-content');
    expect(within(main).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/agent-dashboard');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'support@tbbtravel.ca' })).toBeTruthy();
  });

  it('redirects /admin-dashboard to /admin-dashboard/top-best-bets inside the admin shell', async () => {
    fakeApi({});
    storeSignedInSession('admin');
    const { router } = renderAppAt('/admin-dashboard');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'TBB Travel Admin home page' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/top-best-bets'));
    expect(screen.getByRole('main').id).toBe('admin-main-content');
  });

  it('renders /header and /footer on their own, outside the shell', async () => {
    renderAppAt('/footer');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
  });
});
