import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchGaps, textFingerprint, translatableTexts } from '@tdp/shared/catalogue/french-texts';
import type { Package, PackageCreateInput } from '@tdp/shared/schemas/package';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createSmallCatalogue, packageBody } from '../../../test/catalogue-fixtures.ts';
import { storePicturesNamedBy } from '../../../test/fixture-pictures.ts';

let backend: CatalogueTestBackend;
let token: string;

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  token = backend.adminToken;
  await createSmallCatalogue(token);
});

afterAll(async () => {
  await backend?.stop();
});

/** A package with a rich-text tab (terms) beside the Overview. */
function bodyWithTerms(slug: string, terms: string): PackageCreateInput {
  const body = packageBody({ package_url: slug, title: 'Lisbon week' });
  return { ...body, tabs: [...body.tabs, { tabName: 'Terms', layoutName: 'Layout 8', fields: { terms } }] };
}

/** Every text of `body` in French, each translated from its English as sent. */
function frenchOf(body: PackageCreateInput): NonNullable<Package['fr']> {
  return { texts: Object.fromEntries(translatableTexts(body).map((text) => [text.path, { text: `FR ${text.english}`, from: textFingerprint(text.english) }])) };
}

async function adminRead(slug: string): Promise<Package> {
  const answer = await call<Package>('getPackage', { token, params: { id: slug }, query: { isFromAdmin: 'true' } });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('the French version of a package', () => {
  it('is stored with the package, complete after a save even when the English rich text was cleaned, and never sent to visitors', async () => {
    // The editor's HTML carries an attribute the sanitiser removes: the stored English differs from what was sent.
    const body = bodyWithTerms('lisbon-fr', '<p onclick="x()">Deposit of $250.</p>');
    await storePicturesNamedBy(body);
    const created = await call<Package>('createPackage', { token, body: { ...body, fr: frenchOf(body) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = await adminRead('lisbon-fr');
    expect(stored.tabs[1]!.fields.terms).toBe('<p>Deposit of $250.</p>');
    // The French rich text is cleaned as the English is.
    expect(stored.fr!.texts['tabs.1.fields.terms']!.text).toBe('FR <p>Deposit of $250.</p>');
    expect(frenchGaps(stored)).toEqual([]);

    const visitor = await call('getPackage', { params: { id: 'lisbon-fr' } });
    expect(visitor.status).toBe(200);
    expect(visitor.body).not.toHaveProperty('fr');
  });

  it('keeps an outdated translation as it was (the builder shows it to redo), and drops those of texts gone', async () => {
    const body = bodyWithTerms('porto-fr', '<p>Deposit.</p>');
    await storePicturesNamedBy(body);
    const created = await call<Package>('createPackage', { token, body: { ...body, fr: frenchOf(body) } });
    expect(created.status).toBe(201);
    const edited = { ...body, title: 'Porto week', tabs: body.tabs.slice(0, 1), fr: frenchOf(body), version: created.body.version };
    const saved = await call<Package>('updatePackage', { token, params: { id: created.body.id }, body: edited });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = await adminRead('porto-fr');
    expect(Object.keys(stored.fr!.texts).filter((path) => path.startsWith('tabs.1'))).toEqual([]);
    expect(frenchGaps(stored)).toEqual([{ path: 'title', english: 'Porto week', reason: 'outdated' }]);
  });

  it('refuses a French text longer than its English field allows, an unknown address and a bad fingerprint, by field', async () => {
    const body = packageBody({ package_url: 'faro-fr' });
    await storePicturesNamedBy(body);
    const tooLong = await call('createPackage', {
      token,
      body: { ...body, fr: { texts: { title: { text: 'x'.repeat(201), from: textFingerprint(body.title) } } } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ 'fr.texts.title': 'must have at most 200 characters' });
    const unknown = await call('createPackage', { token, body: { ...body, fr: { texts: { 'price.0': { text: 'x', from: '00000000' } } } } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['fr.texts.price.0']);
    const badFingerprint = await call('createPackage', { token, body: { ...body, fr: { texts: { title: { text: 'Semaine', from: 'abc' } } } } });
    expect(badFingerprint.status).toBe(400);
    expect(Object.keys(badFingerprint.body.error.fields)).toEqual(['fr.texts.title.from']);
    // Nothing was written.
    expect((await call('getPackage', { token, params: { id: 'faro-fr' }, query: { isFromAdmin: 'true' } })).status).toBe(404);
  });
});
