import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSIONS_PER_ADDRESS, SUBMISSIONS_PER_EMAIL } from '../../domain/leads/lead-policy.ts';
import { addAgent, call, freshAddress, startLeadsTestBackend, uploadApplicationAttachment, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { applicationBody, contactBody, daysFromToday, disneyQuoteBody, freshEmail, groupQuoteBody, quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  await addAgent();
  await addAgent({ slug: 'wei-chen', name: 'Wei Chen', email: 'wei.chen@agents.tbbtravel.ca', languages: ['english', 'mandarin', 'cantonese'] });
  await addAgent({ slug: 'retired-agent', name: 'Retired Agent', email: 'retired@agents.tbbtravel.ca', status: 'inactive' });
});
afterAll(() => backend.stop());

/** The internal id of the lead a short reference names (an id no lead has when none does). */
async function leadIdOf(reference: string): Promise<string> {
  const page = await call('listLeads', { query: { reference }, token: backend.adminToken });
  return page.body.leads[0]?.id ?? '00000000000000000000000000';
}

async function readLead(reference: string) {
  return call('getLead', { params: { id: await leadIdOf(reference) }, token: backend.adminToken });
}

const REFERENCE = /^TBB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

function outboxTo(address: string) {
  return backend.outbox().filter((message) => message.to === address);
}

const LONG = (length: number) => 'x'.repeat(length);

describe('POST /api/leads/quote', () => {
  it('stores a general quote as a new lead, e-mails the agency and the traveller, and records both sends', async () => {
    const body = quoteBody();
    const answer = await call('submitQuoteRequest', { body });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(REFERENCE);

    const { status, body: stored } = await readLead(answer.body.reference);
    expect(status).toBe(200);
    expect(stored.data).toMatchObject({
      reference: answer.body.reference,
      type: 'quote',
      kind: 'general',
      status: 'new',
      firstName: 'Priya',
      email: body.email,
      headline: 'Lisbon and Porto',
      packageUrl: 'portugal-coast-and-wine',
      source: '/deals/portugal-coast-and-wine',
      attributedAgent: null,
      assignedAgent: null,
      marketingOptIn: true,
      version: 1,
      failedSends: 0,
    });
    expect(stored.data.form).not.toHaveProperty('website');
    expect(stored.data.form.travellers).toEqual({ adults: 2, seniors: 0, childAges: [6, 9] });
    expect(stored.data.sends.map((send: { type: string; to: string; status: string }) => [send.type, send.to, send.status])).toEqual([
      ['quote-received-agency', 'leads@tbbtravel.ca', 'sent'],
      ['quote-received-customer', body.email, 'sent'],
    ]);

    const [toCustomer] = outboxTo(String(body.email));
    expect(toCustomer).toMatchObject({ type: 'quote-received-customer', subject: `We received your quote request (${answer.body.reference})` });
    expect(toCustomer!.text).toContain(`Your reference is ${answer.body.reference}`);
    // Greeted by the first name typed, which reads as a name.
    expect(toCustomer!.text.startsWith('Hello Priya,')).toBe(true);
    expect(toCustomer!.text).toContain('Travellers: 2 adults, 2 children (ages 6, 9)');
    const toAgency = outboxTo('leads@tbbtravel.ca').find((message) => message.text.includes(answer.body.reference));
    expect(toAgency).toMatchObject({ type: 'quote-received-agency', subject: 'New quote request from Priya Sandhu (Lisbon and Porto)' });
    expect(toAgency!.html).toContain(`href="https://site.test/admin-dashboard/leads/${stored.data.id}"`);
    expect(stored.data.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(toAgency!.text).not.toContain(`(reference ${stored.data.id})`);
    expect(toAgency!.text).toContain('Package: https://site.test/deals/portugal-coast-and-wine');
    expect(toAgency!.text).toContain('We would like a hotel near the old town.\nOne child is vegetarian.');
  });

  it('accepts a Disney quote and a group quote with a flexible month', async () => {
    const disney = await call('submitQuoteRequest', { body: disneyQuoteBody() });
    expect(disney.status).toBe(201);
    expect((await readLead(disney.body.reference)).body.data).toMatchObject({ kind: 'disney', headline: 'walt disney world' });

    const group = await call('submitQuoteRequest', { body: groupQuoteBody() });
    expect(group.status).toBe(201);
    const stored = (await readLead(group.body.reference)).body.data;
    expect(stored).toMatchObject({ kind: 'group', headline: 'Sandhu family reunion: Lisbon and Porto' });
    const mail = backend.outbox().find((message) => message.type === 'quote-received-agency' && message.text.includes(group.body.reference));
    expect(mail!.text).toContain('Travellers: group of 18');
    expect(mail!.text).toContain('Group: Sandhu family reunion: family reunion, 18 people');
  });

  it('attributes a lead to the agent of the link, assigns it to the agent asked for, and tells that agent', async () => {
    const answer = await call('submitQuoteRequest', { body: quoteBody({ agent: 'harpreet-gill', preferredAgent: 'wei-chen' }) });
    expect(answer.status).toBe(201);
    const stored = (await readLead(answer.body.reference)).body.data;
    expect(stored).toMatchObject({ attributedAgent: 'harpreet-gill', assignedAgent: 'wei-chen' });
    expect(stored.sends.map((send: { type: string; to: string }) => send.to)).toContain('wei.chen@agents.tbbtravel.ca');
    const [toAgent] = outboxTo('wei.chen@agents.tbbtravel.ca');
    expect(toAgent).toMatchObject({ type: 'lead-received-agent', subject: 'Priya Sandhu sent a quote through your TBB Travel page' });
  });

  it("introduces the agent of the link in the traveller's confirmation, with their direct contact", async () => {
    const email = freshEmail('advised');
    const answer = await call('submitQuoteRequest', { body: quoteBody({ email, agent: 'harpreet-gill' }) });
    expect(answer.status).toBe(201);
    const [toTraveller] = outboxTo(email);
    expect(toTraveller!.text).toContain('Your travel advisor: Harpreet Gill, Connected Agent: 604-555-0181, harpreet.gill@agents.tbbtravel.ca');
    // Without a link's agent there is no such line.
    const plain = freshEmail('unadvised');
    expect((await call('submitQuoteRequest', { body: quoteBody({ email: plain }) })).status).toBe(201);
    expect(outboxTo(plain)[0]!.text).not.toContain('Your travel advisor');
  });

  it('ignores an unknown or inactive agent slug instead of refusing the request', async () => {
    const answer = await call('submitQuoteRequest', { body: quoteBody({ agent: 'no-such-agent', preferredAgent: 'retired-agent' }) });
    expect(answer.status).toBe(201);
    expect((await readLead(answer.body.reference)).body.data).toMatchObject({ attributedAgent: null, assignedAgent: null });
    expect(outboxTo('retired@agents.tbbtravel.ca')).toEqual([]);
  });

  const invalidQuotes: Array<[string, Record<string, unknown>, string]> = [
    ['a missing first name', quoteBody({ firstName: undefined }), 'firstName'],
    ['a blank first name', quoteBody({ firstName: '   ' }), 'firstName'],
    ['a too long last name', quoteBody({ lastName: LONG(61) }), 'lastName'],
    ['an address that is not an e-mail', quoteBody({ email: 'priya.example.com' }), 'email'],
    ['no phone when phone is preferred', quoteBody({ phone: undefined, preferredContact: 'phone' }), 'phone'],
    ['a phone that is not a number', quoteBody({ phone: 'call me maybe' }), 'phone'],
    ['an unknown contact method', quoteBody({ preferredContact: 'fax' }), 'preferredContact'],
    ['empty destinations', quoteBody({ destinations: '' }), 'destinations'],
    ['a malformed destination id', quoteBody({ destinationIds: ['moon-1'] }), 'destinationIds.0'],
    ['a departure date in the past', quoteBody({ departDate: daysFromToday(-2) }), 'departDate'],
    ['neither dates nor a flexible month', quoteBody({ departDate: undefined, returnDate: undefined }), 'departDate'],
    ['a return before the departure', quoteBody({ returnDate: daysFromToday(50) }), 'returnDate'],
    ['a month that does not exist', quoteBody({ departDate: undefined, returnDate: undefined, flexibleMonth: '2027-13' }), 'flexibleMonth'],
    ['no adult or senior', quoteBody({ travellers: { adults: 0, seniors: 0, childAges: [7] } }), 'travellers.adults'],
    ['a child aged 18', quoteBody({ travellers: { adults: 1, childAges: [18] } }), 'travellers.childAges.0'],
    ['an unknown budget', quoteBody({ budgetPerPerson: 'lots' }), 'budgetPerPerson'],
    ['a travel style id of 0', quoteBody({ travelStyleIds: [0] }), 'travelStyleIds.0'],
    ['a package url that is not a slug', quoteBody({ packageUrl: 'Portugal Coast' }), 'packageUrl'],
    ['an agent slug that is not a slug', quoteBody({ preferredAgent: 'Wei Chen' }), 'preferredAgent'],
    ['too long notes', quoteBody({ notes: LONG(2001) }), 'notes'],
    ['no consent to be contacted', quoteBody({ consentToContact: false }), 'consentToContact'],
    ['a source that is another site', quoteBody({ source: 'https://elsewhere.example/' }), 'source'],
    ['an unknown field', quoteBody({ coupon: 'FREE' }), 'coupon'],
    ['an unknown form kind', quoteBody({ kind: 'cruise' }), 'kind'],
    ['a honeypot longer than any field', quoteBody({ website: LONG(501) }), 'website'],
    ['a Disney quote without its destination', disneyQuoteBody({ disneyDestination: undefined }), 'disneyDestination'],
    ['a group quote without a group name', groupQuoteBody({ groupName: undefined }), 'groupName'],
    ['a group of one', groupQuoteBody({ groupSize: 1 }), 'groupSize'],
    ['an unknown group type', groupQuoteBody({ groupType: 'party' }), 'groupType'],
  ];

  it.each(invalidQuotes)('answers 400 naming the field for %s', async (_case, body, field) => {
    const answer = await call('submitQuoteRequest', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.body.error.fields)).toContain(field);
  });

  it.each([
    ['firstName', 'Priya\r\nBcc: victim@example.com'],
    ['lastName', 'Sandhu\nX-Injected: 1'],
    ['email', 'priya@example.com\r\nBcc: victim@example.com'],
    ['destinations', 'Lisbon\rPorto'],
    ['departureCity', 'Vancouver\u2028Seattle'],
  ])('refuses a line break in %s, a field that can reach a mail header', async (field, value) => {
    const answer = await call('submitQuoteRequest', { body: quoteBody({ [field]: value }) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields[field]).toEqual(expect.any(String));
  });

  it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
    const before = backend.outbox().length;
    const answer = await call('submitQuoteRequest', { body: quoteBody({ website: 'https://spam.example' }) });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(REFERENCE);
    expect((await readLead(answer.body.reference)).status).toBe(404);
    expect(backend.outbox()).toHaveLength(before);
  });

  it('refuses a body larger than the form limit with 413', async () => {
    const answer = await call('submitQuoteRequest', { body: quoteBody({ notes: LONG(20_000) }) });
    expect(answer.status).toBe(413);
  });
});

describe('rate limits', () => {
  it(`answers 429 with Retry-After after ${SUBMISSIONS_PER_ADDRESS} submissions from one address in an hour`, async () => {
    const sourceIp = freshAddress();
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS; i += 1) {
      const body = i % 2 === 0 ? contactBody() : quoteBody();
      const route = i % 2 === 0 ? 'submitContactMessage' : 'submitQuoteRequest';
      expect((await call(route, { body, sourceIp })).status).toBe(201);
    }
    const refused = await call('submitAgentApplication', { body: applicationBody(), sourceIp });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await call('submitContactMessage', { body: contactBody() })).status).toBe(201);
  });

  it(`answers 429 after ${SUBMISSIONS_PER_EMAIL} submissions of one form from one e-mail, whatever the address`, async () => {
    const email = freshEmail('repeat');
    for (let i = 0; i < SUBMISSIONS_PER_EMAIL; i += 1) expect((await call('submitQuoteRequest', { body: quoteBody({ email }) })).status).toBe(201);
    const refused = await call('submitQuoteRequest', { body: quoteBody({ email: email.toUpperCase() }) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The count is per form type: the same person can still write to the agency.
    expect((await call('submitContactMessage', { body: contactBody({ email }) })).status).toBe(201);
  });

  it('counts +tag variants and any letter case of one address against one limit (abuse: the per-e-mail limit bypassed)', async () => {
    const local = `tagged${Math.random().toString(36).slice(2, 8)}`;
    for (const email of [`${local}+1@x.com`, `${local}+2@x.com`, `${local.toUpperCase()}@X.COM`]) {
      expect((await call('submitQuoteRequest', { body: quoteBody({ email }) })).status).toBe(201);
    }
    expect((await call('submitQuoteRequest', { body: quoteBody({ email: `${local}+3@x.com` }) })).status).toBe(429);
    expect((await call('submitQuoteRequest', { body: quoteBody({ email: `${local}@x.com` }) })).status).toBe(429);
    // Another mailbox at the same domain keeps its own count.
    expect((await call('submitQuoteRequest', { body: quoteBody({ email: `${local}x@x.com` }) })).status).toBe(201);
  });

  it('counts dotted Gmail variants of one mailbox against one limit', async () => {
    const letters = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)
      .padEnd(6, 'q');
    const dotted = letters.split('').join('.');
    for (const email of [`${dotted}@gmail.com`, `${letters}@gmail.com`, `${letters.slice(0, 2)}.${letters.slice(2)}+trip@googlemail.com`]) {
      expect((await call('submitQuoteRequest', { body: quoteBody({ email }) })).status).toBe(201);
    }
    expect((await call('submitQuoteRequest', { body: quoteBody({ email: `${letters.toUpperCase()}@GMail.com` }) })).status).toBe(429);
    // Dots matter at other domains: that is another mailbox there.
    expect((await call('submitQuoteRequest', { body: quoteBody({ email: `${dotted}@example.com` }) })).status).toBe(201);
  });

  it('does not count a honeypot submission', async () => {
    const sourceIp = freshAddress();
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS + 2; i += 1) {
      expect((await call('submitContactMessage', { body: contactBody({ website: 'spam' }), sourceIp })).status).toBe(201);
    }
    expect((await call('submitContactMessage', { body: contactBody(), sourceIp })).status).toBe(201);
  });
});

describe('POST /api/leads/agent-application', () => {
  it('stores the application and e-mails the agency and the applicant', async () => {
    const attachmentKey = await uploadApplicationAttachment('Marco Reyes resume.pdf', 'application/pdf', Buffer.from('%PDF-1.4 résumé'));
    const body = applicationBody({ attachmentKey });
    const answer = await call('submitAgentApplication', { body });
    expect(answer.status).toBe(201);
    const stored = (await readLead(answer.body.reference)).body.data;
    expect(stored).toMatchObject({ type: 'application', kind: 'application', status: 'new', headline: 'Calgary, AB', phone: '+1 403 555 0199' });
    expect(stored.form.attachmentKey).toBe(attachmentKey);
    expect(stored.sends.map((send: { type: string }) => send.type)).toEqual(['application-received-agency', 'application-received-applicant']);
    const [toApplicant] = outboxTo(String(body.email));
    expect(toApplicant!.subject).toBe(`Thank you for applying to TBB Travel (${answer.body.reference})`);
    const toAgency = outboxTo('leads@tbbtravel.ca').find((message) => message.text.includes(answer.body.reference));
    expect(toAgency!.text).toContain('Languages: english, spanish, tagalog');
    expect(toAgency!.text).toContain("Résumé or certificate: Marco-Reyes-resume.pdf (download it from the lead's page)");
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing phone', applicationBody({ phone: undefined }), 'phone'],
    ['a missing city', applicationBody({ city: undefined }), 'city'],
    ['a province that is not Canadian', applicationBody({ province: 'WA' }), 'province'],
    ['negative experience', applicationBody({ yearsOfExperience: -1 }), 'yearsOfExperience'],
    ['fractional experience', applicationBody({ yearsOfExperience: 2.5 }), 'yearsOfExperience'],
    ['no language', applicationBody({ languages: [] }), 'languages'],
    ['an unknown specialty', applicationBody({ specialties: ['knitting'] }), 'specialties.0'],
    ['a language listed twice', applicationBody({ languages: ['english', 'english'] }), 'languages.1'],
    ['an unknown way of hearing about us', applicationBody({ heardAboutUs: 'radio' }), 'heardAboutUs'],
    ['an attachment outside applications/', applicationBody({ attachmentKey: 'package-images/banner.png' }), 'attachmentKey'],
    ['an attachment path climbing out', applicationBody({ attachmentKey: 'applications/../secrets.txt' }), 'attachmentKey'],
    ['a too long message', applicationBody({ message: LONG(3001) }), 'message'],
    ['a control character in the message', applicationBody({ message: 'Hello\u0000there' }), 'message'],
    ['a current agency on two lines', applicationBody({ currentAgency: 'Sunrise\r\nTravel' }), 'currentAgency'],
    ['a first name with a line break', applicationBody({ firstName: 'Marco\nBcc: x@example.com' }), 'firstName'],
    ['no consent', applicationBody({ consentToContact: undefined }), 'consentToContact'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    const answer = await call('submitAgentApplication', { body });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toContain(field);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const answer = await call('submitAgentApplication', { body: applicationBody({ website: 'x' }) });
    expect(answer.status).toBe(201);
    expect((await readLead(answer.body.reference)).status).toBe(404);
  });
});

describe('POST /api/leads/contact', () => {
  it('stores the message and e-mails the agency only', async () => {
    const body = contactBody();
    const answer = await call('submitContactMessage', { body });
    expect(answer.status).toBe(201);
    const stored = (await readLead(answer.body.reference)).body.data;
    expect(stored).toMatchObject({ type: 'contact', kind: 'contact', headline: 'Travel insurance for a cruise', phone: null });
    expect(stored.sends.map((send: { type: string }) => send.type)).toEqual(['contact-received-agency']);
    expect(outboxTo(String(body.email))).toEqual([]);
    const toAgency = outboxTo('leads@tbbtravel.ca').find((message) => message.text.includes(answer.body.reference));
    expect(toAgency!.subject).toBe('Contact message from Chloé Tremblay: Travel insurance for a cruise');
  });

  it("stores the agent of the visitor's link as the message's attributed and assigned agent, and tells that agent", async () => {
    const answer = await call('submitContactMessage', { body: contactBody({ agent: 'harpreet-gill', subject: 'Question for Harpreet' }) });
    expect(answer.status).toBe(201);
    const stored = (await readLead(answer.body.reference)).body.data;
    expect(stored).toMatchObject({ attributedAgent: 'harpreet-gill', assignedAgent: 'harpreet-gill' });
    expect(stored.form.agent).toBe('harpreet-gill');
    expect(stored.sends.map((send: { type: string; to: string }) => [send.type, send.to])).toEqual([
      ['contact-received-agency', 'leads@tbbtravel.ca'],
      ['lead-received-agent', 'harpreet.gill@agents.tbbtravel.ca'],
    ]);
    const inbox = await call('listLeads', { query: { agent: 'harpreet-gill', type: 'contact' }, token: backend.adminToken });
    expect(inbox.body.leads.map((lead: { reference: string }) => lead.reference)).toContain(answer.body.reference);
  });

  it('escapes what the visitor wrote in the HTML mail', async () => {
    const answer = await call('submitContactMessage', {
      body: contactBody({ lastName: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script> & "quotes"' }),
    });
    expect(answer.status).toBe(201);
    const mail = outboxTo('leads@tbbtravel.ca').find((message) => message.text.includes(answer.body.reference))!;
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; "quotes"');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a subject on two lines', contactBody({ subject: 'Hello\r\nBcc: victim@example.com' }), 'subject'],
    ['a missing subject', contactBody({ subject: undefined }), 'subject'],
    ['an empty message', contactBody({ message: '  ' }), 'message'],
    ['a missing e-mail', contactBody({ email: undefined }), 'email'],
    ['a too long subject', contactBody({ subject: LONG(151) }), 'subject'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    const answer = await call('submitContactMessage', { body });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toContain(field);
  });
});

describe("confirmations to the address typed in a form (abuse: a spam relay under the agency's name)", () => {
  const SPAM = 'Claim your prize at https://spam.example/win';

  function visitorText(mail: { subject: string; text: string; html: string }): string[] {
    return [mail.subject, mail.text, mail.html].filter((part) => /spam\.example|Claim your prize|Mallory|Evilcorp/i.test(part));
  }

  it('carries none of what the visitor wrote to the traveller, while the agency gets it all', async () => {
    const email = freshEmail('victim');
    const body = groupQuoteBody({
      email,
      firstName: `Mallory ${SPAM}`,
      lastName: 'Evilcorp https://spam.example/a',
      destinations: SPAM,
      departureCity: SPAM,
      groupName: SPAM,
      notes: `${SPAM}\n${SPAM}`,
      phone: undefined,
      preferredContact: 'email',
    });
    const answer = await call('submitQuoteRequest', { body });
    expect(answer.status).toBe(201);
    const [toCustomer, ...more] = outboxTo(email);
    expect(more).toEqual([]);
    expect(toCustomer!.type).toBe('quote-received-customer');
    expect(visitorText(toCustomer!)).toEqual([]);
    // A first name that does not read as a name is not repeated: the greeting is a plain "Hello".
    expect(toCustomer!.text.startsWith('Hello,')).toBe(true);
    expect(toCustomer!.text).toContain(answer.body.reference);
    expect(toCustomer!.text).not.toContain(email);
    const toAgency = outboxTo('leads@tbbtravel.ca').find((message) => message.text.includes(answer.body.reference))!;
    expect(toAgency.text).toContain(`Mallory ${SPAM}`);
    expect(toAgency.text).toContain(`Destinations: ${SPAM}`);
  });

  it('carries none of what the applicant wrote to the applicant', async () => {
    const email = freshEmail('victim');
    const answer = await call('submitAgentApplication', {
      body: applicationBody({ email, firstName: `Mallory ${SPAM}`, lastName: 'Evilcorp', city: SPAM.slice(0, 60), currentAgency: SPAM, message: SPAM }),
    });
    expect(answer.status).toBe(201);
    const [toApplicant, ...more] = outboxTo(email);
    expect(more).toEqual([]);
    expect(toApplicant!.type).toBe('application-received-applicant');
    expect(visitorText(toApplicant!)).toEqual([]);
    expect(toApplicant!.text).toContain(answer.body.reference);
  });
});

describe('when the mail transport fails', () => {
  it('still stores the lead and answers 201; its mails stay queued for a retry, with the reason of the failed attempt', async () => {
    // SES without a sender address: every send throws, as an SES outage would (retries: lead-mail-queue-api.test.ts).
    process.env.MAIL_TRANSPORT = 'ses';
    try {
      const answer = await call('submitQuoteRequest', { body: quoteBody() });
      expect(answer.status).toBe(201);
      const stored = (await readLead(answer.body.reference)).body.data;
      expect(stored.status).toBe('new');
      expect(stored.failedSends).toBe(0);
      expect(stored.sends).toEqual([
        expect.objectContaining({ type: 'quote-received-agency', status: 'queued', failedAttempts: 1, error: expect.stringContaining('MAIL_FROM') }),
        expect.objectContaining({ type: 'quote-received-customer', status: 'queued', failedAttempts: 1 }),
      ]);
    } finally {
      delete process.env.MAIL_TRANSPORT;
    }
  });
});
