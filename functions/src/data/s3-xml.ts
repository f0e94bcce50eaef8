/**
 * Reads the two XML answers the functions get from S3: a ListObjectsV2 page and an error. Not a general XML
 * parser: S3 writes these documents flat, with text-only elements whose text escapes `<`, `>` and `&` as
 * entities, so each element is found by its tag and its text decoded. Anything that does not read as the
 * expected document is refused rather than guessed at.
 */

/** An object of a listing page. */
export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** One ListObjectsV2 page. */
export interface ListObjectsPage {
  objects: ListedObject[];
  /** Prefixes rolled up at the delimiter (sub-folders), in S3's order. */
  commonPrefixes: string[];
  isTruncated: boolean;
  /** The token of the next page; only when `isTruncated`. */
  nextContinuationToken: string | undefined;
}

/** What an S3 error document says; its Message is left out on purpose (it may quote the request). */
export interface S3ErrorDocument {
  code: string;
  requestId: string | undefined;
}

/** Thrown when an answer of S3 (or of the local stand-in) is not the document it should be. */
export class S3AnswerUnreadable extends Error {
  constructor(what: string) {
    super(`S3 answered an unreadable ${what}`);
    this.name = 'S3AnswerUnreadable';
  }
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|([a-z]+));/g;

/** The text of an element with its entities (the five named ones and numeric references) decoded. */
export function decodeXmlText(text: string, what = 'text'): string {
  const decoded = text.replace(ENTITY, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) {
      const character = NAMED_ENTITIES[name];
      if (character === undefined) throw new S3AnswerUnreadable(what);
      return character;
    }
    const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) throw new S3AnswerUnreadable(what);
    return String.fromCodePoint(codePoint);
  });
  // A '&' left after decoding was never part of an entity: the document is not well-formed.
  if (/&/.test(text.replace(ENTITY, ''))) throw new S3AnswerUnreadable(what);
  return decoded;
}

/** The bodies of every `<name>…</name>` element in `xml`, in document order. */
function elementBodies(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => match[1]!);
}

/** The decoded text of the first `<name>` element in `xml` (`''` for `<name/>`), or undefined when there is none. */
function elementText(xml: string, name: string, what: string): string | undefined {
  const match = new RegExp(`<${name}(?:>([^<]*)</${name}>|\\s*/>)`).exec(xml);
  if (!match) return undefined;
  return decodeXmlText(match[1] ?? '', what);
}

function requiredText(xml: string, name: string, what: string): string {
  const text = elementText(xml, name, what);
  if (text === undefined) throw new S3AnswerUnreadable(what);
  return text;
}

function readObject(body: string): ListedObject {
  const what = 'object listing';
  const size = Number(requiredText(body, 'Size', what));
  const lastModified = new Date(requiredText(body, 'LastModified', what));
  if (!Number.isSafeInteger(size) || size < 0 || Number.isNaN(lastModified.getTime())) throw new S3AnswerUnreadable(what);
  return { key: requiredText(body, 'Key', what), size, lastModified };
}

/** Reads a ListObjectsV2 answer (`<ListBucketResult>`): objects, common prefixes and the continuation. */
export function parseListObjectsPage(xml: string): ListObjectsPage {
  const what = 'object listing';
  if (!/<ListBucketResult[\s>]/.test(xml) || !xml.includes('</ListBucketResult>')) throw new S3AnswerUnreadable(what);
  const objects = elementBodies(xml, 'Contents').map(readObject);
  const commonPrefixes = elementBodies(xml, 'CommonPrefixes').map((body) => requiredText(body, 'Prefix', what));
  // The page's own fields, read with the nested blocks (which hold a Prefix of their own) taken out.
  const pageFields = xml.replace(/<(Contents|CommonPrefixes)>[\s\S]*?<\/\1>/g, '');
  const truncated = requiredText(pageFields, 'IsTruncated', what);
  if (truncated !== 'true' && truncated !== 'false') throw new S3AnswerUnreadable(what);
  const isTruncated = truncated === 'true';
  const nextContinuationToken = isTruncated ? elementText(pageFields, 'NextContinuationToken', what) || undefined : undefined;
  return { objects, commonPrefixes, isTruncated, nextContinuationToken };
}

/** Reads an S3 error answer (`<Error><Code>…`), or undefined when the body is not one (a HEAD has none). */
export function parseErrorDocument(xml: string): S3ErrorDocument | undefined {
  if (!/<Error[\s>]/.test(xml)) return undefined;
  try {
    const code = elementText(xml, 'Code', 'error');
    if (!code || !/^[A-Za-z0-9.]+$/.test(code)) return undefined;
    return { code, requestId: elementText(xml, 'RequestId', 'error') || undefined };
  } catch {
    return undefined;
  }
}
