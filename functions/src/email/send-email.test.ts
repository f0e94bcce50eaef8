import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_EMAIL_TAG, withEmailTags } from './email-tags.ts';
import { MAIL_CONFIGURATION_SET_ENV, mailTransport, sendEmail } from './send-email.ts';

const sesMock = mockClient(SESv2Client);
const message = { to: 'agent@example.com', subject: 'Reset your password', text: 'Open the link', html: '<p>Open the link</p>', type: 'password-reset' };
const saved = { ...process.env };
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tdp-mail-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.MAIL_TRANSPORT;
  delete process.env.STAGE;
  delete process.env.MAIL_FROM;
  sesMock.reset();
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});

describe('sendEmail', () => {
  it('writes one JSON file per message into DATA_DIR/outbox when running locally', async () => {
    process.env.STAGE = 'local';
    const { id } = await sendEmail(message);
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const stored = JSON.parse(readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8'));
    expect(stored).toEqual({ id, ...message, createdAt: expect.any(String) });
    expect(sesMock.calls()).toHaveLength(0);
  });

  it('never picks SES without a deployed stage, and follows MAIL_TRANSPORT when set', () => {
    expect(mailTransport()).toBe('outbox');
    process.env.STAGE = 'prod';
    expect(mailTransport()).toBe('ses');
    process.env.MAIL_TRANSPORT = 'outbox';
    expect(mailTransport()).toBe('outbox');
  });

  it('sends through SES v2 from MAIL_FROM in a deployed stage', async () => {
    process.env.STAGE = 'dev';
    process.env.MAIL_FROM = 'no-reply@tbbtravel.ca';
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    expect(await sendEmail(message)).toEqual({ id: 'ses-1' });
    const input = sesMock.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      FromEmailAddress: 'no-reply@tbbtravel.ca',
      Destination: { ToAddresses: ['agent@example.com'] },
      Content: { Simple: { Subject: { Data: 'Reset your password' }, Body: { Text: { Data: 'Open the link' }, Html: { Data: '<p>Open the link</p>' } } } },
      EmailTags: [{ Name: 'type', Value: 'password-reset' }],
    });
  });

  it("passes the stage's configuration set and the tags of the send it is part of (a lead's id)", async () => {
    process.env.STAGE = 'prod';
    process.env.MAIL_FROM = 'no-reply@tbbtravel.ca';
    process.env[MAIL_CONFIGURATION_SET_ENV] = 'prod-mail';
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-2' });
    await withEmailTags({ [LEAD_EMAIL_TAG]: 'lead-1' }, () => sendEmail({ ...message, type: 'quote-received-customer' }));
    await sendEmail(message);
    const [tagged, plain] = sesMock.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(tagged).toMatchObject({
      ConfigurationSetName: 'prod-mail',
      EmailTags: [
        { Name: 'type', Value: 'quote-received-customer' },
        { Name: 'lead', Value: 'lead-1' },
      ],
    });
    expect(plain).toMatchObject({ ConfigurationSetName: 'prod-mail', EmailTags: [{ Name: 'type', Value: 'password-reset' }] });
  });

  it('refuses to send through SES without a sender address', async () => {
    process.env.MAIL_TRANSPORT = 'ses';
    await expect(sendEmail(message)).rejects.toThrow(/MAIL_FROM/);
  });
});
