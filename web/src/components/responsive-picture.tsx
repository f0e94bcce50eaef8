import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { hasVariants, variantSrcSet, variantUrl, type VariantFormat } from '@tdp/shared/media/image-variants';
import { useRuntimeConfig } from '../lib/runtime-config.ts';
import styles from './responsive-picture.module.css';

/** Props of {@link ResponsivePicture}. */
export interface ResponsivePictureProps {
  /** A media reference: a key of the library (gets variants), a site path or an https address (shown as it is). */
  reference: string;
  alt: string;
  /** The picture's intrinsic size, for the space it takes before it loads (its shape: the layout sets the size). */
  width: number;
  height: number;
  /** How wide the picture is drawn at each breakpoint (`sizes`), matching the layout's CSS. */
  sizes: string;
  className?: string;
  /** The first screen's pictures: loaded at once; `high` for the largest, which the page's head also announces. */
  priority?: 'high' | 'eager' | 'lazy';
  onLoad?: () => void;
  onError?: () => void;
}

/** The formats a `<picture>` offers before its JPEG fallback, best first. */
const SOURCE_FORMATS: readonly Exclude<VariantFormat, 'jpeg'>[] = ['avif', 'webp'];

/** The fallback's own width, for a browser that reads no `srcset`: a small picture's narrowest, else a phone's. */
const fallbackWidth = (width: number) => (width <= 360 ? 360 : 720);

/**
 * A public picture served as responsive variants (`<picture>`: AVIF, WebP, then JPEG, each in every width up to
 * 1800 px, chosen by `sizes`), with its size so nothing moves while it loads; lazy unless it is on the first screen.
 * A reference without variants (an address outside the library) is a plain `<img>`.
 */
export function ResponsivePicture({ reference, alt, width, height, sizes, className, priority = 'lazy', onLoad, onError }: ResponsivePictureProps) {
  const { cdnPrefix } = useRuntimeConfig();
  const loading = {
    loading: priority === 'lazy' ? ('lazy' as const) : ('eager' as const),
    // A first-screen picture paints with its content; the others are decoded off the main thread.
    decoding: priority === 'lazy' ? ('async' as const) : undefined,
    fetchPriority: priority === 'high' ? ('high' as const) : undefined,
  };
  if (!hasVariants(reference)) {
    return (
      <img
        className={className}
        src={resolveMediaUrl(reference, cdnPrefix)}
        alt={alt}
        width={width}
        height={height}
        {...loading}
        onLoad={onLoad}
        onError={onError}
      />
    );
  }
  return (
    <picture className={styles.picture}>
      {SOURCE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(reference, format, cdnPrefix)} sizes={sizes} />
      ))}
      <img
        className={className}
        // Only a browser that reads neither AVIF nor WebP (Safari before 14) shows it: one JPEG, not a srcset of them.
        src={variantUrl({ key: reference, width: fallbackWidth(width), format: 'jpeg' }, cdnPrefix)}
        alt={alt}
        width={width}
        height={height}
        {...loading}
        onLoad={onLoad}
        onError={onError}
      />
    </picture>
  );
}

/**
 * The head's announcement of a page's largest first-screen picture (`<link rel=preload as=image>` with its AVIF
 * `imagesrcset` and `sizes`), so the browser fetches it before it reads the body; null for a reference without variants.
 */
export function picturePreload(reference: string, sizes: string, cdnPrefix: string): Record<string, string> | null {
  if (!hasVariants(reference)) return null;
  return {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imagesrcset: variantSrcSet(reference, 'avif', cdnPrefix),
    imagesizes: sizes,
    fetchpriority: 'high',
  };
}
