import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { requiredText } from './common-fields.ts';
import { isMediaReference } from './media-reference.ts';
import { DOCUMENTS_PREFIX } from '../media/private-media.ts';

/**
 * Field schemas the connected-agent portal's content shares: documents in the media library, links,
 * embedded videos and rich text. Pages, suppliers, webinars, newsletters and the welcome video build on them.
 */

/** Media-library roots the portal's files live in (the admin file manager's folders). */
export const PORTAL_MEDIA_FOLDERS = {
  documents: DOCUMENTS_PREFIX,
  supplierLogos: 'suppliers/logo/',
} as const;

const MAX_ADDRESS_LENGTH = 2000;

/** A media-library key inside `folder` (e.g. `Documents/Training/ClientBase.pdf`): never an address or a path. */
export function mediaKeyInFolder(folder: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(z.trim(), z.minLength(1, { error: 'is required' }))
    .check(
      z.refine((value) => value.startsWith(folder) && value.length > folder.length && isMediaReference(value), {
        error: `must be a file of the media library's ${folder} folder`,
      }),
    );
}

export const PORTAL_DOCUMENTS_MAX = 30;

/** A document agents open from the portal: a file of the media library's `Documents/` folder and its title. */
export const portalDocumentSchema = lazySchema(() =>
  z.strictObject({
    title: requiredText(150),
    key: mediaKeyInFolder(PORTAL_MEDIA_FOLDERS.documents),
  }),
);
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

/** Up to {@link PORTAL_DOCUMENTS_MAX} documents, in the order shown. */
export const portalDocumentListSchema = lazySchema(() =>
  z
    .array(portalDocumentSchema, { error: 'must be a list' })
    .check(z.maxLength(PORTAL_DOCUMENTS_MAX, { error: `must have at most ${PORTAL_DOCUMENTS_MAX} documents` })),
);

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Whether a value is an absolute http(s) address with a host. */
export function isWebAddress(value: string): boolean {
  const url = parsedUrl(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

/** A web address (http or https), e.g. a supplier's site or a webinar's join link. */
export const webAddressSchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(MAX_ADDRESS_LENGTH, { error: `must be at most ${MAX_ADDRESS_LENGTH} characters` }),
      z.refine(isWebAddress, { error: 'must be a web address starting with https:// or http://' }),
    ),
);

const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const PHONE_LINK = /^tel:\+?[0-9][0-9().\- ]{2,30}$/;

/** Whether a value is a link an agent may follow from the portal: a web address, `mailto:`, `tel:` or a site path. */
export function isPortalLinkTarget(value: string): boolean {
  if (isWebAddress(value)) return true;
  if (SITE_PATH.test(value)) return !value.split(/[/?#]/).includes('..');
  if (PHONE_LINK.test(value)) return true;
  if (value.startsWith('mailto:')) {
    const address = value.slice('mailto:'.length).split('?')[0]!;
    return /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/.test(decodeURIComponentSafely(address));
  }
  return false;
}

function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

export const PORTAL_LINKS_MAX = 30;

/** A labelled link in a portal page section. */
export const portalLinkSchema = lazySchema(() =>
  z.strictObject({
    label: requiredText(120),
    url: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
      .check(
        z.trim(),
        z.minLength(1, { error: 'is required' }),
        z.maxLength(MAX_ADDRESS_LENGTH, { error: `must be at most ${MAX_ADDRESS_LENGTH} characters` }),
        z.refine(isPortalLinkTarget, { error: 'must be a web address (https://), a mailto: or tel: link, or a path starting with /' }),
      ),
  }),
);
export type PortalLink = z.infer<typeof portalLinkSchema>;

/**
 * Origins the portal embeds videos from, in frames: YouTube's privacy-enhanced player and Vimeo's player.
 * The site's Content-Security-Policy must allow them in `frame-src`.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

function vimeoEmbed(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (url.hostname === 'player.vimeo.com' && segments[0] === 'video') id = segments[1];
  else if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') {
    // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted) and vimeo.com/channels/{name}/{id}
    const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
    if (index >= 0) {
      id = segments[index];
      hash ??= segments[index + 1] ?? null;
    }
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  return hash && VIMEO_HASH.test(hash) ? `https://player.vimeo.com/video/${id}?h=${hash}` : `https://player.vimeo.com/video/${id}`;
}

/**
 * The embeddable player address of a YouTube or Vimeo video, from any of the addresses people copy
 * (watch page, short link, shorts, embed code's `src`); null for anything else. YouTube videos play from
 * youtube-nocookie.com, which sets no cookies until the video is played.
 */
export function videoEmbedUrl(address: string): string | null {
  const url = parsedUrl(address.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
  const id = youtubeId(url);
  if (id !== null) return YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  return vimeoEmbed(url);
}

/** A YouTube or Vimeo video address; stored as its embeddable player address (see {@link videoEmbedUrl}). */
export const videoUrlSchema = lazySchema(() =>
  z.pipe(
    z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
      .check(
        z.trim(),
        z.minLength(1, { error: 'is required' }),
        z.maxLength(MAX_ADDRESS_LENGTH, { error: `must be at most ${MAX_ADDRESS_LENGTH} characters` }),
      ),
    z.transform((value, ctx) => {
      const embed = videoEmbedUrl(value);
      if (embed === null) {
        ctx.issues.push({ code: 'custom', input: value, message: 'must be a YouTube or Vimeo video address' });
        return z.NEVER;
      }
      return embed;
    }),
  ),
);

export const PORTAL_VIDEOS_MAX = 10;

/** A titled video in a portal page section. */
export const portalVideoSchema = lazySchema(() => z.strictObject({ title: requiredText(150), url: videoUrlSchema }));
export type PortalVideo = z.output<typeof portalVideoSchema>;

/**
 * Rich text (HTML) of at most `max` characters as the editor sends it; '' when left empty. The server
 * sanitises it on save (allowlisted elements, links http(s)/mailto only) and the web sanitises it again
 * when it renders it.
 */
export function richTextSchema(max: number) {
  return z.string({ error: 'must be text' }).check(z.maxLength(max, { error: `must be at most ${max} characters` }));
}

/**
 * Version of an item that always exists, such as a portal page or the welcome video: 0 until it is
 * first saved, then incremented by every write. A save carries the version the editor read.
 */
export const editorVersionSchema = lazySchema(() =>
  z.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' })),
);
