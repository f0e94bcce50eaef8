/**
 * Responsive variants of the media library's pictures: every public picture is served as one of a few widths in AVIF,
 * WebP and JPEG, made from the original by the image function (functions/src/images) and cached for a year: a
 * variant's address names its original's key, width and format, and a new crop is a new key, so an address never
 * changes what it shows. Zod-free: the public pages build their `srcset`s from it.
 * Decisions: docs/decisions/image-variants.md.
 */

/** Widths variants are made at (CSS pixels × device pixel ratio a layout needs, 360 to 1800). */
export const VARIANT_WIDTHS = [360, 480, 720, 840, 960, 1200, 1800] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Formats, best first: a `<picture>` offers them in this order and the browser takes the first it reads. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Readonly<Record<VariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The folder of the CDN prefix variants live under: `/media/_v/{format}/{width}/{key}`. */
export const VARIANT_PATH_SEGMENT = '_v';

/**
 * Most pixels a picture may have (8,000 × 6,000): more than any camera or phone photo the agency would upload, far
 * less than a decompression bomb (a small file that decodes to gigabytes).
 */
export const MAX_IMAGE_PIXELS = 48_000_000;

/** Image files of the media library (by extension) that get variants. */
const IMAGE_KEY = /\.(jpe?g|png|webp)$/i;

/**
 * The folders of the media bucket whose pictures the public pages show: packages' (and promotions') pictures, supplier
 * logos and agents' photos. The image function may read these and nothing else of the originals.
 */
export const PUBLIC_PICTURE_PREFIXES = ['package-images/', 'suppliers/logo/', 'agents/'] as const;

/** A variant named by its address. */
export interface VariantAddress {
  key: string;
  width: VariantWidth;
  format: VariantFormat;
}

/** Whether a media reference is a key of a public picture that has variants (not an address, not a document). */
export function hasVariants(reference: string): boolean {
  // The public folders hold no private file (applications/, Documents/): their pictures are never offered.
  return IMAGE_KEY.test(reference) && PUBLIC_PICTURE_PREFIXES.some((prefix) => reference.startsWith(prefix));
}

/** The path of a variant below the CDN prefix: `_v/avif/720/package-images/banff%20lake.jpg`. */
export function variantPath({ key, width, format }: VariantAddress): string {
  return `${VARIANT_PATH_SEGMENT}/${format}/${width}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The media bucket's key of a stored variant: its path decoded, as S3 reads the path CloudFront forwards
 * (`_v/avif/720/package-images/banff lake.jpg`).
 */
export function variantKey({ key, width, format }: VariantAddress): string {
  return `${VARIANT_PATH_SEGMENT}/${format}/${width}/${key}`;
}

/** The address a browser loads for a variant. */
export function variantUrl(address: VariantAddress, cdnPrefix: string): string {
  return `${cdnPrefix}${variantPath(address)}`;
}

/**
 * The variant a path below the CDN prefix names (`_v/webp/480/package-images/x.jpg`, decoded or not), or null when it
 * names none: an unknown format or width, a key without variants, a `.`/`..` segment.
 */
export function parseVariantPath(path: string): VariantAddress | null {
  const match = /^_v\/([a-z]+)\/(\d+)\/(.+)$/.exec(path);
  if (!match) return null;
  const [, format, widthText, encodedKey] = match as unknown as [string, string, string, string];
  let key: string;
  try {
    key = encodedKey.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const width = Number(widthText);
  if (!(VARIANT_FORMATS as readonly string[]).includes(format) || !(VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..') || !hasVariants(key)) return null;
  return { key, width: width as VariantWidth, format: format as VariantFormat };
}

/** A `srcset` of one format: every width up to `maxWidth` (the original's width when known). */
export function variantSrcSet(key: string, format: VariantFormat, cdnPrefix: string, maxWidth: number = Number.POSITIVE_INFINITY): string {
  const widths = VARIANT_WIDTHS.filter((width) => width <= maxWidth);
  const usable = widths.length > 0 ? widths : [VARIANT_WIDTHS[0]];
  return usable.map((width) => `${variantUrl({ key, width, format }, cdnPrefix)} ${width}w`).join(', ');
}
