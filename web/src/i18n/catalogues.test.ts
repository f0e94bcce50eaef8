import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The French catalogues against the English ones (`src/locales/<locale>/<group>.po`, written by `lingui extract`):
 * every message translated, and French typography as the Office québécois de la langue française writes it, a
 * no-break space before `:`, `;`, `!`, `?` and `%` (a plain space would let the sign wrap to the next line alone).
 */

const localesDir = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'locales');

interface Entry {
  context: string;
  id: string;
  translation: string;
}

/** The entries of a `.po` file: context, source text and translation (continuation lines joined, escapes read). */
function readPo(file: string): Entry[] {
  const entries: Entry[] = [];
  let current: Partial<Record<'msgctxt' | 'msgid' | 'msgstr', string>> = {};
  let field: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (current.msgid) entries.push({ context: current.msgctxt ?? '', id: current.msgid, translation: current.msgstr ?? '' });
    current = {};
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const keyword = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (keyword) {
      if (keyword[1] === 'msgctxt' || (keyword[1] === 'msgid' && current.msgid !== undefined)) flush();
      field = keyword[1] as 'msgctxt' | 'msgid' | 'msgstr';
      current[field] = JSON.parse(keyword[2]!) as string;
    } else if (/^".*"$/.test(line) && field) {
      current[field] = `${current[field] ?? ''}${JSON.parse(line) as string}`;
    } else if (line.trim() === '') {
      field = null;
    }
  }
  flush();
  return entries;
}

const groups = readdirSync(path.join(localesDir, 'en-CA')).filter((file) => file.endsWith('.po'));

describe('the message catalogues', () => {
  it('exist for every page group in English and French', () => {
    expect(groups.length).toBeGreaterThan(0);
    expect(
      readdirSync(path.join(localesDir, 'fr-CA'))
        .filter((file) => file.endsWith('.po'))
        .sort(),
    ).toEqual([...groups].sort());
  });

  it.each(groups)('%s: every English message has its French translation', (group) => {
    const english = readPo(path.join(localesDir, 'en-CA', group));
    const french = readPo(path.join(localesDir, 'fr-CA', group));
    expect(english.length).toBeGreaterThan(0);
    expect(french.map((entry) => `${entry.context}|${entry.id}`).sort()).toEqual(english.map((entry) => `${entry.context}|${entry.id}`).sort());
    expect(french.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id)).toEqual([]);
  });

  it.each(groups)('%s: French puts a no-break space before : ; ! ? and %%', (group) => {
    const misspaced = readPo(path.join(localesDir, 'fr-CA', group)).filter((entry) => /(^|[^\u00a0])[:;!?%]/.test(entry.translation));
    expect(misspaced.map((entry) => entry.translation)).toEqual([]);
  });
});
