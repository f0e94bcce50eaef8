import { describe, expect, it } from 'vitest';
import {
  frenchGaps,
  isFrenchComplete,
  strayFrenchPaths,
  textFingerprint,
  translatableTexts,
  withFrenchTexts,
  type PackageFrench,
  type TranslatablePackage,
} from './french-texts.ts';

const pkg: TranslatablePackage = {
  title: '7 Nights in Lisbon',
  icons_data: [{ text1: 'Return flights from Toronto' }, { text1: 'Daily breakfast' }],
  seo: { title: '', description: 'A week in Lisbon with flights.' },
  tabs: [
    {
      tabName: 'Overview',
      layoutName: 'Layout 9',
      fields: { summary: 'Seven nights by the Tagus.', highlights: ['Belém', ''], durationNights: 7, supplier: '' },
    },
    {
      tabName: 'Itinerary',
      layoutName: 'Layout 1',
      fields: {
        intro: '',
        days: [
          { day: 1, title: 'Arrive', description: 'Transfer to the hotel.' },
          { day: 2, title: 'Alfama', description: '' },
        ],
      },
    },
    { tabName: 'Terms', layoutName: 'Layout 8', fields: { terms: '<p>Deposit of <strong>$250</strong>.</p>' } },
    { tabName: 'Questions', layoutName: 'Layout 7', fields: { questions: [{ question: 'Visa?', answer: 'Not for Canadians.' }] } },
    { tabName: 'Photos', layoutName: 'Layout 4', fields: { images: [{ image: 'a.jpg', caption: 'The river' }] } },
  ],
};

/** A French version translating every text of `source`, each from its English as it is. */
function translated(source: TranslatablePackage): PackageFrench {
  return {
    texts: Object.fromEntries(translatableTexts(source).map((text) => [text.path, { text: `FR ${text.english}`, from: textFingerprint(text.english) }])),
  };
}

describe('the texts of a package that have a French version', () => {
  it('lists every text a visitor reads, by path, in reading order, leaving out empty ones, numbers and pictures', () => {
    expect(translatableTexts(pkg).map((text) => text.path)).toEqual([
      'title',
      'icons.0',
      'icons.1',
      'seo.description',
      'tabs.0.name',
      'tabs.0.fields.summary',
      'tabs.0.fields.highlights.0',
      'tabs.1.name',
      'tabs.1.fields.days.0.title',
      'tabs.1.fields.days.0.description',
      'tabs.1.fields.days.1.title',
      'tabs.2.name',
      'tabs.2.fields.terms',
      'tabs.3.name',
      'tabs.3.fields.questions.0.question',
      'tabs.3.fields.questions.0.answer',
      'tabs.4.name',
      'tabs.4.fields.images.0.caption',
    ]);
    const terms = translatableTexts(pkg).find((text) => text.path === 'tabs.2.fields.terms')!;
    expect(terms).toMatchObject({ rich: true, max: undefined });
    expect(translatableTexts(pkg).find((text) => text.path === 'tabs.0.fields.summary')).toMatchObject({ rich: false, max: 2000 });
  });

  it('fingerprints a text the same way every time (FNV-1a, 8 hex digits)', () => {
    expect(textFingerprint('')).toBe('811c9dc5');
    expect(textFingerprint('a')).toBe('e40c292c');
    expect(textFingerprint('Seven nights')).toMatch(/^[0-9a-f]{8}$/);
    expect(textFingerprint('Seven nights')).not.toBe(textFingerprint('Seven  nights'));
    // Outer spaces do not count: the API stores texts without them.
    expect(textFingerprint(' Seven nights\n')).toBe(textFingerprint('Seven nights'));
  });
});

describe('gaps of the French version', () => {
  it('is complete when every English text has a French one made from it as it is now', () => {
    expect(isFrenchComplete({ ...pkg, fr: translated(pkg) })).toBe(true);
    expect(frenchGaps({ ...pkg, fr: translated(pkg) })).toEqual([]);
  });

  it('lists every text without a French version when there is none', () => {
    expect(frenchGaps(pkg)).toHaveLength(translatableTexts(pkg).length);
    expect(frenchGaps(pkg).every((gap) => gap.reason === 'missing')).toBe(true);
    expect(isFrenchComplete(pkg)).toBe(false);
  });

  it('asks again for the translation of an English text edited since, or of one moved by a day inserted before it', () => {
    const fr = translated(pkg);
    const edited = { ...pkg, title: '8 Nights in Lisbon', fr };
    expect(frenchGaps(edited)).toEqual([{ path: 'title', english: '8 Nights in Lisbon', reason: 'outdated' }]);

    const itinerary = pkg.tabs[1]!;
    const days = itinerary.fields.days as Array<{ day: number; title: string; description: string }>;
    const inserted = {
      ...pkg,
      tabs: pkg.tabs.map((tab, i) =>
        i === 1 ? { ...tab, fields: { ...tab.fields, days: [{ day: 1, title: 'Fly', description: 'Overnight flight.' }, ...days] } } : tab,
      ),
      fr,
    };
    const gaps = frenchGaps(inserted).map((gap) => `${gap.path} ${gap.reason}`);
    expect(gaps).toEqual([
      'tabs.1.fields.days.0.title outdated',
      'tabs.1.fields.days.0.description outdated',
      'tabs.1.fields.days.1.title outdated',
      'tabs.1.fields.days.1.description missing',
      'tabs.1.fields.days.2.title missing',
    ]);
  });

  it('counts a blank French text as missing', () => {
    const fr = translated(pkg);
    fr.texts['icons.1'] = { text: '  ', from: textFingerprint('Daily breakfast') };
    expect(frenchGaps({ ...pkg, fr })).toEqual([{ path: 'icons.1', english: 'Daily breakfast', reason: 'missing' }]);
  });

  it('names the French texts that translate nothing the package shows any more', () => {
    const fr = translated(pkg);
    const shorter = { ...pkg, icons_data: [pkg.icons_data[0]!], tabs: pkg.tabs.slice(0, 1) };
    expect(strayFrenchPaths(shorter, fr).sort()).toEqual(
      [
        'icons.1',
        ...translatableTexts(pkg)
          .map((text) => text.path)
          .filter((path) => /^tabs\.[1-4]\./.test(path)),
      ].sort(),
    );
  });
});

describe('a package with its French texts in place', () => {
  it('puts the French text at every path and changes nothing else', () => {
    const french = withFrenchTexts(pkg, translated(pkg));
    // Every text a visitor reads is now the French one, at the same path.
    expect(translatableTexts(french).map((text) => [text.path, text.english])).toEqual(translatableTexts(pkg).map((text) => [text.path, `FR ${text.english}`]));
    expect(french.title).toBe('FR 7 Nights in Lisbon');
    expect(french.icons_data[1]).toEqual({ text1: 'FR Daily breakfast' });
    expect(french.seo).toEqual({ title: '', description: 'FR A week in Lisbon with flights.' });
    expect(french.tabs[0]!.fields).toEqual({ summary: 'FR Seven nights by the Tagus.', highlights: ['FR Belém', ''], durationNights: 7, supplier: '' });
    expect(french.tabs[1]!.fields.days).toEqual([
      { day: 1, title: 'FR Arrive', description: 'FR Transfer to the hotel.' },
      { day: 2, title: 'FR Alfama', description: '' },
    ]);
    expect(french.tabs[3]!.fields.questions).toEqual([{ question: 'FR Visa?', answer: 'FR Not for Canadians.' }]);
    expect(french.tabs[4]!.fields.images).toEqual([{ image: 'a.jpg', caption: 'FR The river' }]);
    expect(french.tabs.map((tab) => [tab.tabName, tab.layoutName])).toEqual(pkg.tabs.map((tab) => [`FR ${tab.tabName}`, tab.layoutName]));
  });

  it('leaves the English package as it was', () => {
    const before = structuredClone(pkg);
    withFrenchTexts(pkg, translated(pkg));
    expect(pkg).toEqual(before);
  });
});
