import { hasVariants, MAX_IMAGE_PIXELS } from '@tdp/shared/media/image-variants';
import { findPictureProblem, type PictureProblem } from '../../images/stored-picture-check.ts';
import { Unprocessable } from '../domain-errors.ts';
import { addressesInRichText, objectKeyOfReference } from './media-uses.ts';

/**
 * Pictures are decoded by the server before anything public points at them: a save whose body names a public picture
 * (a key of a public pictures' folder ending .jpg, .jpeg, .png or .webp, wherever it sits: a banner, a gallery, a
 * logo, an agent's photo, an <img> in rich text) that the stored item did not name yet has each such file read from
 * the media bucket and decoded whole; a file that is missing, is not a picture (or is damaged) or has too many pixels
 * is refused with 422 naming the field, before anything is written. Pictures the stored item already names are not
 * read again, so saving an unchanged item costs no decoding. Decisions: docs/decisions/picture-check-on-save.md.
 */

/** A public picture a value points at: the field path (as a 400 names it), the media key, and whether rich text holds it. */
export interface PictureReference {
  field: string;
  key: string;
  inText: boolean;
}

/** What a refusal says of a picture, by problem (after its field's name or its file's). */
const PROBLEM_TEXTS: Readonly<Record<PictureProblem, string>> = {
  missing: 'is not in the media library (upload it again)',
  'not-an-image': 'is not a JPEG, PNG or WebP picture, or is damaged',
  'too-many-pixels': `has more than ${MAX_IMAGE_PIXELS.toLocaleString('en-CA')} pixels (make it smaller)`,
  'too-large': 'is larger than the media library takes',
};

function pictureKey(reference: string): string | null {
  const key = objectKeyOfReference(reference);
  return key !== null && hasVariants(key) ? key : null;
}

/** Every public picture `value` points at, at any depth, with the path of the field that holds it. */
export function pictureReferencesIn(value: unknown, path: readonly string[] = []): PictureReference[] {
  if (typeof value === 'string') {
    const field = path.join('.') || 'body';
    const direct = pictureKey(value);
    if (direct) return [{ field, key: direct, inText: false }];
    const inText = new Set(
      addressesInRichText(value)
        .map(pictureKey)
        .filter((key): key is string => key !== null),
    );
    return [...inText].map((key) => ({ field, key, inText: true }));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => pictureReferencesIn(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => pictureReferencesIn(item, [...path, name]));
  return [];
}

/**
 * Pictures decoded at once: a gallery of new 10 MB photos must not hold them all in a 512 MB function's memory, and
 * four at a time keep a save of many pictures short.
 */
const CHECKS_AT_ONCE = 4;

/** The problem of each key that has one, checking {@link CHECKS_AT_ONCE} at a time. */
async function problemsOf(keys: readonly string[], findProblem: (key: string) => Promise<PictureProblem | null>): Promise<Map<string, PictureProblem>> {
  const problems = new Map<string, PictureProblem>();
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const problem = await findProblem(key);
      if (problem) problems.set(key, problem);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, keys.length) }, worker));
  return problems;
}

/** The stored item a save replaces (null when it creates one), or how to read it: read only if the body names a picture. */
type StoredItem = unknown | (() => Promise<unknown>);

/**
 * Refuses (422, each field named) a save whose `body` names a public picture that `stored` does not and that is missing
 * from the media bucket, is not a picture the site can show, or has more than {@link MAX_IMAGE_PIXELS} pixels.
 * Call it before the save writes anything.
 */
export async function refuseUnusablePictures(
  body: unknown,
  stored: StoredItem,
  findProblem: (key: string) => Promise<PictureProblem | null> = findPictureProblem,
): Promise<void> {
  const named = pictureReferencesIn(body);
  if (named.length === 0) return;
  const before = typeof stored === 'function' ? await (stored as () => Promise<unknown>)() : stored;
  const known = new Set(pictureReferencesIn(before).map((reference) => reference.key));
  const fresh = [...new Set(named.map((reference) => reference.key).filter((key) => !known.has(key)))];
  if (fresh.length === 0) return;
  const problems = await problemsOf(fresh, findProblem);
  if (problems.size === 0) return;
  // A Map, not an object literal: a field named `__proto__` must be named, not set a prototype.
  const fields = new Map<string, string>();
  for (const { field, key, inText } of named) {
    const problem = problems.get(key);
    if (problem && !fields.has(field)) fields.set(field, `${inText ? 'has a picture that ' : ''}${PROBLEM_TEXTS[problem]}`);
  }
  const [only] = problems.size === 1 ? [...problems.entries()] : [];
  throw new Unprocessable(
    only
      ? `“${only[0].split('/').pop()}” cannot be shown on the site: the file ${PROBLEM_TEXTS[only[1]]}. Choose or upload another picture.`
      : `${problems.size} pictures cannot be shown on the site: see each field named. Choose or upload other pictures.`,
    Object.fromEntries(fields),
  );
}
