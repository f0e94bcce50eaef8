import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_ATTRIBUTION_KEY } from '../../../lib/agent-attribution.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { BecomeAgentPage } from './become-agent-page.tsx';
import { fakeApi, reply } from '../../../test/fake-api.ts';

const scrolledTo: string[] = [];

beforeEach(() => {
  scrolledTo.length = 0;
  // jsdom has no layout, so no scrollIntoView: record which element the page asked to show.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this.id);
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('BecomeAgentPage', { timeout: 20_000 }, () => {
  it('has the why-us, apply and FAQ anchors, and scrolls to the one in the address when it opens', async () => {
    renderWithProviders(<BecomeAgentPage />, { path: '/agents/AgentPageMain#apply' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Connected Agent' })).toBeTruthy();
    expect(document.getElementById('why-us')).not.toBeNull();
    expect(document.getElementById('faq')).not.toBeNull();
    expect(screen.getByRole('form', { name: 'Apply to become a Connected Agent' }).closest('#apply')).not.toBeNull();
    await waitFor(() => expect(scrolledTo).toContain('apply'));
  });

  it('scrolls to a section when its link is followed', async () => {
    renderWithProviders(<BecomeAgentPage />, { path: '/agents/AgentPageMain' });
    fireEvent.click(await screen.findByRole('link', { name: 'Questions and answers' }));
    await waitFor(() => expect(scrolledTo).toContain('faq'));
  });

  it('opens an answer of the FAQ accordion', async () => {
    renderWithProviders(<BecomeAgentPage />, { path: '/agents/AgentPageMain' });
    const question = await screen.findByRole('button', { name: 'Do I need travel industry experience?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/New advisors follow our learning path/)).toBeTruthy();
  });

  it('sends the language of the page it is on: fr from a page under /fr/', async () => {
    const requests = fakeApi({ submitAgentApplication: reply(201, { reference: '01JQ0000000000000000000002' }) });
    renderWithProviders(<BecomeAgentPage />, { path: '/fr/agents/AgentPageMain' });
    await screen.findByRole('heading', { level: 1, name: 'Become a Connected Agent' });
    type(/^First name/, 'Camille');
    type(/^Last name/, 'Tremblay');
    type(/^Email/, 'camille@example.com');
    type(/^Phone/, '514-555-0190');
    type(/^City/, 'Montréal');
    type(/^Province or territory/, 'QC');
    type(/^Years of travel industry experience/, '3');
    type(/^How did you hear about us/, 'friend-or-colleague');
    fireEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ language: 'fr', firstName: 'Camille' });
  });

  it('asks for at least one language, then sends the application with the referring agent', async () => {
    sessionStorage.setItem(AGENT_ATTRIBUTION_KEY, 'wei-chen');
    const requests = fakeApi({ submitAgentApplication: reply(201, { reference: '01JQ0000000000000000000001' }) });
    const { router } = renderWithProviders(<BecomeAgentPage />, { path: '/agents/AgentPageMain' });
    await screen.findByRole('heading', { level: 1, name: 'Become a Connected Agent' });

    type(/^First name/, 'Amrit');
    type(/^Last name/, 'Dhillon');
    type(/^Email/, 'amrit@example.com');
    type(/^Phone/, '604-555-0190');
    type(/^City/, 'Abbotsford');
    type(/^Province or territory/, 'BC');
    type(/^Years of travel industry experience/, '3');
    type(/^How did you hear about us/, 'friend-or-colleague');
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'River cruises' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));

    expect(await screen.findByText('Languages you can serve clients in must name at least one language.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'English' })));
    expect(requests).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Punjabi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(router.state.location.state).toEqual({ reference: '01JQ0000000000000000000001', leadType: 'application' });
    expect(requests[0]!.body).toEqual({
      // The language of the page the form is on: the applicant's confirmation is written in it.
      language: 'en',
      firstName: 'Amrit',
      lastName: 'Dhillon',
      email: 'amrit@example.com',
      phone: '604-555-0190',
      city: 'Abbotsford',
      province: 'BC',
      yearsOfExperience: 3,
      specialties: ['river-cruises'],
      languages: ['punjabi'],
      heardAboutUs: 'friend-or-colleague',
      consentToContact: true,
      marketingOptIn: false,
      agent: 'wei-chen',
      source: '/agents/AgentPageMain',
    });
  });
});
