import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { AGENT_ATTRIBUTION_KEY } from '../../../lib/agent-attribution.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { AgentDirectoryPage } from './agent-directory-page.tsx';
import { AgentProfilePage } from './agent-profile-page.tsx';
import { fakeApi, apiError } from '../../../test/fake-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function agent(overrides: Partial<AgentProfile> & Pick<AgentProfile, 'slug' | 'name'>): AgentProfile {
  return {
    photo: null,
    bio: 'Plans trips.',
    specialties: ['all-inclusive'],
    languages: ['english'],
    city: 'Burnaby',
    province: 'BC',
    email: `${overrides.slug}@example.com`,
    phone: '604-555-0110',
    membership: 'Connected Agent',
    status: 'active',
    ...overrides,
  };
}

const AGENTS = [
  agent({ slug: 'amelie-roy', name: 'Amélie Roy', city: 'Québec', province: 'QC', languages: ['french', 'english'], specialties: ['europe', 'river-cruises'] }),
  agent({
    slug: 'harpreet-gill',
    name: 'Harpreet Gill',
    city: 'Surrey',
    languages: ['english', 'punjabi', 'hindi'],
    specialties: ['river-cruises', 'family-travel'],
  }),
  agent({ slug: 'jordan-lee', name: 'Jordan Lee', languages: ['english', 'cantonese'], specialties: ['all-inclusive', 'caribbean-mexico'] }),
];

function names(): string[] {
  const list = screen.queryByRole('list', { name: 'Connected agents' });
  return list
    ? within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent ?? '')
    : [];
}

describe('AgentDirectoryPage', { timeout: 20_000 }, () => {
  it('lists the agents with initials, and links each card to the profile', async () => {
    fakeApi({ listAgents: { data: AGENTS } });
    renderWithProviders(<AgentDirectoryPage />, { path: '/agents/FindYourConnectedAgent' });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '3 agents');
    expect(names()).toEqual(['Amélie Roy', 'Harpreet Gill', 'Jordan Lee']);
    expect(screen.getByRole('link', { name: 'Harpreet Gill' }).getAttribute('href')).toBe('/ca/harpreet-gill');
    expect(screen.getByText('HG')).toBeTruthy();
  });

  it('filters by words, language and specialty, keeping the filters in the address', async () => {
    fakeApi({ listAgents: { data: AGENTS } });
    const { router } = renderWithProviders(<AgentDirectoryPage />, { path: '/agents/FindYourConnectedAgent?specialty=river-cruises' });
    await screen.findByRole('status');
    expect(names()).toEqual(['Amélie Roy', 'Harpreet Gill']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'punjabi' } });
    await waitFor(() => expect(names()).toEqual(['Harpreet Gill']));
    expect(router.state.location.search).toBe('?language=punjabi&specialty=river-cruises');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or city' }), { target: { value: 'quebec' } });
    expect(await screen.findByText('No agent matches these filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });
});

describe('AgentProfilePage', { timeout: 20_000 }, () => {
  it('shows the profile, offers a quote from the agent, and attributes the visit to them', async () => {
    fakeApi({ getAgent: { data: { ...AGENTS[1], bio: 'Sails rivers.\n\nPlans family trips to India.' } } });
    renderWithProviders(<AgentProfilePage />, { path: '/ca/harpreet-gill', routePath: '/ca/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harpreet Gill' })).toBeTruthy();
    expect(screen.getByText('Plans family trips to India.')).toBeTruthy();
    expect(screen.getByText('Punjabi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a quote from Harpreet Gill' }).getAttribute('href')).toBe('/request-a-quote?agent=harpreet-gill');
    expect(screen.getByRole('link', { name: 'Call Harpreet Gill at 604-555-0110' }).getAttribute('href')).toBe('tel:+16045550110');
    await waitFor(() => expect(sessionStorage.getItem(AGENT_ATTRIBUTION_KEY)).toBe('harpreet-gill'));
    // No preference given: no sentence about it and no text-message link.
    expect(screen.queryByText(/prefers/)).toBeNull();
    expect(screen.queryByRole('link', { name: /text message/ })).toBeNull();
  });

  it('says how the agent prefers to be reached first, with a text-message link when that is their choice', async () => {
    fakeApi({ getAgent: { data: { ...AGENTS[1], contactPreference: 'text' } } });
    renderWithProviders(<AgentProfilePage />, { path: '/ca/harpreet-gill', routePath: '/ca/:slug' });
    expect(await screen.findByText('Harpreet Gill prefers a text message first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send Harpreet Gill a text message at 604-555-0110' }).getAttribute('href')).toBe('sms:+16045550110');
  });

  it('says an unknown or inactive agent is not listed, and attributes nothing', async () => {
    fakeApi({ getAgent: apiError(404, 'NOT_FOUND', 'There is no such agent.') });
    renderWithProviders(<AgentProfilePage />, { path: '/ca/gone-agent', routePath: '/ca/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This agent is not listed' })).toBeTruthy();
    expect(sessionStorage.getItem(AGENT_ATTRIBUTION_KEY)).toBeNull();
  });

  it('does not ask the API about a malformed slug', async () => {
    const requests = fakeApi({});
    renderWithProviders(<AgentProfilePage />, { path: '/ca/Not_A_Slug', routePath: '/ca/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This agent is not listed' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
