import { MEDIA_MAX_BYTES } from '@tdp/shared/schemas/media';
import { mediaRepository } from '../data/media-repository.ts';
import { ImageRefused, inspectImage, type ImageRefusal } from './make-variant.ts';

/**
 * The check a picture of the media bucket passes before a save makes content point at it: its bytes read and decoded
 * whole by libvips. Decisions and figures: docs/decisions/picture-check-on-save.md.
 */

/** Why a stored file cannot be a picture of the site: not there, not a picture (or damaged), or too many pixels. */
export type PictureProblem = 'missing' | 'too-large' | ImageRefusal;

/** Reads an object's bytes: the media bucket, or a test's stand-in. */
type ReadStoredObject = (key: string) => Promise<Uint8Array | null>;

/**
 * What is wrong with the picture stored under `key`, or null when it is one the site can show. sharp is loaded on the
 * first check, not when the function starts (make-variant.ts): most requests of a group that saves pictures check none.
 */
export async function findPictureProblem(key: string, read: ReadStoredObject = (object) => mediaRepository.read(object)): Promise<PictureProblem | null> {
  const bytes = await read(key);
  if (!bytes) return 'missing';
  // The library signs an upload's size (10 MB at most for a picture): a larger object came another way; not decoded.
  if (bytes.byteLength > MEDIA_MAX_BYTES.image) return 'too-large';
  try {
    await inspectImage(bytes);
    return null;
  } catch (error) {
    if (error instanceof ImageRefused) return error.reason;
    throw error;
  }
}
