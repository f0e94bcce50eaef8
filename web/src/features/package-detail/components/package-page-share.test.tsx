import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { SignedInAgentContext } from '../../../lib/signed-in-agent.ts';
import { PackagePage } from './package-page.tsx';
import { publicPackage } from '../../../test/catalogue-fixtures.ts';

const pkg = publicPackage();

const account = {
  username: 'harpreet',
  name: 'Harpreet Gill',
  role: 'agent',
  status: 'active',
  membership: 'Connected Agent',
  picture: null,
  profileSlug: 'harpreet-gill',
} as const;

beforeEach(() => {
  setApiBaseUrl('http://api.test');
  fakeApi({ getPackage: pkg, listRelatedPackages: [], getPortalAccount: { data: account } });
});

afterEach(() => setApiBaseUrl(''));

/** The page as the public shell shows it: `signedInAgent` is what the shell read from the session once hydrated. */
function renderPackage(signedInAgent: boolean) {
  return renderWithProviders(
    <SignedInAgentContext value={signedInAgent}>
      <PackagePage />
    </SignedInAgentContext>,
    { path: '/deals/bali-escape', routePath: '/deals/:id' },
  );
}

describe('Package page: sharing a deal', () => {
  it('offers nothing to a visitor', async () => {
    const { container } = renderPackage(false);
    await screen.findByRole('heading', { level: 1, name: 'Bali Escape' });
    const aside = container.querySelector('aside')!;
    expect(aside.children).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Share this deal' })).toBeNull();
  });

  it('offers a signed-in agent "Share this deal", which opens the panel with the link carrying their name', async () => {
    renderPackage(true);
    const share = await screen.findByRole('button', { name: 'Share this deal' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(share);
    const link = (await screen.findByRole('textbox', { name: 'Your link to this deal' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/deals/bali-escape?agent=harpreet-gill`);
    expect(screen.getByRole('button', { name: 'Hide sharing' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('img', { name: 'QR code of your link to Bali Escape' })).toBeTruthy();
  });
});
