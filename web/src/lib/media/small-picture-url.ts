import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { hasVariants, variantUrl } from '@tdp/shared/media/image-variants';

// Apart from responsive-picture.tsx: the public shell's first visit carries that module, not this one.
/**
 * One address for a picture drawn small where a `<picture>` cannot go (an avatar takes a single `src`): its narrowest
 * WebP variant (every browser the site supports reads WebP), or the reference itself when it has no variants.
 */
export function smallPictureUrl(reference: string, cdnPrefix: string): string {
  return hasVariants(reference) ? variantUrl({ key: reference, width: 360, format: 'webp' }, cdnPrefix) : resolveMediaUrl(reference, cdnPrefix);
}
