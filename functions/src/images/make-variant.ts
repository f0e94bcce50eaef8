import type sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS, VARIANT_CONTENT_TYPES, type VariantFormat, type VariantWidth } from '@tdp/shared/media/image-variants';

/**
 * Pictures decoded and re-encoded by libvips (sharp): the check an upload passes before anything public refers to it,
 * and the variants the public pages load. Decisions and measurements: docs/decisions/image-variants.md.
 */

export { MAX_IMAGE_PIXELS } from '@tdp/shared/media/image-variants';

/** Encoder settings per format, chosen by measurement on photographs (docs/decisions/image-variants.md). */
const ENCODERS: Readonly<Record<VariantFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 40, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  // JPEG has no transparency: a logo's clear background becomes white, not black.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }),
};

/** Why a file is refused as a picture. */
export type ImageRefusal = 'not-an-image' | 'too-many-pixels';

/** A file that is not a picture we can show, with why. */
export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(
      reason === 'too-many-pixels'
        ? `The picture has more than ${MAX_IMAGE_PIXELS.toLocaleString('en-CA')} pixels.`
        : 'The file is not a JPEG, PNG or WebP picture.',
    );
    this.name = 'ImageRefused';
  }
}

/** What a decoded picture is, as shown (EXIF orientation applied). */
export interface ImageFacts {
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

let sharpLoaded: Promise<typeof sharp> | undefined;

/**
 * sharp, loaded on first use: its libvips (18 MB of native code) is loaded when a picture is first decoded, not when the
 * function starts, so the handler groups that check a save's pictures start as fast as before (a bundle keeps a
 * dynamic import dynamic, where it would hoist a static one).
 */
function loadSharp(): Promise<typeof sharp> {
  sharpLoaded ??= import('sharp').then((module) => module.default);
  return sharpLoaded;
}

async function decoder(original: Uint8Array): Promise<Sharp> {
  const create = await loadSharp();
  // failOn 'error': a truncated or corrupt file is refused, not drawn half grey.
  return create(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
}

function refusalOf(error: unknown): ImageRefused {
  const message = error instanceof Error ? error.message : String(error);
  return new ImageRefused(/pixel limit/i.test(message) ? 'too-many-pixels' : 'not-an-image');
}

/**
 * Decodes the whole picture (not only its header: a file can claim a size and hold garbage) and answers its format
 * and size as shown; refuses anything else with {@link ImageRefused}.
 */
export async function inspectImage(original: Uint8Array): Promise<ImageFacts> {
  let metadata: Metadata;
  try {
    metadata = await (await decoder(original)).metadata();
    if (metadata.format !== 'jpeg' && metadata.format !== 'png' && metadata.format !== 'webp') throw new ImageRefused('not-an-image');
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) throw new ImageRefused('too-many-pixels');
    // A full decode to a tiny size: reads every pixel once.
    await (await decoder(original)).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw error instanceof ImageRefused ? error : refusalOf(error);
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format: metadata.format, width: turned ? metadata.height! : metadata.width!, height: turned ? metadata.width! : metadata.height! };
}

/** A variant: the bytes and their content type. */
export interface MadeVariant {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * The picture at `width` (never wider than the original) in `format`: EXIF orientation applied, then every piece of
 * metadata dropped (sharp writes none unless asked: no EXIF, no GPS, no camera), colours converted to sRGB.
 */
export async function makeVariant(original: Uint8Array, width: VariantWidth, format: VariantFormat): Promise<MadeVariant> {
  try {
    const pipeline = ENCODERS[format]((await decoder(original)).rotate().resize({ width, withoutEnlargement: true }).toColourspace('srgb'));
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { body: data, contentType: VARIANT_CONTENT_TYPES[format], width: info.width, height: info.height };
  } catch (error) {
    throw refusalOf(error);
  }
}
