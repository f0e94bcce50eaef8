import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../data/dynamo-client.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { textFingerprint } from '@tdp/shared/catalogue/french-texts';
import { leadsTable } from '../../data/leads-table.ts';
import { leadKey } from '../../data/leads-keys.ts';
import { addAgent, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { applicationBody, contactBody, freshEmail, quoteBody } from '../../../test/lead-form-fixtures.ts';

/** Leads keep the language of the page they came from, and the visitor's e-mails go out in it (issue #31, item 4). */

let backend: LeadsTestBackend;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  await addAgent();
  // The quote's style 9, with its French name written from the English it translates.
  await travelStyleRepository.createWithId(
    9,
    { style_name: 'Disney Trips', fr: { texts: { style_name: { text: 'Voyages Disney', from: textFingerprint('Disney Trips') } } } },
    { username: 'seed', now: '2026-01-01T00:00:00.000Z' },
  );
});
afterAll(() => backend.stop());

async function leadOf(reference: string) {
  const page = await call('listLeads', { query: { reference }, token: backend.adminToken });
  return (await call('getLead', { params: { id: page.body.leads[0].id }, token: backend.adminToken })).body.data;
}

const outboxTo = (address: string) => backend.outbox().filter((message) => message.to === address);

describe('a quote from the French site', () => {
  it('is stored in French and confirmed to the visitor in Canadian French, while the agency is told in English', async () => {
    const email = freshEmail('camille');
    const answer = await call('submitQuoteRequest', {
      body: quoteBody({ email, firstName: 'Camille', language: 'fr', source: '/fr/deals/portugal-coast-and-wine', agent: 'harpreet-gill' }),
    });
    expect(answer.status).toBe(201);
    const reference = answer.body.reference as string;
    const lead = await leadOf(reference);
    expect(lead.language).toBe('fr');
    expect(lead.form).not.toHaveProperty('language');

    const [toVisitor] = outboxTo(email);
    expect(toVisitor).toMatchObject({ type: 'quote-received-customer', subject: `Nous avons bien reçu votre demande de soumission (${reference})` });
    expect(toVisitor!.text.startsWith('Bonjour Camille,')).toBe(true);
    expect(toVisitor!.text).toContain('par téléphone, comme vous l’avez demandé');
    // The HTML keeps Quebec's non-breaking spaces (before a colon, in numbers); the plain text is read here with spaces.
    const plain = toVisitor!.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(toVisitor!.html).toContain('Demande\u00a0:</strong> demande de soumission');
    expect(toVisitor!.html).toContain('Voyageurs\u00a0:</strong> 2\u00a0adultes, 2\u00a0enfants (âges\u00a0: 6, 9)');
    expect(plain).toContain('Voyageurs : 2 adultes, 2 enfants (âges : 6, 9)');
    expect(plain).toMatch(/Dates : du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4}/);
    expect(plain).toContain('Budget par personne : 3 000 $ à 5 000 $');
    expect(toVisitor!.text).toContain(`Votre numéro de référence est le ${reference}`);
    expect(plain).toContain('Votre conseiller en voyages : Harpreet Gill, Connected Agent : 604-555-0181, harpreet.gill@agents.tbbtravel.ca');
    expect(toVisitor!.html).toContain('<html lang="fr-CA">');
    // The catalogue's names in French where the catalogue has them.
    expect(plain).toContain('Styles de voyage : Voyages Disney');
    expect(toVisitor!.text).not.toMatch(/\b(Hello|Travellers|We received)\b/);

    const toAgency = outboxTo('leads@tbbtravel.ca').find((message) => message.text.includes(reference));
    expect(toAgency).toMatchObject({ type: 'quote-received-agency', subject: 'New quote request from Camille Sandhu (Lisbon and Porto)' });
    expect(toAgency!.html).toContain('<html lang="en-CA">');
    expect(toAgency!.text).toContain('Travel styles: Disney Trips');
    const toAgent = outboxTo('harpreet.gill@agents.tbbtravel.ca').find((message) => message.text.includes(reference));
    expect(toAgent?.subject).toBe('Camille Sandhu sent a quote through your TBB Travel page');
  });

  it('stays English when the form names no language, and the page names it as English', async () => {
    const email = freshEmail('priya');
    const answer = await call('submitQuoteRequest', { body: quoteBody({ email }) });
    expect(answer.status).toBe(201);
    expect((await leadOf(answer.body.reference)).language).toBe('en');
    expect(outboxTo(email)[0]!.subject).toBe(`We received your quote request (${answer.body.reference})`);
  });

  it('is refused with a 400 naming language when the language is not en or fr, on every form', async () => {
    for (const [route, body] of [
      ['submitQuoteRequest', quoteBody({ language: 'french' })],
      ['submitAgentApplication', applicationBody({ language: 'de' })],
      ['submitContactMessage', contactBody({ language: 'FR' })],
    ] as const) {
      const answer = await call(route, { body });
      expect(answer.status, route).toBe(400);
      expect(answer.body.error.fields, route).toEqual({ language: 'must be one of en, fr' });
    }
  });
});

describe('the preview of a template on a French lead', () => {
  it('renders the visitor’s mail in French and the agency’s in English, as they are sent', async () => {
    const answer = await call('submitQuoteRequest', { body: quoteBody({ firstName: 'Élodie', language: 'fr' }) });
    const id = (await call('listLeads', { query: { reference: answer.body.reference }, token: backend.adminToken })).body.leads[0].id;
    const content = (saved: { name: string; subject: string; html: string; text: string; fr?: unknown; placeholders: string[] }) => ({
      name: saved.name,
      subject: saved.subject,
      html: saved.html,
      text: saved.text,
      ...(saved.fr ? { fr: saved.fr } : {}),
      placeholders: saved.placeholders,
    });
    // A draft with both versions (the application confirmation's built-in wording: its placeholders fit this e-mail too).
    const draft = (await call('getEmailTemplate', { params: { id: 'application-received-applicant' }, token: backend.adminToken })).body.data;
    const toVisitor = await call('previewLeadMail', {
      params: { id },
      token: backend.adminToken,
      body: { type: 'quote-received-customer', template: content(draft) },
    });
    expect(toVisitor.status).toBe(200);
    expect(toVisitor.body.data.subject).toBe(`Merci de votre candidature chez TBB Travel (${answer.body.reference})`);
    const agency = (await call('getEmailTemplate', { params: { id: 'quote-received-agency' }, token: backend.adminToken })).body.data;
    const toAgency = await call('previewLeadMail', {
      params: { id },
      token: backend.adminToken,
      body: { type: 'quote-received-agency', template: content(agency) },
    });
    expect(toAgency.status).toBe(200);
    expect(toAgency.body.data.subject).toBe('New quote request from Élodie Sandhu (Lisbon and Porto)');
  });
});

describe('the other forms from the French site', () => {
  it('confirms an agent application in French and keeps a contact message’s language', async () => {
    const email = freshEmail('applicant');
    const application = await call('submitAgentApplication', { body: applicationBody({ email, language: 'fr' }) });
    expect(application.status).toBe(201);
    const [toApplicant] = outboxTo(email);
    expect(toApplicant).toMatchObject({
      type: 'application-received-applicant',
      subject: `Merci de votre candidature chez TBB Travel (${application.body.reference})`,
    });
    expect(toApplicant!.text).toContain('d’ici trois jours ouvrables');

    const message = await call('submitContactMessage', { body: contactBody({ language: 'fr' }) });
    expect(message.status).toBe(201);
    expect((await leadOf(message.body.reference)).language).toBe('fr');
  });
});

describe('the French version of a template', () => {
  it('is the saved template’s when it has one; without one, the built-in French wording, never English', async () => {
    const current = (await call('getEmailTemplate', { params: { id: 'quote-received-customer' }, token: backend.adminToken })).body.data;
    const english = {
      name: current.name,
      subject: 'Your request {{reference}} is with us',
      html: '<p>Thanks. Reference {{reference}}.</p>',
      text: 'Thanks. Reference {{reference}}.',
    };
    const withoutFrench = await call('updateEmailTemplate', {
      params: { id: 'quote-received-customer' },
      token: backend.adminToken,
      body: { ...english, placeholders: ['reference'], version: current.version },
    });
    expect(withoutFrench.status).toBe(200);
    expect(withoutFrench.body.data.fr).toBeUndefined();
    const first = freshEmail('sans-version');
    const one = await call('submitQuoteRequest', { body: quoteBody({ email: first, language: 'fr' }) });
    expect(outboxTo(first)[0]!.subject).toBe(`Nous avons bien reçu votre demande de soumission (${one.body.reference})`);

    const withFrench = await call('updateEmailTemplate', {
      params: { id: 'quote-received-customer' },
      token: backend.adminToken,
      body: {
        ...english,
        fr: {
          subject: 'Votre demande {{reference}} est entre bonnes mains',
          html: '<p>Merci. Référence {{reference}}.</p>',
          text: 'Merci. Référence {{reference}}.',
        },
        placeholders: ['reference'],
        version: withoutFrench.body.data.version,
      },
    });
    expect(withFrench.status).toBe(200);
    const second = freshEmail('avec-version');
    const two = await call('submitQuoteRequest', { body: quoteBody({ email: second, language: 'fr' }) });
    expect(outboxTo(second)[0]!.subject).toBe(`Votre demande ${two.body.reference} est entre bonnes mains`);
    // An English visitor gets the English version of the same template.
    const third = freshEmail('english');
    const three = await call('submitQuoteRequest', { body: quoteBody({ email: third }) });
    expect(outboxTo(third)[0]!.subject).toBe(`Your request ${three.body.reference} is with us`);

    const placeholderRefused = await call('updateEmailTemplate', {
      params: { id: 'quote-received-customer' },
      token: backend.adminToken,
      body: {
        ...english,
        fr: { subject: 'Bonjour {{firstName}}', html: '<p>Merci.</p>', text: 'Merci.' },
        placeholders: ['reference'],
        version: withFrench.body.data.version,
      },
    });
    expect(placeholderRefused.status).toBe(400);
    expect(placeholderRefused.body.error.fields).toHaveProperty(['fr.subject']);
  });
});

describe('a lead stored before leads kept their language', () => {
  it('reads as English', async () => {
    const id = '01JD8X3V5W9K2M4N6P8Q0R2S4T';
    const at = '2026-06-01T17:00:00.000Z';
    const old = {
      id,
      reference: null,
      type: 'contact',
      kind: 'contact',
      status: 'new',
      createdAt: at,
      updatedAt: at,
      updatedBy: 'website',
      version: 1,
      firstName: 'Old',
      lastName: 'Lead',
      email: 'old.lead@example.com',
      phone: null,
      headline: 'Hello',
      attributedAgent: null,
      assignedAgent: null,
      source: null,
      packageUrl: null,
      marketingOptIn: false,
      form: { subject: 'Hello', message: 'An old message' },
      activity: [],
      sends: [],
    };
    await dynamo().send(new PutCommand({ TableName: leadsTable(), Item: { ...old, ...leadKey(id), entity: 'lead' } }));
    const answer = await call('getLead', { params: { id }, token: backend.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data.language).toBe('en');
  });
});
