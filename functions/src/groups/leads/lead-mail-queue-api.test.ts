import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_QUEUE_SETTINGS } from '../../email/mail-queue.ts';
import { createLocalMailQueue, type LocalMailQueue } from '../../../local/local-mail-queue.ts';
import { call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { quoteBody } from '../../../test/lead-form-fixtures.ts';

/**
 * The mail queue end to end on the local stack's pieces (docs/decisions/mail-queue.md): the leads handler, dynalite,
 * the local queue with SQS's semantics and the mail-sender function's own handler. The queue's clock is stepped past
 * each visibility timeout, so five attempts take no real minutes.
 */

let backend: LeadsTestBackend;
const ses = mockClient(SESv2Client);
// How far the queue's clock is ahead of the real one.
let ahead = 0;
let queue: LocalMailQueue;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
});
afterAll(() => backend.stop());
beforeEach(() => {
  ahead = 0;
  queue = createLocalMailQueue({ now: () => Date.now() + ahead });
});
afterEach(() => {
  ses.reset();
  delete process.env.MAIL_TRANSPORT;
  delete process.env.MAIL_FROM;
});

/** SES as a deployed stage uses it, answering with `error` (or a message id when none). */
function sesAnswers(error?: { name: string; message: string }): void {
  process.env.MAIL_TRANSPORT = 'ses';
  process.env.MAIL_FROM = 'no-reply@tbbtravel.ca';
  if (error) ses.on(SendEmailCommand).rejects(Object.assign(new Error(error.message), { name: error.name }));
  else ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-1' });
}

async function submitQuote(email: string): Promise<string> {
  const answer = await call('submitQuoteRequest', { body: quoteBody({ email }), keepMailQueued: true });
  expect(answer.status).toBe(201);
  const page = await call('listLeads', { query: { reference: answer.body.reference }, token: backend.adminToken, keepMailQueued: true });
  return page.body.leads[0].id as string;
}

async function lead(id: string) {
  const answer = await call('getLead', { params: { id }, token: backend.adminToken, keepMailQueued: true });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Steps the queue's clock past the visibility timeout, so the messages that failed are received again. */
function afterVisibilityTimeout(): void {
  ahead += (MAIL_QUEUE_SETTINGS.visibilityTimeoutSeconds + 1) * 1000;
}

describe('a lead request', () => {
  it('only queues its mails: the visitor is answered, the mails wait on the queue, and the sender sends them', async () => {
    const email = 'queued.only@example.com';
    const id = await submitQuote(email);
    const queued = await lead(id);
    expect(queued.sends).toEqual([
      expect.objectContaining({ type: 'quote-received-agency', status: 'queued', id: expect.any(String), queuedAt: expect.any(String) }),
      expect.objectContaining({ type: 'quote-received-customer', to: email, status: 'queued' }),
    ]);
    expect(backend.outbox().filter((message) => message.to === email)).toEqual([]);
    expect((await queue.messages()).map((message) => JSON.parse(message.body))).toEqual(
      queued.sends.map((send: { id: string }) => ({ leadId: id, mailId: send.id })),
    );

    expect(await queue.poll()).toEqual({ received: 2, failed: 0, deadLettered: 0 });
    const sent = await lead(id);
    expect(sent.sends.map((send: { status: string }) => send.status)).toEqual(['sent', 'sent']);
    expect(sent.failedSends).toBe(0);
    expect(
      backend
        .outbox()
        .filter((message) => message.to === email)
        .map((message) => message.type),
    ).toEqual(['quote-received-customer']);
    expect(await queue.messages()).toEqual([]);
  });
});

describe('when SES fails for a while', () => {
  it(`retries each mail ${MAIL_QUEUE_SETTINGS.maxReceiveCount} times, then dead-letters it as failed; an admin resends it and it is delivered once`, async () => {
    sesAnswers({ name: 'TooManyRequestsException', message: 'Maximum sending rate exceeded.' });
    const email = 'bad.minute@example.com';
    const id = await submitQuote(email);

    for (let attempt = 1; attempt <= MAIL_QUEUE_SETTINGS.maxReceiveCount; attempt += 1) {
      expect(await queue.poll()).toEqual({ received: 2, failed: 2, deadLettered: 0 });
      const { sends } = await lead(id);
      const last = attempt === MAIL_QUEUE_SETTINGS.maxReceiveCount;
      expect(sends).toEqual([
        expect.objectContaining({ status: last ? 'failed' : 'queued', failedAttempts: attempt, error: expect.stringContaining('TooManyRequestsException') }),
        expect.objectContaining({ status: last ? 'failed' : 'queued', failedAttempts: attempt }),
      ]);
      // Hidden until the visibility timeout passes: a poll before then receives nothing.
      expect(await queue.poll()).toEqual({ received: 0, failed: 0, deadLettered: 0 });
      afterVisibilityTimeout();
    }
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2 * MAIL_QUEUE_SETTINGS.maxReceiveCount);
    // The receive after the last moves both to the dead-letter queue, as SQS's redrive policy does.
    expect(await queue.poll()).toEqual({ received: 0, failed: 0, deadLettered: 2 });
    expect(await queue.messages()).toEqual([]);
    expect(await queue.deadLetters()).toHaveLength(2);

    const failed = await lead(id);
    expect(failed.failedSends).toBe(2);
    expect(failed.sends[1]).toMatchObject({
      to: email,
      status: 'failed',
      error: `Gave up after ${MAIL_QUEUE_SETTINGS.maxReceiveCount} attempts: TooManyRequestsException: Maximum sending rate exceeded.`,
    });

    // SES is back; the admin sends the traveller's confirmation again from the lead's page.
    ses.reset();
    sesAnswers();
    const resent = await call('resendLeadMail', { params: { id, mailId: failed.sends[1].id }, token: backend.adminToken, keepMailQueued: true });
    expect(resent.status).toBe(200);
    expect(resent.body.data.sends[1]).toMatchObject({ status: 'queued', failedAttempts: 0, resentBy: 'alex.admin' });
    expect(resent.body.data.sends[1]).not.toHaveProperty('error');
    expect(await queue.poll()).toEqual({ received: 1, failed: 0, deadLettered: 0 });
    const delivered = await lead(id);
    expect(delivered.sends[1]).toMatchObject({ status: 'sent', messageId: 'ses-message-1' });
    expect(delivered.failedSends).toBe(1);
    const [sent] = ses.commandCalls(SendEmailCommand);
    expect(sent!.args[0].input).toMatchObject({ Destination: { ToAddresses: [email] }, EmailTags: expect.arrayContaining([{ Name: 'lead', Value: id }]) });

    // An operator redrives the dead-letter queue: the mail sent since is not sent twice, the other one goes out now.
    expect(await queue.redrive()).toBe(2);
    expect(await queue.poll()).toEqual({ received: 2, failed: 0, deadLettered: 0 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    expect((await lead(id)).sends.map((send: { status: string }) => send.status)).toEqual(['sent', 'sent']);
  });

  it('marks a mail SES refuses for good as failed at once, without retrying it', async () => {
    sesAnswers({ name: 'MessageRejected', message: 'Email address is not verified.' });
    const id = await submitQuote('refused@example.com');
    expect(await queue.poll()).toEqual({ received: 2, failed: 0, deadLettered: 0 });
    const { sends, failedSends } = await lead(id);
    expect(failedSends).toBe(2);
    expect(sends[1]).toMatchObject({ status: 'failed', failedAttempts: 1, error: 'MessageRejected: Email address is not verified.' });
    afterVisibilityTimeout();
    expect(await queue.poll()).toEqual({ received: 0, failed: 0, deadLettered: 0 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });
});

describe('POST /api/admin/leads/{id}/mails/{mailId}/resend', () => {
  let id: string;
  let sentMail: string;

  beforeAll(async () => {
    id = await submitQuote('resend.rules@example.com');
    sentMail = ((await lead(id)).sends as Array<{ id: string }>)[0]!.id;
    await createLocalMailQueue().poll();
    expect((await lead(id)).sends[0]).toMatchObject({ id: sentMail, status: 'sent' });
  });

  it('is for admins only', async () => {
    expect((await call('resendLeadMail', { params: { id, mailId: sentMail } })).status).toBe(401);
    expect((await call('resendLeadMail', { params: { id, mailId: sentMail }, token: backend.agentToken })).status).toBe(403);
  });

  it('answers 400 naming the parameter for a malformed lead or mail id', async () => {
    const badLead = await call('resendLeadMail', { params: { id: 'not-a-lead', mailId: sentMail }, token: backend.adminToken });
    expect(badLead.status).toBe(400);
    expect(badLead.body.error.fields).toEqual({ 'params.id': 'is not a lead id' });
    const badMail = await call('resendLeadMail', { params: { id, mailId: 'mail-1' }, token: backend.adminToken });
    expect(badMail.status).toBe(400);
    expect(badMail.body.error.fields).toEqual({ 'params.mailId': 'is not a mail id' });
  });

  it('answers 404 for a lead or a mail that does not exist', async () => {
    const noLead = await call('resendLeadMail', { params: { id: '01JABCDEFGHJKMNPQRSTVWXYZ0', mailId: sentMail }, token: backend.adminToken });
    expect(noLead.status).toBe(404);
    expect(noLead.body.error.message).toBe('There is no such lead.');
    const noMail = await call('resendLeadMail', { params: { id, mailId: '00000000-0000-4000-8000-000000000000' }, token: backend.adminToken });
    expect(noMail.status).toBe(404);
    expect(noMail.body.error.message).toBe('This lead has no such e-mail.');
  });

  it('answers 409 for a mail that is sent or still queued, and queues nothing', async () => {
    const sent = await call('resendLeadMail', { params: { id, mailId: sentMail }, token: backend.adminToken, keepMailQueued: true });
    expect(sent.status).toBe(409);
    expect(sent.body.error.message).toBe('This e-mail was sent already.');
    const waiting = await submitQuote('still.queued@example.com');
    const queuedMail = ((await lead(waiting)).sends as Array<{ id: string }>)[0]!.id;
    const queuedAnswer = await call('resendLeadMail', { params: { id: waiting, mailId: queuedMail }, token: backend.adminToken, keepMailQueued: true });
    expect(queuedAnswer.status).toBe(409);
    expect(queuedAnswer.body.error.message).toBe('This e-mail is queued already: it is being sent.');
    // Only the two mails of the second quote wait on the queue.
    expect(await queue.messages()).toHaveLength(2);
    await createLocalMailQueue().poll();
  });
});
