import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@tdp/shared/constants';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import type { PageImage } from '../../lib/use-page-meta.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../components/package-details/package-details.tsx';

/**
 * The picture link previews show for a package (`og:image`, `twitter:image`): its 1200 × 630 share image when
 * the builder made one, otherwise its banner (1200 × 500), each with the size it really has.
 */
export function packageShareImage(pkg: Pick<PublicPackage, 'title' | 'banner_image' | 'share_image'>, cdnPrefix: string): PageImage {
  return pkg.share_image
    ? { src: resolveMediaUrl(pkg.share_image, cdnPrefix), width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt: pkg.title }
    : { src: resolveMediaUrl(pkg.banner_image, cdnPrefix), width: BANNER_WIDTH, height: BANNER_HEIGHT, alt: pkg.title };
}
