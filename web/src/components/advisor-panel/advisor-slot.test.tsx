import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { AGENT_ATTRIBUTION_KEY } from '../../lib/agent-attribution.ts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-in-app.tsx';
import { AdvisorSlot } from './advisor-slot.tsx';

const agent: AgentProfile = {
  slug: 'harpreet-gill',
  name: 'Harpreet Gill',
  photo: null,
  bio: 'River cruises.',
  specialties: ['river-cruises'],
  languages: ['english'],
  city: 'Surrey',
  province: 'BC',
  email: 'harpreet.gill@example.com',
  phone: '604-555-0111',
  contactPreference: 'text',
  membership: 'Senior Connected Agent',
  status: 'active',
};

afterEach(() => sessionStorage.clear());

describe('AdvisorSlot', () => {
  it("shows the agent of a share link as the visitor's travel advisor, the way they like to be reached first, and a quote request to them", async () => {
    const requests = fakeApi({ getAgent: { data: agent } });
    renderWithProviders(<AdvisorSlot packageUrl="lisbon-by-tram" />, { path: '/deals/lisbon-by-tram?agent=harpreet-gill' });
    const panel = await screen.findByRole('region', { name: 'Your travel advisor' });
    expect(panel.textContent).toContain('Harpreet Gill');
    expect(panel.textContent).toContain('Senior Connected Agent');
    const links = [...panel.querySelectorAll('li a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['sms:+16045550111', 'tel:+16045550111', 'mailto:harpreet.gill@example.com']);
    expect(screen.getByText('Harpreet Gill prefers a text message first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a quote from Harpreet Gill' }).getAttribute('href')).toBe(
      '/request-a-quote?package=lisbon-by-tram&agent=harpreet-gill',
    );
    expect(requests.map((request) => request.path)).toEqual(['/api/agents/harpreet-gill']);
  });

  it('shows the agent the visit was attributed to earlier in the tab', async () => {
    sessionStorage.setItem(AGENT_ATTRIBUTION_KEY, 'harpreet-gill');
    fakeApi({ getAgent: { data: agent } });
    renderWithProviders(<AdvisorSlot packageUrl="lisbon-by-tram" />, { path: '/deals/lisbon-by-tram' });
    expect(await screen.findByRole('region', { name: 'Your travel advisor' })).toBeTruthy();
  });

  it('shows nothing and asks nothing for a visit no agent brought, and nothing for an agent no longer listed', async () => {
    const requests = fakeApi({ getAgent: apiError(404, 'NOT_FOUND', 'No such agent') });
    const { container } = renderWithProviders(<AdvisorSlot packageUrl="lisbon-by-tram" />, { path: '/deals/lisbon-by-tram' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(requests).toEqual([]);

    renderWithProviders(<AdvisorSlot packageUrl="lisbon-by-tram" />, { path: '/deals/lisbon-by-tram?agent=gone-agent' });
    await waitFor(() => expect(requests.map((request) => request.path)).toEqual(['/api/agents/gone-agent']));
    expect(screen.queryByRole('region', { name: 'Your travel advisor' })).toBeNull();
  });
});
