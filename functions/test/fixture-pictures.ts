import sharp from 'sharp';
import { mediaRepository } from '../src/data/media-repository.ts';
import { pictureReferencesIn } from '../src/domain/media/picture-check.ts';

/**
 * Real pictures in the test backend's media bucket: a save decodes every picture it names that the stored item did
 * not (functions/src/domain/media/picture-check.ts), so a test that saves content names pictures an editor would have
 * uploaded first. Call after the backend started (its bucket is MEDIA_BUCKET).
 */

const CONTENT_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** A small picture in the format its key's extension names. */
async function pictureFor(key: string): Promise<{ body: Buffer; contentType: string }> {
  const extension = (key.split('.').pop() ?? '').toLowerCase() as keyof typeof CONTENT_TYPES;
  const contentType = CONTENT_TYPES[extension];
  if (!contentType) throw new Error(`No picture format for ${key}`);
  const canvas = sharp({ create: { width: 96, height: 40, channels: 3, background: '#2a7ab0' } });
  const body = await (extension === 'png' ? canvas.png() : extension === 'webp' ? canvas.webp() : canvas.jpeg()).toBuffer();
  return { body, contentType };
}

/** Stores a real picture under each key that holds nothing yet. */
export async function storeFixturePictures(keys: Iterable<string>): Promise<void> {
  for (const key of new Set(keys)) {
    if (await mediaRepository.head(key)) continue;
    const { body, contentType } = await pictureFor(key);
    await mediaRepository.write(key, body, contentType, 'no-cache');
  }
}

/** Stores a real picture for every public picture `body` names that is not stored yet. */
export async function storePicturesNamedBy(body: unknown): Promise<void> {
  await storeFixturePictures(pictureReferencesIn(body).map((reference) => reference.key));
}
