import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { messages as englishDeals } from '../locales/en-CA/deals.po';
import { messages as englishShell } from '../locales/en-CA/shell.po';
import { messages as frenchDeals } from '../locales/fr-CA/deals.po';
import { messages as frenchShell } from '../locales/fr-CA/shell.po';
import { MessageReader } from './compiled-messages.ts';

/**
 * The pages read Lingui's compiled catalogues with a reader of their own (compiled-messages.ts, lighter than
 * @lingui/core's runtime): every message of every catalogue, with counts across the plural rules and every select
 * case, must read exactly as Lingui's `I18n._` reads it.
 */

const CATALOGUES: ReadonlyArray<[string, Messages]> = [
  ['en-CA', { ...englishDeals, ...englishShell }],
  ['fr-CA', { ...frenchDeals, ...frenchShell }],
];

/** The placeholders of a compiled message, with the cases of its selects. */
function placeholders(message: unknown, found = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (!Array.isArray(message)) return found;
  for (const token of message as unknown[]) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string | undefined, Record<string, unknown> | undefined];
    const values = found.get(name) ?? new Set<string>();
    found.set(name, values);
    if (type === 'select' && cases) for (const key of Object.keys(cases)) values.add(key);
    if (cases && typeof cases === 'object') for (const value of Object.values(cases)) placeholders(value, found);
  }
  return found;
}

describe('the compiled-message reader', () => {
  it.each(CATALOGUES)('reads every %s message as Lingui does', (locale, messages) => {
    const lingui = setupI18n({ locale, messages: { [locale]: messages } });
    const reader = new MessageReader(locale);
    reader.load(messages);
    const ids = Object.keys(messages);
    expect(ids.length).toBeGreaterThan(50);
    let compared = 0;
    for (const id of ids) {
      const names = placeholders(messages[id]);
      const samples: Array<Record<string, unknown>> = [{}];
      for (const count of [0, 1, 2, 5, 21, 1_000_000, 1.5]) {
        samples.push(
          Object.fromEntries(
            [...names].map(([name, cases]) => [name, cases.size > 0 ? [...cases][count % cases.size] : name === 'count' ? count : `${name}-${count}`]),
          ),
        );
      }
      for (const values of samples) {
        expect(reader._({ id }, values), `${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
        compared += 1;
      }
    }
    expect(compared).toBe(ids.length * 8);
  });

  it('reads plurals, exact cases, selects and # as Lingui does', () => {
    const messages: Messages = {
      a: [['count', 'plural', { offset: undefined, 0: ['none'], one: ['#', ' deal'], other: ['#', ' deals'] }]],
      b: [['kind', 'select', { offset: undefined, cruise: ['a cruise'], other: ['a trip to ', ['place']] }]],
    };
    for (const locale of ['en-CA', 'fr-CA']) {
      const lingui = setupI18n({ locale, messages: { [locale]: messages } });
      const reader = new MessageReader(locale);
      reader.load(messages);
      for (const values of [{ count: 0 }, { count: 1 }, { count: 1234567 }, { kind: 'cruise' }, { kind: 'constructor', place: 'Rome' }, { kind: 'tour' }]) {
        for (const id of ['a', 'b']) expect(reader._({ id }, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
      }
    }
  });
});
