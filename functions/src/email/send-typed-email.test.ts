import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveTypedTemplate, sendTypedEmail, valuesForType } from './send-typed-email.ts';

const saved = { ...process.env };
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tdp-typed-mail-'));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = 'silent';
  delete process.env.MAIL_TRANSPORT;
  delete process.env.STAGE;
  delete process.env.AGENCY_LEADS_EMAIL;
  // No content table: the saved settings cannot be read.
  delete process.env.CONTENT_TABLE;
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});

function outbox(): Array<{ to: string; subject: string; type: string }> {
  const dir = join(dataDir, 'outbox');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
}

const resetValues = {
  name: 'Sam Rivera',
  username: 'sam',
  resetLink: 'https://site.test/resetpassword/k',
  linkValidFor: '60 minutes',
  agencyPhone: '1-866-555-0142',
};

describe('sendTypedEmail', () => {
  it('uses the built-in template when the saved settings cannot be read, so the mail still goes out', async () => {
    expect((await resolveTypedTemplate('password-reset')).template.subject).toBe('Reset your TBB Travel password');
    const results = await sendTypedEmail('password-reset', 'sam@example.com', resetValues);
    expect(results).toEqual([{ type: 'password-reset', to: 'sam@example.com', status: 'sent', messageId: expect.any(String), at: expect.any(String) }]);
    expect(outbox()).toMatchObject([{ to: 'sam@example.com', subject: 'Reset your TBB Travel password', type: 'password-reset' }]);
  });

  it('sends agency mail to AGENCY_LEADS_EMAIL when the type names no recipients', async () => {
    process.env.AGENCY_LEADS_EMAIL = 'bookings@agency.test';
    const values = Object.fromEntries(
      [
        'reference',
        'requestKind',
        'firstName',
        'lastName',
        'fullName',
        'email',
        'phone',
        'subject',
        'notes',
        'sourcePage',
        'marketingOptIn',
        'agentName',
        'agencyPhone',
        'adminLink',
      ].map((name) => [name, name]),
    );
    await sendTypedEmail('contact-received-agency', null, values as never);
    expect(outbox().map((message) => message.to)).toEqual(['bookings@agency.test']);
  });

  it('sends nothing for a person type without an address', async () => {
    expect(await sendTypedEmail('password-reset', null, resetValues)).toEqual([]);
  });

  it('reports a transport failure as a failed result instead of throwing', async () => {
    process.env.MAIL_TRANSPORT = 'ses';
    delete process.env.MAIL_FROM;
    const [result] = await sendTypedEmail('password-reset', 'sam@example.com', resetValues);
    expect(result).toMatchObject({ status: 'failed', to: 'sam@example.com', error: expect.stringContaining('MAIL_FROM') });
  });
});

describe('valuesForType', () => {
  it("keeps only the placeholders the type supplies: a traveller's confirmation never gets what they wrote", () => {
    const lead = {
      reference: 'R1',
      requestKind: 'quote',
      firstName: 'Mallory https://spam.example',
      notes: 'https://spam.example',
      destinations: 'spam',
      agencyPhone: '1-866-555-0142',
    };
    expect(valuesForType('quote-received-customer', lead)).toEqual({ reference: 'R1', requestKind: 'quote', agencyPhone: '1-866-555-0142' });
    expect(valuesForType('quote-received-agency', lead)).toEqual(lead);
  });

  it('reads no inherited property as a value', () => {
    expect(valuesForType('password-reset', Object.create({ name: 'inherited' }) as Record<string, string>)).toEqual({});
  });
});
