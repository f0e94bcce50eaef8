import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { contactBody, quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
});
afterAll(() => backend.stop());

async function readLead(reference: string) {
  const page = await call('listLeads', { query: { reference }, token: backend.adminToken });
  return call('getLead', { params: { id: page.body.leads[0].id }, token: backend.adminToken });
}

const VISIT = {
  first: {
    landingPage: '/deals',
    referrer: 'https://news.example.com/issue/12',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring 2027',
  },
  last: { landingPage: '/deals/lisbon-porto', utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'fall' },
};

describe('where a lead came from (visit)', () => {
  it('stores the visit beside the form, shows it on the lead and in the CSV', async () => {
    const answer = await call('submitQuoteRequest', { body: quoteBody({ visit: VISIT }) });
    expect(answer.status).toBe(201);
    const { body } = await readLead(answer.body.reference);
    expect(body.data.visit).toEqual(VISIT);
    expect(body.data.form.visit).toBeUndefined();

    const exported = await call('exportLeads', { query: { type: 'quote' }, token: backend.adminToken });
    expect(exported.status).toBe(200);
    const csv = exported.body.csv as string;
    expect(csv).toContain(
      ',Source page,First-touch source,First-touch medium,First-touch campaign,First-touch landing page,First-touch referrer,Last-touch source,Last-touch medium,Last-touch campaign,',
    );
    expect(csv).toContain(',/deals/portugal-coast-and-wine,newsletter,email,spring 2027,/deals,https://news.example.com/issue/12,facebook,social,fall,');
  });

  it('stores a lead without a visit as before', async () => {
    const answer = await call('submitContactMessage', { body: contactBody() });
    expect(answer.status).toBe(201);
    expect((await readLead(answer.body.reference)).body.data.visit).toBeUndefined();
  });

  it.each([
    ['visit.first.referrer', { first: { landingPage: '/deals', referrer: 'javascript:alert(1)' } }],
    ['visit.first.referrer', { first: { landingPage: '/deals', referrer: 'https://news.example.com/?user=ann' } }],
    ['visit.first.referrer', { first: { landingPage: '/deals', referrer: `https://news.example.com/${'a'.repeat(300)}` } }],
    ['visit.first.utmSource', { first: { landingPage: '/deals', utmSource: '<script>' } }],
    ['visit.first.utmCampaign', { first: { landingPage: '/deals', utmCampaign: 'x'.repeat(101) } }],
    ['visit.first.landingPage', { first: { landingPage: 'https://evil.example/' } }],
    ['visit.last.utmMedium', { first: { landingPage: '/deals' }, last: { landingPage: '/deals', utmMedium: '' } }],
    ['visit.first.tracker', { first: { landingPage: '/deals', tracker: 'x' } }],
    ['visit.first', {}],
  ])('answers 400 naming %s', async (field, visit) => {
    const answer = await call('submitQuoteRequest', { body: quoteBody({ visit }) });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toContain(field);
  });
});
