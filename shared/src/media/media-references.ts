/**
 * How catalogue items point at images and pages. A media reference is either a key in the media bucket
 * (`package-images/banff.jpg`, served under the runtime config's CDN prefix), a site path (`/media/x.jpg`)
 * or an https address. Anything else (`javascript:`, protocol-relative `//host`, `..` segments) is refused,
 * so a stored value can be put in `src`/`href` as is.
 */

const MEDIA_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/ ()]*$/;
const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;
export const MAX_REFERENCE_LENGTH = 500;

export function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function isMediaKey(value: string): boolean {
  return MEDIA_KEY_PATTERN.test(value) && !value.split('/').some((segment) => segment === '..' || segment === '.' || segment === '');
}

export function isSitePath(value: string): boolean {
  return SITE_PATH_PATTERN.test(value) && !value.split(/[/?#]/).includes('..');
}

/** Whether a value is an acceptable media reference (key, site path or https address). */
export function isMediaReference(value: string): boolean {
  return isMediaKey(value) || isSitePath(value) || isHttpsUrl(value);
}

/** Whether a link leaves the site (opens in a new tab, gets `rel="noopener"`). */
export function isExternalLink(link: string): boolean {
  return isHttpsUrl(link);
}

/**
 * The address a browser loads for a media reference: keys are appended to the CDN prefix
 * (each path segment URL-encoded), site paths and https addresses are used as they are.
 */
export function resolveMediaUrl(reference: string, cdnPrefix: string): string {
  if (reference.startsWith('/') || reference.startsWith('https://')) return reference;
  const encodedKey = reference.split('/').map(encodeURIComponent).join('/');
  return `${cdnPrefix}${encodedKey}`;
}
