import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TYPES, type EmailTemplate, type EmailType, type EmailTypeView } from '@tdp/shared/schemas/email-template';
import type { LeadSummary } from '@tdp/shared/schemas/lead-records';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { EmailTemplateEditorPage } from './email-template-editor-page.tsx';
import { previewTypesFor } from './lead-preview-picker.tsx';

function typeView(type: EmailType): EmailTypeView {
  return {
    type,
    ...EMAIL_TYPES[type],
    placeholders: [...EMAIL_TYPES[type].placeholders],
    templateId: type,
    recipients: [],
    defaultRecipient: null,
    version: 0,
    updatedAt: null,
    updatedBy: null,
  };
}

const confirmation: EmailTemplate = {
  id: 'quote-received-customer',
  name: 'Quote request: confirmation to the traveller',
  subject: 'We received your quote request ({{reference}})',
  html: '<p>{{greeting}},</p><p>Trip: {{tripAskedAbout}}</p>',
  text: '{{greeting}},\n\nTrip: {{tripAskedAbout}}',
  placeholders: ['reference', 'greeting', 'tripAskedAbout'],
  version: 0,
  builtIn: true,
  updatedAt: null,
  updatedBy: null,
};

function lead(id: string, type: LeadSummary['type'], overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id,
    reference: `TBB-${id.slice(-4)}-29`,
    type,
    kind: type === 'quote' ? 'general' : type,
    status: 'new',
    createdAt: '2026-11-28T17:05:00.000Z',
    firstName: 'Priya',
    lastName: 'Sandhu',
    email: 'priya@example.com',
    phone: null,
    headline: 'Lisbon and Porto',
    attributedAgent: null,
    assignedAgent: null,
    source: null,
    packageUrl: null,
    failedSends: 0,
    version: 1,
    ...overrides,
  } as LeadSummary;
}

const QUOTE = lead('01JD8X3V5W9K2M4N6P8Q0R7K4F', 'quote');
const APPLICATION = lead('01JD8X3V5W9K2M4N6P8Q0RAPPL', 'application', { firstName: 'Amrit', lastName: 'Dhillon' });

function renderEditor() {
  return renderWithProviders(<EmailTemplateEditorPage />, {
    path: '/admin-dashboard/email-templates/edit/quote-received-customer',
    routePath: '/admin-dashboard/email-templates/edit/:id',
  });
}

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

describe('the template editor', { timeout: 20_000 }, () => {
  it("offers every placeholder the traveller's confirmation accepts, greeting, trip, advisor contact and photo among them, never {{firstName}}", async () => {
    fakeApi({
      getEmailTemplate: { data: confirmation },
      listEmailTypes: { data: [typeView('quote-received-customer')] },
      listLeads: { leads: [], nextCursor: null },
    });
    renderEditor();
    await screen.findByRole('textbox', { name: /^Subject/ });
    for (const name of EMAIL_TYPES['quote-received-customer'].placeholders) {
      expect(screen.getByRole('button', { name: `Insert {{${name}}}` })).toBeTruthy();
    }
    for (const name of ['greeting', 'tripAskedAbout', 'advisorContact', 'advisorPhotoUrl'])
      expect(screen.getByRole('button', { name: `Insert {{${name}}}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Insert {{firstName}}' })).toBeNull();
  });

  it('previews the unsaved draft on a recent lead that causes the mail, through the leads API, in the sandboxed frame', async () => {
    const requests = fakeApi({
      getEmailTemplate: { data: confirmation },
      listEmailTypes: { data: [typeView('quote-received-customer')] },
      listLeads: { leads: [QUOTE, APPLICATION], nextCursor: null },
      previewLeadMail: {
        data: {
          subject: 'We received your quote request (TBB-7K4F-29)',
          html: '<p>Hello Priya,</p><p>Trip: Lisbon and Porto by Rail</p>',
          text: 'Hello Priya,',
        },
      },
    });
    renderEditor();
    const values = (await screen.findByRole('combobox', { name: /Fill the placeholders with/ })) as HTMLSelectElement;
    await waitFor(() => expect(values.options).toHaveLength(2));
    // Sample values, then only the quote: an application never causes the traveller's confirmation.
    expect([...values.options].map((option) => option.textContent)).toEqual(['Sample values', expect.stringContaining(`${QUOTE.reference}: Priya Sandhu`)]);

    fireEvent.change(values, { target: { value: QUOTE.id } });
    const html = screen.getByRole('textbox', { name: /^HTML body/ }) as HTMLTextAreaElement;
    fireEvent.change(html, { target: { value: '<p>{{greeting}},</p><p>Trip: {{tripAskedAbout}}</p><p>{{advisorContact}}</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview on this lead' }));

    const frame = (await screen.findByTitle('HTML version of the preview')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello Priya,</p><p>Trip: Lisbon and Porto by Rail</p>');
    expect(screen.getByText(/Values of lead TBB-7K4F-29, as the e-mail “Quote request confirmation, to the visitor”/)).toBeTruthy();
    const sent = requests.find((request) => request.route === 'previewLeadMail')!;
    expect(sent.params).toEqual({ id: QUOTE.id });
    expect(sent.body).toMatchObject({
      type: 'quote-received-customer',
      template: { html: '<p>{{greeting}},</p><p>Trip: {{tripAskedAbout}}</p><p>{{advisorContact}}</p>' },
    });
    expect((sent.body as { template: { placeholders: string[] } }).template.placeholders).toContain('advisorContact');
    expect(requests.some((request) => request.route === 'previewEmailTemplate')).toBe(false);
  });

  it("shows the server's refusal of a preview on a lead in the preview panel", async () => {
    fakeApi({
      getEmailTemplate: { data: confirmation },
      listEmailTypes: { data: [typeView('quote-received-customer')] },
      listLeads: { leads: [QUOTE], nextCursor: null },
      previewLeadMail: apiError(404, 'NOT_FOUND', 'There is no such lead.'),
    });
    renderEditor();
    const values = (await screen.findByRole('combobox', { name: /Fill the placeholders with/ })) as HTMLSelectElement;
    await waitFor(() => expect(values.options).toHaveLength(2));
    fireEvent.change(values, { target: { value: QUOTE.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview on this lead' }));
    expect((await screen.findByRole('alert')).textContent).toContain('There is no such lead.');
  });
});

describe('previewTypesFor', () => {
  it('keeps the types using the template that a lead of that type causes and that supply every declared placeholder', () => {
    const using = [typeView('quote-received-agency'), typeView('lead-received-agent')];
    expect(previewTypesFor('quote', using, ['firstName'])).toEqual(['quote-received-agency', 'lead-received-agent']);
    expect(previewTypesFor('contact', using, ['firstName'])).toEqual(['lead-received-agent']);
    expect(previewTypesFor('quote', using, ['subject'])).toEqual(['lead-received-agent']);
    expect(previewTypesFor('application', using, [])).toEqual([]);
    // A template no type uses yet: any lead e-mail that supplies what it declares.
    expect(previewTypesFor('application', [], ['city'])).toEqual(['application-received-agency']);
  });
});
