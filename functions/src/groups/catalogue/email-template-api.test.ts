import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TYPE_NAMES } from '@tdp/shared/schemas/email-template';
import { call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { contactBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
});
afterAll(() => backend.stop());

function asAdmin(options: Parameters<typeof call>[1] = {}) {
  return { ...options, token: backend.adminToken };
}

function template(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Contact message, short',
    subject: 'Message from {{fullName}}: {{subject}}',
    html: '<p>{{fullName}} ({{email}}) wrote:</p><p>{{notes}}</p><p><a href="{{adminLink}}">Open it</a></p>',
    text: '{{fullName}} ({{email}}) wrote:\n{{notes}}\n{{adminLink}}',
    placeholders: ['fullName', 'subject', 'email', 'notes', 'adminLink'],
    ...overrides,
  };
}

describe('e-mail templates', () => {
  it('lists every built-in template before anyone saves one', async () => {
    const answer = await call('listEmailTemplates', asAdmin());
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((item: { id: string }) => item.id)).toEqual(EMAIL_TYPE_NAMES);
    expect(answer.body.data[0]).toMatchObject({ id: 'quote-received-agency', builtIn: true, version: 0, updatedAt: null });
    const one = await call('getEmailTemplate', asAdmin({ params: { id: 'password-reset' } }));
    expect(one.body.data).toMatchObject({ subject: 'Reset your TBB Travel password', placeholders: expect.arrayContaining(['resetLink', 'name']) });
    expect((await call('getEmailTemplate', asAdmin({ params: { id: 'nothing-here' } }))).status).toBe(404);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a placeholder the template does not declare', template({ html: '<p>{{phone}}</p>' }), 'html'],
    ['an unknown placeholder name', template({ placeholders: ['fullName', 'creditCard'] }), 'placeholders.1'],
    ['a stray brace', template({ text: 'Hello {{fullName} and {{notes}}' }), 'text'],
    ['a subject on two lines', template({ subject: 'Hello\r\nBcc: x@example.com' }), 'subject'],
    ['an empty body', template({ html: ' ' }), 'html'],
    ['an id that is not a slug', template({ id: 'Short Contact' }), 'id'],
  ])('refuses to save %s, naming the field', async (_case, body, field) => {
    const answer = await call('createEmailTemplate', asAdmin({ body: { id: 'contact-short', ...body } }));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toContain(field);
  });

  it('creates a template once; its id and the built-in ids cannot be taken again', async () => {
    const created = await call('createEmailTemplate', asAdmin({ body: { id: 'contact-short', ...template() } }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ id: 'contact-short', version: 1, builtIn: false, updatedBy: 'alex.admin' });
    expect((await call('createEmailTemplate', asAdmin({ body: { id: 'contact-short', ...template() } }))).status).toBe(409);
    expect((await call('createEmailTemplate', asAdmin({ body: { id: 'password-reset', ...template() } }))).status).toBe(409);
  });

  it('saves a built-in template at version 0 the first time, then by version with 409 when stale', async () => {
    const builtIn = (await call('getEmailTemplate', asAdmin({ params: { id: 'quote-received-customer' } }))).body.data;
    const { id: _id, version: _version, builtIn: _builtIn, updatedAt: _at, updatedBy: _by, ...content } = builtIn;
    const first = await call(
      'updateEmailTemplate',
      asAdmin({ params: { id: 'quote-received-customer' }, body: { ...content, subject: 'Your quote request {{reference}}', version: 0 } }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 1, builtIn: true, subject: 'Your quote request {{reference}}' });
    expect((await call('updateEmailTemplate', asAdmin({ params: { id: 'quote-received-customer' }, body: { ...content, version: 0 } }))).status).toBe(409);
    const second = await call('updateEmailTemplate', asAdmin({ params: { id: 'quote-received-customer' }, body: { ...content, version: 1 } }));
    expect(second.body.data.version).toBe(2);
    const stale = await call('updateEmailTemplate', asAdmin({ params: { id: 'quote-received-customer' }, body: { ...content, version: 1 } }));
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields).toEqual({ version: 'is out of date' });
    expect((await call('updateEmailTemplate', asAdmin({ params: { id: 'no-such-template' }, body: { ...content, version: 1 } }))).status).toBe(404);
  });

  it('refuses to put what the visitor wrote back into a confirmation to the typed address (abuse: a spam relay)', async () => {
    const builtIn = (await call('getEmailTemplate', asAdmin({ params: { id: 'application-received-applicant' } }))).body.data;
    const { id: _id, version, builtIn: _builtIn, updatedAt: _at, updatedBy: _by, ...content } = builtIn;
    const answer = await call(
      'updateEmailTemplate',
      asAdmin({
        params: { id: 'application-received-applicant' },
        body: { ...content, text: `${content.text}\n{{notes}} {{firstName}}`, placeholders: [...content.placeholders, 'notes', 'firstName'], version },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.placeholders).toContain('application-received-applicant');
    const types = (await call('listEmailTypes', asAdmin())).body.data as Array<{ type: string; placeholders: string[] }>;
    expect(types.find((type) => type.type === 'quote-received-customer')!.placeholders).not.toContain('firstName');
    expect(types.find((type) => type.type === 'quote-received-agency')!.placeholders).toContain('notes');
  });

  it('refuses placeholders an e-mail type using the template does not supply', async () => {
    const answer = await call(
      'updateEmailTemplate',
      asAdmin({
        params: { id: 'password-reset' },
        body: {
          ...template({
            name: 'Reset',
            subject: 'Reset',
            text: '{{resetLink}} {{destinations}}',
            html: '<p>{{resetLink}}</p>',
            placeholders: ['resetLink', 'destinations'],
          }),
          version: 0,
        },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.placeholders).toContain('password-reset');
  });

  it('previews a draft with sample values, escaped and stripped of unsafe markup', async () => {
    const answer = await call(
      'previewEmailTemplate',
      asAdmin({
        params: { id: 'contact-short' },
        body: template({
          html: '<p onclick="x()">Hi {{fullName}}</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="{{adminLink}}">ok</a>',
        }),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.subject).toBe('Message from Priya Sandhu: Question about travel insurance');
    expect(answer.body.data.html).toContain('<p>Hi Priya Sandhu</p>');
    expect(answer.body.data.html).not.toMatch(/<script|onclick|javascript:/);
    expect(answer.body.data.html).toContain('href="https://tbbtravel.ca/admin-dashboard/leads/01JD8X3V5W9K2M4N6P8Q0R2S4T"');
    const saved = await call('previewEmailTemplate', asAdmin({ params: { id: 'password-reset' } }));
    expect(saved.body.data.text).toContain('https://tbbtravel.ca/resetpassword/abc123');
  });

  it('is for admins only', async () => {
    expect((await call('listEmailTemplates', {})).status).toBe(401);
    expect((await call('listEmailTemplates', { token: backend.agentToken })).status).toBe(403);
    expect((await call('listEmailTypes', { token: backend.agentToken })).status).toBe(403);
  });
});

describe('e-mail types', () => {
  it('lists every type with its built-in template and the agency address as default recipient', async () => {
    const answer = await call('listEmailTypes', asAdmin());
    expect(answer.body.data.map((type: { type: string }) => type.type)).toEqual(EMAIL_TYPE_NAMES);
    expect(answer.body.data.find((type: { type: string }) => type.type === 'contact-received-agency')).toMatchObject({
      audience: 'agency',
      templateId: 'contact-received-agency',
      recipients: [],
      defaultRecipient: 'leads@tbbtravel.ca',
      version: 0,
    });
    expect(answer.body.data.find((type: { type: string }) => type.type === 'password-reset')).toMatchObject({ audience: 'person', defaultRecipient: null });
  });

  it('refuses a template whose placeholders the type does not supply, and an unknown template', async () => {
    const unsupplied = await call(
      'updateEmailType',
      asAdmin({ params: { type: 'password-reset' }, body: { templateId: 'contact-short', recipients: [], version: 0 } }),
    );
    expect(unsupplied.status).toBe(400);
    expect(unsupplied.body.error.fields.templateId).toContain('subject');
    const unknown = await call(
      'updateEmailType',
      asAdmin({ params: { type: 'contact-received-agency' }, body: { templateId: 'missing', recipients: [], version: 0 } }),
    );
    expect(unknown.body.error.fields).toEqual({ templateId: 'is not a template' });
    const badRecipient = await call(
      'updateEmailType',
      asAdmin({ params: { type: 'contact-received-agency' }, body: { templateId: 'contact-short', recipients: ['not-an-address'], version: 0 } }),
    );
    expect(badRecipient.body.error.fields).toHaveProperty(['recipients.0']);
    expect(
      (await call('updateEmailType', asAdmin({ params: { type: 'newsletter' }, body: { templateId: 'contact-short', recipients: [], version: 0 } }))).status,
    ).toBe(400);
  });

  it('sends the next lead mail with the template and recipients the admin chose', async () => {
    const saved = await call(
      'updateEmailType',
      asAdmin({
        params: { type: 'contact-received-agency' },
        body: { templateId: 'contact-short', recipients: ['desk@tbbtravel.ca', 'owner@tbbtravel.ca'], version: 0 },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ templateId: 'contact-short', recipients: ['desk@tbbtravel.ca', 'owner@tbbtravel.ca'], version: 1 });
    expect(
      (
        await call(
          'updateEmailType',
          asAdmin({ params: { type: 'contact-received-agency' }, body: { templateId: 'contact-received-agency', recipients: [], version: 0 } }),
        )
      ).status,
    ).toBe(409);

    const lead = await call('submitContactMessage', { body: contactBody({ firstName: 'Sam', lastName: '<b>Lee</b>', subject: 'Group cruise' }) });
    expect(lead.status).toBe(201);
    // This template names no reference: its mails are the ones with this message's subject.
    const sent = backend.outbox().filter((message) => message.subject === 'Message from Sam <b>Lee</b>: Group cruise');
    // Two messages can share a millisecond, and the outbox lists those in no set order.
    expect(sent.map((message) => message.to).sort()).toEqual(['desk@tbbtravel.ca', 'owner@tbbtravel.ca']);
    expect(sent[0]).toMatchObject({ type: 'contact-received-agency', subject: 'Message from Sam <b>Lee</b>: Group cruise' });
    expect(sent[0]!.html).toContain('Sam &lt;b&gt;Lee&lt;/b&gt;');
  });

  it('keeps a template an e-mail type uses, and built-in ones, from being deleted', async () => {
    expect((await call('deleteEmailTemplate', asAdmin({ params: { id: 'contact-short' } }))).status).toBe(409);
    expect((await call('deleteEmailTemplate', asAdmin({ params: { id: 'password-reset' } }))).status).toBe(409);
    await call('createEmailTemplate', asAdmin({ body: { id: 'unused-draft', ...template() } }));
    expect((await call('deleteEmailTemplate', asAdmin({ params: { id: 'unused-draft' } }))).status).toBe(204);
    expect((await call('deleteEmailTemplate', asAdmin({ params: { id: 'unused-draft' } }))).status).toBe(404);
  });
});
