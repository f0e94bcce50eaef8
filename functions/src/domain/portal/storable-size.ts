import { Invalid } from '../domain-errors.ts';

/**
 * Largest item we write, in bytes of JSON: DynamoDB refuses items over 400 KB (names and values
 * together), so this leaves room for keys, attribute names and the audit fields.
 */
export const MAX_STORED_ITEM_BYTES = 350 * 1024;

/**
 * Refuses (400 naming `field`) an item too large to store. Field limits keep ordinary items far below; this
 * catches text that sanitising made longer (every `&` becomes `&amp;`) or many fields near their limits at once.
 */
export function assertStorableSize(item: object, field: string): void {
  if (Buffer.byteLength(JSON.stringify(item), 'utf8') > MAX_STORED_ITEM_BYTES) {
    throw new Invalid('This is too much content to store in one item: shorten it or split it.', { [field]: 'is too long to store' });
  }
}
