import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TYPES, type EmailTemplate, type EmailType, type EmailTypeView } from '@tdp/shared/schemas/email-template';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { EmailTemplateEditorPage } from './email-template-editor-page.tsx';
import { EmailTemplatesPage } from './email-templates-page.tsx';
import { EmailTypesPage } from './email-types-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function typeView(type: EmailType, overrides: Partial<EmailTypeView> = {}): EmailTypeView {
  return {
    type,
    ...EMAIL_TYPES[type],
    placeholders: [...EMAIL_TYPES[type].placeholders],
    templateId: type,
    recipients: [],
    defaultRecipient: 'leads@tbbtravel.ca',
    version: 0,
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

const customerTemplate: EmailTemplate = {
  id: 'quote-received-customer',
  name: 'Quote received (traveller)',
  subject: 'We received your request, {{requestKind}}',
  html: '<p>Hello, your {{requestKind}} arrived.</p><p>Thanks.</p>',
  text: 'Hello, your {{requestKind}} arrived.\n\nThanks.',
  placeholders: ['requestKind'],
  version: 3,
  builtIn: true,
  updatedAt: '2026-11-03T17:20:00.000Z',
  updatedBy: 'admin',
};

const resetTemplate: EmailTemplate = {
  ...customerTemplate,
  id: 'password-reset',
  name: 'Password reset',
  placeholders: ['name', 'resetLink'],
  subject: 'Reset',
  html: '<p>{{resetLink}}</p>',
  text: '{{resetLink}} {{name}}',
};

const TYPES = [typeView('quote-received-customer'), typeView('quote-received-agency'), typeView('password-reset')];

describe('EmailTemplatesPage', { timeout: 20_000 }, () => {
  it('lists the templates with the types that use them', async () => {
    fakeApi({
      listEmailTemplates: { data: [{ ...customerTemplate, fr: { subject: 'Reçu', html: '<p>Merci.</p>', text: 'Merci.' } }, resetTemplate] },
      listEmailTypes: { data: TYPES },
    });
    renderWithProviders(<EmailTemplatesPage />, { path: '/admin-dashboard/email-templates' });
    const table = await screen.findByRole('table', { name: 'Email templates' });
    const link = within(table).getByRole('link', { name: 'Edit Quote received (traveller)' });
    expect(link.getAttribute('href')).toBe('/admin-dashboard/email-templates/edit/quote-received-customer');
    const resetRow = within(table).getByRole('link', { name: 'Edit Password reset' }).closest('tr')!;
    await waitFor(() => expect(within(resetRow).getAllByRole('cell')[2]!.textContent).toBe('password-reset'));
    // Which templates have their French version, and which are missing it.
    expect(within(resetRow).getAllByRole('cell')[1]!.textContent).toBe('Missing');
    expect(within(link.closest('tr')!).getAllByRole('cell')[1]!.textContent).toBe('Written');
    expect(screen.getByRole('link', { name: 'New template' }).getAttribute('href')).toBe('/admin-dashboard/email-templates/add');
  });
});

describe('EmailTemplateEditorPage', { timeout: 20_000 }, () => {
  function renderEditor(id = 'quote-received-customer') {
    return renderWithProviders(<EmailTemplateEditorPage />, {
      path: `/admin-dashboard/email-templates/edit/${id}`,
      routePath: '/admin-dashboard/email-templates/edit/:id',
    });
  }

  it('inserts a placeholder at the cursor, declares it, and previews the unsaved draft in a sandboxed frame', async () => {
    const requests = fakeApi({
      getEmailTemplate: { data: customerTemplate },
      listEmailTypes: { data: TYPES },
      previewEmailTemplate: (request) => ({
        data: { subject: 'We received your request, Disney quote', html: `<p>${(request.body?.html ?? '').length} chars</p>`, text: 'Hello Priya' },
      }),
    });
    renderEditor();
    const subject = (await screen.findByRole('textbox', { name: /^Subject/ })) as HTMLInputElement;
    // Only what the using type (quote-received-customer) supplies is offered: no admin link, no reset link,
    // nothing the visitor wrote (a confirmation goes to any typed address).
    expect(screen.queryByRole('button', { name: 'Insert {{adminLink}}' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insert {{firstName}}' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insert {{notes}}' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insert {{resetLink}}' })).toBeNull();

    fireEvent.focus(subject);
    subject.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {{reference}}' }));
    expect(subject.value).toBe('We {{reference}}received your request, {{requestKind}}');
    expect((screen.getByRole('checkbox', { name: /\{\{reference\}\}/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Preview with sample data' }));
    const frame = (await screen.findByTitle('HTML version of the preview')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toMatch(/^<p>\d+ chars<\/p>$/);
    expect(screen.getByText('We received your request, Disney quote')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST')!.body as { subject: string; placeholders: string[] };
    expect(sent.subject).toBe('We {{reference}}received your request, {{requestKind}}');
    expect(sent.placeholders).toEqual(['requestKind', 'reference']);
  });

  it('flags a plain-text body that differs from the HTML, and derives it from the HTML on request', async () => {
    fakeApi({
      getEmailTemplate: { data: customerTemplate },
      listEmailTypes: { data: TYPES },
    });
    renderEditor();
    const html = (await screen.findByRole('textbox', { name: /^HTML body/ })) as HTMLTextAreaElement;
    const text = screen.getByRole('textbox', { name: /^Plain-text body/ }) as HTMLTextAreaElement;
    expect(screen.queryByText('Plain text differs from the HTML')).toBeNull();

    fireEvent.change(html, {
      target: { value: '<p>Hello, your {{requestKind}} arrived.</p><ul><li>Ref: {{reference}}</li></ul><p><a href="https://tbbtravel.ca">Our site</a></p>' },
    });
    expect(await screen.findByText('Plain text differs from the HTML')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Derive from HTML' }));
    expect(text.value).toBe('Hello, your {{requestKind}} arrived.\n\n- Ref: {{reference}}\n\nOur site (https://tbbtravel.ca)');
    await waitFor(() => expect(screen.queryByText('Plain text differs from the HTML')).toBeNull());

    fireEvent.change(text, { target: { value: 'Something else' } });
    expect(await screen.findByText('Plain text differs from the HTML')).toBeTruthy();
  });

  it('brings the preview into view each time Preview is pressed', async () => {
    const shown: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      shown.push(this);
    };
    try {
      fakeApi({
        getEmailTemplate: { data: customerTemplate },
        listEmailTypes: { data: TYPES },
        previewEmailTemplate: { data: { subject: 'S', html: '<p>x</p>', text: 'x' } },
      });
      renderEditor();
      fireEvent.click(await screen.findByRole('button', { name: 'Preview with sample data' }));
      const heading = await screen.findByRole('heading', { name: 'Preview' });
      await waitFor(() => expect(shown).toEqual([heading.closest('section')]));
      fireEvent.click(screen.getByRole('button', { name: 'Preview with sample data' }));
      await waitFor(() => expect(shown).toHaveLength(2));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('saves at the version loaded, and offers Reload when someone saved first', async () => {
    const requests = fakeApi({
      getEmailTemplate: { data: customerTemplate },
      listEmailTypes: { data: TYPES },
      updateEmailTemplate: apiError(409, 'CONFLICT', 'This template changed since you loaded it.', { version: 'is out of date' }),
    });
    renderEditor();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: 'Quote received' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Someone else saved this template')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      name: 'Quote received',
      subject: customerTemplate.subject,
      html: customerTemplate.html,
      text: customerTemplate.text,
      placeholders: ['requestKind'],
      version: 3,
    });
  });

  it('edits the English and French versions side by side, says when the French one is missing, and saves both', async () => {
    const requests = fakeApi({
      getEmailTemplate: { data: customerTemplate },
      listEmailTypes: { data: TYPES },
      updateEmailTemplate: (request) => ({ data: { ...customerTemplate, ...request.body, version: 4 } }),
    });
    renderEditor();
    const english = await screen.findByRole('region', { name: 'English' });
    const french = screen.getByRole('region', { name: 'French' });
    expect((within(english).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe(customerTemplate.subject);
    expect(within(french).getByText('No French version yet')).toBeTruthy();

    fireEvent.change(within(french).getByRole('textbox', { name: /^French subject/ }), { target: { value: 'Votre {{requestKind}} est reçue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    // A French version begun must be whole: its bodies are named before anything is sent.
    expect(await screen.findByText('French HTML body is required.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(french).getByRole('textbox', { name: /^French HTML body/ }), {
      target: { value: '<p>Bonjour, votre {{requestKind}} est arrivée.</p>' },
    });
    fireEvent.change(within(french).getByRole('textbox', { name: /^French plain-text body/ }), {
      target: { value: 'Bonjour, votre {{requestKind}} est arrivée.' },
    });
    expect(within(french).queryByText('No French version yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'PUT')!.body).toMatchObject({
      subject: customerTemplate.subject,
      fr: {
        subject: 'Votre {{requestKind}} est reçue',
        html: '<p>Bonjour, votre {{requestKind}} est arrivée.</p>',
        text: 'Bonjour, votre {{requestKind}} est arrivée.',
      },
      placeholders: ['requestKind'],
      version: 3,
    });
  });

  it('names a placeholder used but not declared before sending anything', async () => {
    const requests = fakeApi({
      getEmailTemplate: { data: customerTemplate },
      listEmailTypes: { data: TYPES },
    });
    renderEditor();
    const text = await screen.findByRole('textbox', { name: /^Plain-text body/ });
    fireEvent.change(text, { target: { value: 'Reset here: {{resetLink}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText("Plain-text body uses {{resetLink}}, not in this template's placeholders.")).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('creates a template and opens it', async () => {
    const requests = fakeApi({
      listEmailTypes: { data: TYPES },
      createEmailTemplate: (request) => ({ data: { ...customerTemplate, ...request.body, version: 1, builtIn: false } }),
    });
    const { router } = renderWithProviders(<EmailTemplateEditorPage />, {
      path: '/admin-dashboard/email-templates/add',
      routePath: '/admin-dashboard/email-templates/add',
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Id/ }), { target: { value: 'spring-offer' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Spring offer' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Subject/ }), { target: { value: 'Spring is here, {{firstName}}' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^HTML body/ }), { target: { value: '<p>Hello</p>' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Plain-text body/ }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/email-templates/edit/spring-offer'));
    expect(requests.find((request) => request.method === 'POST')!.body).toMatchObject({ id: 'spring-offer', placeholders: ['firstName'] });
  });
});

describe('EmailTypesPage', { timeout: 20_000 }, () => {
  it('points a type at a fitting template with its recipients, at the version loaded', async () => {
    const requests = fakeApi({
      listEmailTemplates: { data: [customerTemplate, resetTemplate] },
      listEmailTypes: { data: TYPES },
      updateEmailType: (request) => ({ data: typeView('quote-received-agency', { ...request.body, version: 1 }) }),
    });
    renderWithProviders(<EmailTypesPage />, { path: '/admin-dashboard/email-types' });
    const card = await screen.findByRole('form', { name: 'quote-received-agency' });
    const template = within(card).getByRole('combobox', { name: 'Template' });
    // The reset template needs placeholders a quote does not supply: it is not offered.
    expect(within(template).queryByRole('option', { name: 'Password reset' })).toBeNull();
    fireEvent.change(template, { target: { value: 'quote-received-customer' } });
    const recipients = within(card).getByRole('textbox', { name: /Recipients/ });
    fireEvent.change(recipients, { target: { value: 'not-an-address' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Recipients must be an e-mail address.')).toBeTruthy();

    fireEvent.change(recipients, { target: { value: 'leads@tbbtravel.ca\nowner@tbbtravel.ca' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      templateId: 'quote-received-customer',
      recipients: ['leads@tbbtravel.ca', 'owner@tbbtravel.ca'],
      version: 0,
    });
  });
});
