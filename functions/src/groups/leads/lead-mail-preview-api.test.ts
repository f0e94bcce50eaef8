import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_EMAIL_TEMPLATES } from '../../domain/email/built-in-email-templates.ts';
import { addAgent, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { applicationBody, freshEmail, quoteBody } from '../../../test/lead-form-fixtures.ts';

/**
 * The template editor's preview on a real lead (issue #30, item 6; docs/decisions/email-preview-on-a-lead.md): a draft
 * rendered as one e-mail type with the values that type's mail about the lead carries, sanitised as the mail is.
 */

let backend: LeadsTestBackend;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  await addAgent({ photo: 'agents/harpreet-gill/portrait.jpg' });
});
afterAll(() => backend.stop());

async function submit(kind: 'submitQuoteRequest' | 'submitAgentApplication', body: Record<string, unknown>): Promise<string> {
  const answer = await call(kind, { body });
  expect(answer.status).toBe(201);
  const page = await call('listLeads', { query: { reference: answer.body.reference }, token: backend.adminToken });
  return page.body.leads[0].id as string;
}

function preview(id: string, body: unknown, token: string | undefined = backend.adminToken) {
  return call('previewLeadMail', { params: { id }, body, token });
}

const { id: _id, ...confirmation } = BUILT_IN_EMAIL_TEMPLATES['quote-received-customer'];

describe('POST /api/admin/leads/{id}/mail-preview', () => {
  let quoteId: string;

  beforeAll(async () => {
    // Through the agent's link: the confirmation introduces them, with their photo.
    quoteId = await submit(
      'submitQuoteRequest',
      quoteBody({ email: freshEmail('preview'), agent: 'harpreet-gill', notes: '<img src=x onerror=alert(1)> call me' }),
    );
  });

  it("renders the traveller's confirmation with the lead's greeting, trip, advisor contact and photo, exactly as the mail was sent", async () => {
    const answer = await preview(quoteId, { type: 'quote-received-customer', template: confirmation });
    expect(answer.status).toBe(200);
    const { subject, html, text } = answer.body.data;
    const sent = backend.outbox().find((message) => message.type === 'quote-received-customer' && message.subject === subject)!;
    expect(sent).toBeDefined();
    expect({ html, text }).toEqual({ html: sent.html, text: sent.text });
    expect(text.startsWith('Hello Priya,')).toBe(true);
    expect(text).toContain('Your travel advisor: Harpreet Gill, Connected Agent: 604-555-0181, harpreet.gill@agents.tbbtravel.ca');
    expect(html).toContain('<img src="https://site.test/media/_v/jpeg/360/agents/harpreet-gill/portrait.jpg" alt="" width="72" height="72">');
  });

  it("keeps what the visitor typed out of a confirmation preview, and escapes it in the agency's", async () => {
    const withFirstName = { ...confirmation, html: `${confirmation.html}<p>{{firstName}}</p>`, placeholders: [...confirmation.placeholders, 'firstName'] };
    const refused = await preview(quoteId, { type: 'quote-received-customer', template: withFirstName });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'template.placeholders': 'must be supplied by quote-received-customer; remove firstName' });

    const { id: _agency, ...agency } = BUILT_IN_EMAIL_TEMPLATES['quote-received-agency'];
    const draft = {
      ...agency,
      html: `${agency.html}<script>alert(1)</script><p onclick="x()"><img src="javascript:alert(1)"><a href="javascript:alert(1)">x</a></p>`,
    };
    const answer = await preview(quoteId, { type: 'quote-received-agency', template: draft });
    expect(answer.status).toBe(200);
    const { html } = answer.body.data;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; call me');
    // The visitor's text is text; the admin's script, handler attributes and javascript: addresses are gone.
    expect(html).not.toMatch(/<script|<img|\sonclick=|javascript:/i);
  });

  it('answers 422 naming the type for a mail a lead of its kind never causes, and 404 for no such lead', async () => {
    const { id: _applicant, ...applicant } = BUILT_IN_EMAIL_TEMPLATES['application-received-applicant'];
    const wrongKind = await preview(quoteId, { type: 'application-received-applicant', template: applicant });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.error.fields).toEqual({ type: 'is not sent for a quote' });
    const applicationId = await submit('submitAgentApplication', applicationBody({ email: freshEmail('applicant') }));
    expect((await preview(applicationId, { type: 'application-received-applicant', template: applicant })).status).toBe(200);
    expect((await preview('01JABCDEFGHJKMNPQRSTVWXYZ0', { type: 'quote-received-customer', template: confirmation })).status).toBe(404);
  });

  it('is for admins only, and refuses a type that is not a lead mail or a malformed draft with 400', async () => {
    expect((await preview(quoteId, { type: 'quote-received-customer', template: confirmation }, '')).status).toBe(401);
    expect((await preview(quoteId, { type: 'quote-received-customer', template: confirmation }, backend.agentToken)).status).toBe(403);
    const reset = await preview(quoteId, { type: 'password-reset', template: confirmation });
    expect(reset.status).toBe(400);
    expect(Object.keys(reset.body.error.fields)).toEqual(['type']);
    const empty = await preview(quoteId, { type: 'quote-received-customer', template: { ...confirmation, subject: '' } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(['template.subject']);
  });
});
