import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Tags SES puts on every mail sent inside {@link withEmailTags} and hands back with its bounce and complaint events
 * (docs/decisions/domain-and-mail.md): a lead's mails carry `lead=<id>`, so a bounce finds its lead without an index
 * by address. Carried by the async context, so the code between the caller and the transport passes nothing along.
 */
const tagsOfCurrentSend = new AsyncLocalStorage<Readonly<Record<string, string>>>();

/** Tag naming the lead whose mail this is. */
export const LEAD_EMAIL_TAG = 'lead';

/** Runs `send` with `tags` added to every mail it sends. */
export function withEmailTags<T>(tags: Readonly<Record<string, string>>, send: () => Promise<T>): Promise<T> {
  return tagsOfCurrentSend.run({ ...tagsOfCurrentSend.getStore(), ...tags }, send);
}

/** The tags of the mail being sent now (none outside {@link withEmailTags}). */
export function currentEmailTags(): Readonly<Record<string, string>> {
  return tagsOfCurrentSend.getStore() ?? {};
}

/** SES accepts tag names and values of letters, digits, `_` and `-` only. */
export function sesTagValue(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
