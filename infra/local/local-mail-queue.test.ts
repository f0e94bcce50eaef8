import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE_SETTINGS } from '@tdp/functions/email/mail-queue';
import { createLocalMailQueue } from '@tdp/functions/local/local-mail-queue';
import { contactBody, freshEmail, quoteBody } from '../../functions/test/lead-form-fixtures.ts';
import { startLocalStack, type LocalStack } from './local-stack.ts';

/**
 * The mail queue on the local stack (docs/decisions/mail-queue.md): the same leads handler queues, the same sender
 * handler sends, the local queue retries and dead-letters as SQS does. The mail transport (the outbox) is broken by
 * putting a file where its folder goes.
 */

interface SendView {
  id?: string;
  type: string;
  status: string;
  failedAttempts?: number;
  error?: string;
  resentBy?: string;
}

async function json(response: Response): Promise<any> {
  return response.json();
}

async function adminToken(stack: LocalStack): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/auth/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-dev-password' }),
  });
  expect(answer.status).toBe(200);
  return (await json(answer)).accessToken as string;
}

async function sendContact(stack: LocalStack, email: string): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/leads/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactBody({ email })),
  });
  expect(answer.status).toBe(201);
  return (await json(answer)).reference as string;
}

async function leadByReference(stack: LocalStack, token: string, reference: string): Promise<{ id: string; sends: SendView[]; failedSends: number }> {
  const page = await json(
    await fetch(`${stack.apiUrl}/api/admin/leads?reference=${encodeURIComponent(reference)}`, { headers: { authorization: `Bearer ${token}` } }),
  );
  const detail = await json(await fetch(`${stack.apiUrl}/api/admin/leads/${page.leads[0].id}`, { headers: { authorization: `Bearer ${token}` } }));
  return detail.data;
}

async function outboxTo(stack: LocalStack, address: string): Promise<Array<{ to: string; type: string }>> {
  const { messages } = await json(await fetch(`${stack.apiUrl}/__dev/outbox`));
  return (messages as Array<{ to: string; type: string }>).filter((message) => message.to === address);
}

describe('the local stack’s mail queue, driven step by step', { timeout: 120_000 }, () => {
  let stack: LocalStack;
  let token: string;

  beforeAll(async () => {
    stack = await startLocalStack({ web: 'none', quiet: true, mailQueueEveryMs: false, scheduledJobsEveryMs: false, leadDeadlinesEveryMs: false });
    token = await adminToken(stack);
  });
  afterAll(() => stack?.stop());

  it('answers the visitor while the mail transport is down, retries, dead-letters, then delivers the resend an admin asks for', async () => {
    const outbox = join(stack.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    await rename(outbox, `${outbox}-aside`);
    await writeFile(outbox, 'not a folder: the transport fails');
    // How far the queue's clock is ahead of the real one.
    let ahead = 0;
    const queue = createLocalMailQueue({ dataDir: stack.dataDir, now: () => Date.now() + ahead });
    try {
      const reference = await sendContact(stack, freshEmail('local-queue'));
      const mails = (await leadByReference(stack, token, reference)).sends.length;
      expect(mails).toBeGreaterThanOrEqual(1);

      for (let attempt = 1; attempt <= MAIL_QUEUE_SETTINGS.maxReceiveCount; attempt += 1) {
        expect(await queue.poll()).toEqual({ received: mails, failed: mails, deadLettered: 0 });
        const [first] = (await leadByReference(stack, token, reference)).sends;
        expect(first).toMatchObject({ status: attempt < MAIL_QUEUE_SETTINGS.maxReceiveCount ? 'queued' : 'failed', failedAttempts: attempt });
        ahead += (MAIL_QUEUE_SETTINGS.visibilityTimeoutSeconds + 1) * 1000;
      }
      expect(await queue.poll()).toEqual({ received: 0, failed: 0, deadLettered: mails });
      expect(await queue.deadLetters()).toHaveLength(mails);
      const failed = await leadByReference(stack, token, reference);
      expect(failed.failedSends).toBe(mails);
      expect(failed.sends[0]!.error).toMatch(/^Gave up after 5 attempts: /);

      // The transport is back; the admin sends the agency's mail again.
      await rm(outbox, { force: true });
      await rename(`${outbox}-aside`, outbox);
      const agencyMail = failed.sends.find((send) => send.type === 'contact-received-agency')!;
      const resent = await fetch(`${stack.apiUrl}/api/admin/leads/${failed.id}/mails/${agencyMail.id}/resend`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(resent.status).toBe(200);
      expect((await json(resent)).data.sends.find((send: SendView) => send.id === agencyMail.id)).toMatchObject({ status: 'queued', resentBy: 'admin' });
      expect(await queue.poll()).toEqual({ received: 1, failed: 0, deadLettered: 0 });
      const delivered = await leadByReference(stack, token, reference);
      expect(delivered.sends.find((send) => send.id === agencyMail.id)).toMatchObject({ status: 'sent', resentBy: 'admin' });
      expect(delivered.failedSends).toBe(mails - 1);
    } finally {
      await rm(outbox, { force: true }).catch(() => undefined);
      await rename(`${outbox}-aside`, outbox).catch(() => undefined);
    }
  });
});

describe('the local stack’s own mail poller', { timeout: 120_000 }, () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startLocalStack({ web: 'none', quiet: true, mailQueueEveryMs: 50, scheduledJobsEveryMs: false, leadDeadlinesEveryMs: false });
  });
  afterAll(() => stack?.stop());

  it('sends a queued mail within a moment, with nothing but the stack running', async () => {
    const email = freshEmail('polled');
    const answer = await fetch(`${stack.apiUrl}/api/leads/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteBody({ email })),
    });
    expect(answer.status).toBe(201);
    await expect.poll(async () => (await outboxTo(stack, email)).map((message) => message.type), { timeout: 10_000 }).toEqual(['quote-received-customer']);
    expect(await createLocalMailQueue({ dataDir: stack.dataDir }).messages()).toEqual([]);
  });
});
