/**
 * The files the package builder's banner cropper makes: it uploads a banner and its share image into
 * `package-images/` the moment the admin crops, before the package is saved, named
 * `banner-<title words>-<YYYYMMDD-HHMMSS>.jpg` and `banner-<title words>-<YYYYMMDD-HHMMSS>-share.jpg`
 * (web/src/features/admin-package-builder: `bannerFileName`, `shareFileName`; their tests check the names match).
 * The scheduled sweep of abandoned banners removes only such files (docs/decisions/scheduled-jobs.md): a file an
 * admin uploaded by hand in the media library keeps its own name, and a name without the cropper's time stamp is
 * never swept. Zod-free.
 */

/** The media library folder the cropper uploads into (its root: never a sub-folder). */
export const CROPPED_BANNER_FOLDER = 'package-images/';

/** The prefix every cropped banner's key starts with: the sweep lists this prefix and nothing else. */
export const CROPPED_BANNER_PREFIX = `${CROPPED_BANNER_FOLDER}banner-`;

/** A cropper-made name: the title's url words (`packageUrlFromTitle`, or `package`), the UTC time, `-share` for the share image. */
const CROPPED_BANNER_NAME = /^banner-[a-z0-9]+(?:-[a-z0-9]+)*-\d{8}-\d{6}(?:-share)?\.jpg$/;

/** Whether a media key is a banner or share image the cropper made, directly in {@link CROPPED_BANNER_FOLDER}. */
export function isCroppedBannerKey(key: string): boolean {
  return key.startsWith(CROPPED_BANNER_FOLDER) && CROPPED_BANNER_NAME.test(key.slice(CROPPED_BANNER_FOLDER.length));
}
