import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { currentEmailTags, sesTagValue } from './email-tags.ts';

/**
 * Environment variable naming the stage's SES configuration set: every send passes it, so bounces and complaints
 * are published to the stage's mail-events topic and the account's suppression list applies (CDK sets it).
 */
export const MAIL_CONFIGURATION_SET_ENV = 'MAIL_CONFIGURATION_SET';

/** One e-mail to one recipient. `type` names the event that caused it (e.g. 'password-reset'). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  type: string;
}

/** What the outbox stores per message (one JSON file each), and what the dev-only outbox route lists. */
export interface OutboxMessage extends EmailMessage {
  id: string;
  /** ISO time it was "sent". */
  createdAt: string;
}

/** Where mail goes: files in `${DATA_DIR}/outbox/` (local stack, tests) or Amazon SES (a deployed stage). */
export type MailTransport = 'outbox' | 'ses';

/** `MAIL_TRANSPORT` when set; otherwise SES only in a named AWS stage, so nothing local ever sends real mail. */
export function mailTransport(): MailTransport {
  const chosen = process.env.MAIL_TRANSPORT;
  if (chosen === 'outbox' || chosen === 'ses') return chosen;
  const stage = process.env.STAGE;
  return stage && stage !== 'local' ? 'ses' : 'outbox';
}

/** The folder the outbox writes to. */
export function outboxDir(): string {
  return join(resolve(process.env.DATA_DIR ?? '.data'), 'outbox');
}

async function writeToOutbox(message: EmailMessage): Promise<string> {
  const stored: OutboxMessage = { id: randomUUID(), ...message, createdAt: new Date().toISOString() };
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  // Time first so a directory listing is in sending order; written then renamed so no reader sees half a file.
  const file = join(dir, `${stored.createdAt.replace(/[:.]/g, '-')}-${stored.id}.json`);
  await writeFile(`${file}.tmp`, `${JSON.stringify(stored, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return stored.id;
}

// Loaded on first send: most requests of the groups that may mail never do, and the client lengthens a cold start.
const sesV2 = () => import('@aws-sdk/client-sesv2');

let ses: SESv2Client | undefined;

async function sendWithSes(message: EmailMessage): Promise<string> {
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set: the stage needs a verified SES sender address');
  // CDK sets it on every function that may send (infra/test/mail.test.ts proves it).
  const configurationSet = process.env[MAIL_CONFIGURATION_SET_ENV];
  const { SendEmailCommand, SESv2Client } = await sesV2();
  ses ??= new SESv2Client({});
  const tags = Object.entries(currentEmailTags()).map(([Name, Value]) => ({ Name: sesTagValue(Name), Value: sesTagValue(Value) }));
  const answer = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
        },
      },
      EmailTags: [{ Name: 'type', Value: sesTagValue(message.type) }, ...tags],
    }),
  );
  return answer.MessageId ?? '';
}

/** Sends one e-mail through the configured transport and returns its message id. */
export async function sendEmail(message: EmailMessage): Promise<{ id: string }> {
  const id = mailTransport() === 'ses' ? await sendWithSes(message) : await writeToOutbox(message);
  return { id };
}
