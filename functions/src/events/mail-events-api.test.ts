import type { SNSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startLeadsTestBackend, type LeadsTestBackend } from '../../test/leads-api-client.ts';
import { freshEmail, quoteBody } from '../../test/lead-form-fixtures.ts';
import { handler } from './mail-events-handler.ts';

let backend: LeadsTestBackend;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
});
afterAll(() => backend.stop());

/** Submits a quote request and returns the stored lead's id and address. */
async function submittedLead(): Promise<{ id: string; email: string }> {
  const body = { ...quoteBody(), email: freshEmail() };
  const answer = await call('submitQuoteRequest', { body });
  expect(answer.status).toBe(201);
  const page = await call('listLeads', { query: { reference: answer.body.reference }, token: backend.adminToken });
  return { id: page.body.leads[0].id, email: body.email };
}

async function readLead(id: string) {
  const { status, body } = await call('getLead', { params: { id }, token: backend.adminToken });
  expect(status).toBe(200);
  return body.data;
}

/** SNS delivering SES events (configuration-set event publishing), as the topic subscription does. */
function snsEvent(...messages: unknown[]): SNSEvent {
  return {
    Records: messages.map((message, index) => ({
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: 'arn:aws:sns:ca-central-1:111122223333:mail-events:sub',
      Sns: {
        Type: 'Notification',
        MessageId: `sns-${index}`,
        TopicArn: 'arn:aws:sns:ca-central-1:111122223333:mail-events',
        Subject: '',
        Message: typeof message === 'string' ? message : JSON.stringify(message),
        Timestamp: '2026-11-20T10:00:00.000Z',
        SignatureVersion: '1',
        Signature: '',
        SigningCertUrl: '',
        UnsubscribeUrl: '',
        MessageAttributes: {},
      },
    })),
  };
}

function bounce(leadId: string | undefined, address: string, bounceType = 'Permanent') {
  return {
    eventType: 'Bounce',
    mail: { messageId: 'ses-1', tags: { type: ['quote-received-customer'], ...(leadId ? { lead: [leadId] } : {}) } },
    bounce: {
      bounceType,
      bounceSubType: 'General',
      timestamp: '2026-11-20T09:59:00.000Z',
      bouncedRecipients: [{ emailAddress: address, diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
    },
  };
}

describe('SES mail events (SNS → mail-events function)', () => {
  it('marks the lead whose mail bounced permanently, so the admin lead view can warn staff', async () => {
    const lead = await submittedLead();
    await handler(snsEvent(bounce(lead.id, lead.email)));
    const stored = await readLead(lead.id);
    expect(stored.emailProblem).toEqual({
      kind: 'bounce',
      address: lead.email,
      at: '2026-11-20T09:59:00.000Z',
      detail: 'Permanent/General: smtp; 550 5.1.1 user unknown',
    });
    expect(stored.version).toBe(1);
  });

  it('marks a complaint (the person reported our mail as spam)', async () => {
    const lead = await submittedLead();
    await handler(
      snsEvent({
        eventType: 'Complaint',
        mail: { messageId: 'ses-2', tags: { lead: [lead.id] } },
        complaint: { timestamp: '2026-11-20T10:01:00.000Z', complaintFeedbackType: 'abuse', complainedRecipients: [{ emailAddress: lead.email }] },
      }),
    );
    expect((await readLead(lead.id)).emailProblem).toMatchObject({ kind: 'complaint', address: lead.email, detail: 'abuse' });
  });

  it('leaves the lead alone for a transient bounce, a bounce of another address (the agency copy), mail that is no lead’s, and a malformed message', async () => {
    const lead = await submittedLead();
    await handler(
      snsEvent(bounce(lead.id, lead.email, 'Transient'), bounce(lead.id, 'leads@tbbtravel.ca'), bounce(undefined, lead.email), 'not json', {
        eventType: 'Delivery',
      }),
    );
    expect((await readLead(lead.id)).emailProblem).toBeUndefined();
  });
});
