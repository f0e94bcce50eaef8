import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, renderWithProviders } from '../../../test/render-in-app.tsx';
import { AGENT_ATTRIBUTION_KEY } from '../../../lib/agent-attribution.ts';
import { apiError, fakeApi, reply } from '../../../test/fake-api.ts';
import { ThankYouPage } from './thank-you-page.tsx';

// Pages and menus load lazily; a busy test machine can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // Fluent's MessageBar watches its size; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Fills the contact form's required fields (and ticks the consent) as a visitor would. */
async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  const values: Record<string, string> = {
    'First name': 'Amrit',
    'Last name': 'Sandhu',
    'E-mail': 'amrit@example.ca',
    Subject: 'Changing a booking',
    Message: 'Can we move our cruise to October?',
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(await screen.findByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });
  }
  await user.click(screen.getByRole('checkbox', { name: /agree to be contacted/ }));
}

describe('information pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', 'Who is responsible'],
    ['/security-policy', 'Security Policy', 'Reporting a security concern'],
    ['/terms-and-conditions', 'Terms and Conditions', 'The Travel Assurance Fund'],
    ['/careers', 'Careers', 'Open positions'],
    ['/contact-us', 'Contact us', 'Visit an office'],
  ])('%s shows its heading, sections and title inside the shell', async (path, title, section) => {
    renderAppAt(path);
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(within(main).getByRole('heading', { level: 2, name: section })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} | TBB Travel`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('');
  });

  it('fills the contact facts of the policies from the config and links every section from the table of contents', async () => {
    renderAppAt('/terms-and-conditions');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(/licence number 3287/)).toBeTruthy();
    expect(within(main).getByText(/Call 1-866-555-0142 or write to support@tbbtravel\.ca/)).toBeTruthy();
    const toc = within(main).getByRole('navigation', { name: 'On this page' });
    const sectionIds = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => `#${heading.id}`);
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(sectionIds);
  });
});

describe('ThankYouPage', () => {
  it('names the form that was sent and shows its reference', () => {
    renderWithProviders(<ThankYouPage />, { path: '/thank-you?reference=TBB-7K4F-29' });
    expect(screen.getByText(/Thank you for contacting TBB Travel/)).toBeTruthy();
    expect(screen.getByText('Your reference number is TBB-7K4F-29. Please mention it if you call us.')).toBeTruthy();
  });

  it("shows no reference that is not one (markup, or a lead's long internal id)", () => {
    renderWithProviders(<ThankYouPage />, { path: '/thank-you?reference=<script>' });
    expect(screen.queryByText(/reference number/)).toBeNull();
    renderWithProviders(<ThankYouPage />, { path: '/thank-you?reference=01JD8X3V5W9K2M4N6P8Q0R2S4T' });
    expect(screen.queryByText(/reference number/)).toBeNull();
  });
});

describe('contact form', () => {
  it('names each missing field with the shared schema before sending anything', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderAppAt('/contact-us');
    await user.click(await screen.findByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    const firstName = screen.getByRole('textbox', { name: /^First name/ });
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe('First name is required.');
    const consent = screen.getByRole('checkbox', { name: /agree to be contacted/ });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Consent /);
    expect(requests).toHaveLength(0);
  });

  it('sends the message and shows the thank-you page with the reference', async () => {
    const requests = fakeApi({ submitContactMessage: reply(201, { reference: 'TBB-C0NT-AC' }) });
    const user = userEvent.setup();
    const { router } = renderAppAt('/contact-us');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(await screen.findByText(/Thank you for your message/)).toBeTruthy();
    expect(screen.getByText(/TBB-C0NT-AC/)).toBeTruthy();
    expect(requests[0]!.path).toMatch(/\/api\/leads\/contact$/);
    expect(requests[0]!.body).toMatchObject({
      firstName: 'Amrit',
      email: 'amrit@example.ca',
      consentToContact: true,
      marketingOptIn: false,
      source: '/contact-us',
    });
  });

  it("sends the visit's agent: the one kept from an agent's link, or this page's own ?agent=", async () => {
    const requests = fakeApi({ submitContactMessage: reply(201, { reference: '01JCONTACT0000000000000001' }) });
    const user = userEvent.setup();
    sessionStorage.setItem(AGENT_ATTRIBUTION_KEY, 'harpreet-gill');
    try {
      const first = renderAppAt('/contact-us');
      await fillContactForm(user);
      await user.click(screen.getByRole('button', { name: 'Send the message' }));
      await waitFor(() => expect(first.router.state.location.pathname).toBe('/thank-you'));
      expect(requests[0]!.body).toMatchObject({ agent: 'harpreet-gill' });
      first.unmount();

      const second = renderAppAt('/contact-us?agent=wei-chen');
      await fillContactForm(user);
      await user.click(screen.getByRole('button', { name: 'Send the message' }));
      await waitFor(() => expect(second.router.state.location.pathname).toBe('/thank-you'));
      expect(requests[1]!.body).toMatchObject({ agent: 'wei-chen' });
      // Unmounted before the visit's agent is forgotten: its shell would otherwise remember ?agent= again.
      second.unmount();
    } finally {
      sessionStorage.removeItem(AGENT_ATTRIBUTION_KEY);
    }
  });

  it('sends no agent when the visit has none', async () => {
    expect(sessionStorage.getItem(AGENT_ATTRIBUTION_KEY)).toBeNull();
    const requests = fakeApi({ submitContactMessage: reply(201, { reference: '01JCONTACT0000000000000002' }) });
    const user = userEvent.setup();
    const { router } = renderAppAt('/contact-us');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(requests[0]!.body).not.toHaveProperty('agent');
  });

  it('shows the problems the API names under their fields', async () => {
    fakeApi({ submitContactMessage: apiError(400, 'VALIDATION_FAILED', 'Check the fields.', { email: 'is not accepted' }) });
    const user = userEvent.setup();
    renderAppAt('/contact-us');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('E-mail is not accepted.')).toBeTruthy();
    expect(screen.getByText('Some answers need another look')).toBeTruthy();
  });
});
