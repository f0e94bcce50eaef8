import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { testRuntimeConfig } from '../../../test/test-config.ts';
import { AgentFooter } from './agent-footer.tsx';

describe('agent portal footer', () => {
  it('has four link columns reaching every portal page, the support e-mail from the config, legal and social links', () => {
    renderWithProviders(<AgentFooter />, { config: { ...testRuntimeConfig, supportEmail: 'help@agency.example' } });
    const nav = screen.getByRole('navigation', { name: 'Portal pages' });
    expect(nav.children).toHaveLength(4);
    const headings = within(nav)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Training & Events', 'Marketing', 'Resources', 'Suppliers Guide', 'Agent Section']);
    expect(within(nav).getAllByRole('link')).toHaveLength(30);
    expect(within(nav).getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/agent-dashboard/faqs');
    expect(within(nav).getByRole('link', { name: 'My page' }).getAttribute('href')).toBe('/agent-dashboard/MyPage');
    expect(within(nav).getByRole('link', { name: 'Deals to share' }).getAttribute('href')).toBe('/agent-dashboard/DealsToShare');

    expect(screen.getByRole('link', { name: 'help@agency.example' }).getAttribute('href')).toBe('mailto:help@agency.example');
    const legal = screen.getByRole('list', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-and-conditions', '/security-policy']);
    const social = within(screen.getByRole('list', { name: 'TBB Travel on social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    for (const link of social) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
