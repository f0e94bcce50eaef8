import type { MessageDescriptor, Messages } from '@lingui/core';

/*
 * Lingui's compiled messages read for one language, without @lingui/core's runtime in the page (issue #31: the first
 * visit's JavaScript stays within its budget). Lingui writes the catalogues (`lingui extract`) and compiles them at
 * build time (@lingui/vite-plugin): a message is a string, or a list of texts and placeholders, a placeholder
 * `[name]` or `[name, 'plural' | 'selectordinal' | 'select', { case: message }]`. This reads that format as Lingui's
 * `I18n._` does; `compiled-messages.test.ts` checks every message of every catalogue against Lingui's own runtime.
 */

/** One part of a compiled message: text, a value, or a plural or select of messages. */
type Token = string | readonly [name: string, type?: string, cases?: Readonly<Record<string, CompiledMessage | number>>];

/** A message as Lingui compiles it. */
type CompiledMessage = string | readonly Token[];

/** A compiled catalogue: message id → message (Lingui's type, which also names the uncompiled form). */
export type CompiledMessages = Messages;

/** The messages of one language, read with `_(descriptor, values)` as Lingui's `I18n._` reads them. */
export class MessageReader {
  readonly locale: string;
  private readonly messages: Record<string, CompiledMessage> = {};
  private cardinal?: Intl.PluralRules;
  private ordinal?: Intl.PluralRules;
  private numbers?: Intl.NumberFormat;

  constructor(locale: string) {
    this.locale = locale;
  }

  /** Adds a catalogue's messages. */
  load(messages: CompiledMessages): void {
    Object.assign(this.messages, messages as Readonly<Record<string, CompiledMessage>>);
  }

  /** The message of `descriptor` with `values` in it; its id when the catalogue has no such message. */
  _(descriptor: MessageDescriptor, values: Readonly<Record<string, unknown>> = descriptor.values ?? {}): string {
    const message = Object.hasOwn(this.messages, descriptor.id) ? this.messages[descriptor.id]! : (descriptor.message ?? descriptor.id);
    return this.format(message, values, null);
  }

  private format(message: CompiledMessage | number, values: Readonly<Record<string, unknown>>, count: number | null): string {
    if (typeof message === 'number') return String(message);
    if (typeof message === 'string') return message;
    let text = '';
    for (const token of message) {
      if (typeof token === 'string') {
        // `#` in a plural case is its number, written for the language.
        text += token === '#' && count !== null ? (this.numbers ??= new Intl.NumberFormat(this.locale)).format(count) : token;
        continue;
      }
      const [name, type, cases = {}] = token;
      const value = Object.hasOwn(values, name) ? values[name] : undefined;
      if (type === 'plural' || type === 'selectordinal') {
        const offset = typeof cases.offset === 'number' ? cases.offset : 0;
        const number = Number(value);
        const rules =
          type === 'plural' ? (this.cardinal ??= new Intl.PluralRules(this.locale)) : (this.ordinal ??= new Intl.PluralRules(this.locale, { type: 'ordinal' }));
        const chosen = cases[number] ?? cases[rules.select(number - offset)] ?? cases.other;
        if (chosen !== undefined) text += this.format(chosen, values, number - offset);
      } else if (type === 'select') {
        const chosen = Object.hasOwn(cases, String(value)) ? cases[String(value)] : cases.other;
        if (chosen !== undefined) text += this.format(chosen, values, null);
      } else if (value != null) {
        text += String(value);
      }
    }
    return text;
  }
}
