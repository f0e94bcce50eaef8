import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

/**
 * The media library: files in the media bucket, under three root folders, served to visitors through the
 * runtime config's CDN prefix. Keys built from these schemas are always valid media references
 * (`media-reference.ts`): every segment starts with a letter or digit and uses only letters, digits,
 * spaces and `. _ - ( )`, so no `..`, no leading `/`, no backslash and no control character can reach S3.
 */

/** The three folders the library opens on (`FileManager?folder=…` names one); everything lives below one of them. */
export const MEDIA_ROOT_FOLDERS = ['package-images/', 'Documents/', 'suppliers/logo/'] as const;
export type MediaRootFolder = (typeof MEDIA_ROOT_FOLDERS)[number];

/** What a file is for: images may be shown on pages and cropped; documents are linked for download. */
export type MediaKind = 'image' | 'document';

interface MediaTypeRule {
  kind: MediaKind;
  /** Lowercase extensions, without the dot; the first is the one a new file gets. */
  extensions: readonly string[];
}

/**
 * The content types an upload may have, with their extensions. No SVG or HTML: both can carry scripts
 * that would run on the site's own origin.
 */
export const MEDIA_CONTENT_TYPES = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
  'application/pdf': { kind: 'document', extensions: ['pdf'] },
  'application/msword': { kind: 'document', extensions: ['doc'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { kind: 'document', extensions: ['docx'] },
  'application/vnd.ms-excel': { kind: 'document', extensions: ['xls'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { kind: 'document', extensions: ['xlsx'] },
  'application/vnd.ms-powerpoint': { kind: 'document', extensions: ['ppt'] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { kind: 'document', extensions: ['pptx'] },
} as const satisfies Record<string, MediaTypeRule>;
export type MediaContentType = keyof typeof MEDIA_CONTENT_TYPES;
export const MEDIA_CONTENT_TYPE_LIST = Object.keys(MEDIA_CONTENT_TYPES) as MediaContentType[];

/** Largest upload of each kind, in bytes: images 10 MB, documents 25 MB. */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: 10 * 1024 * 1024,
  document: 25 * 1024 * 1024,
};

/** Longest file name, extension included. */
export const MEDIA_FILE_NAME_MAX = 120;
/** Longest name of a sub-folder. */
export const MEDIA_FOLDER_NAME_MAX = 60;
/** Longest folder path, from the root folder to the final `/`. */
export const MEDIA_FOLDER_PATH_MAX = 300;

/** One segment of a key: starts with a letter or digit; letters, digits, spaces and `. _ - ( )` after it. */
const SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\- ()]*$/;

function isSafeSegment(segment: string): boolean {
  // '..' inside a name is refused too: it reads like a path trick even where S3 would not treat it as one.
  return SEGMENT_PATTERN.test(segment) && !segment.includes('..') && !segment.endsWith(' ') && !segment.endsWith('.');
}

/** The root folder a folder path lies in, or undefined. */
export function mediaRootOf(folder: string): MediaRootFolder | undefined {
  return MEDIA_ROOT_FOLDERS.find((root) => folder.startsWith(root));
}

/** Whether a folder path is one of the roots or a folder of safe segments below one, ending with `/`. */
export function isMediaFolder(folder: string): boolean {
  if (folder.length > MEDIA_FOLDER_PATH_MAX || !folder.endsWith('/')) return false;
  const root = mediaRootOf(folder);
  if (root === undefined) return false;
  const below = folder.slice(root.length);
  if (below === '') return true;
  return below.slice(0, -1).split('/').every(isSafeSegment);
}

/** The extension of a file name, lowercase, without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The content type a file name's extension stands for, or undefined for a type the library does not take. */
export function contentTypeOfName(fileName: string): MediaContentType | undefined {
  const extension = extensionOf(fileName);
  return MEDIA_CONTENT_TYPE_LIST.find((type) => (MEDIA_CONTENT_TYPES[type].extensions as readonly string[]).includes(extension));
}

/** Whether a value is a content type the library takes. */
export function isMediaContentType(value: string): value is MediaContentType {
  return Object.hasOwn(MEDIA_CONTENT_TYPES, value);
}

/** Image or document, by content type. */
export function mediaKindOf(contentType: MediaContentType): MediaKind {
  return MEDIA_CONTENT_TYPES[contentType].kind;
}

/** Splits a key into its folder (ending with `/`) and file name. */
export function splitMediaKey(key: string): { folder: string; name: string } {
  const slash = key.lastIndexOf('/');
  return { folder: key.slice(0, slash + 1), name: key.slice(slash + 1) };
}

/** A folder path: a root (`package-images/`) or a folder below one (`package-images/europe/2027/`). */
export const mediaFolderSchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.minLength(1, { error: 'is required' }),
      z.refine((value) => mediaRootOf(value) !== undefined, { error: `must be in ${MEDIA_ROOT_FOLDERS.join(', ')}`, abort: true }),
    )
    .check(
      z.refine(isMediaFolder, {
        error: `must be folder names of letters, digits, spaces and . _ - ( ) ending with /, at most ${MEDIA_FOLDER_PATH_MAX} characters`,
      }),
    ),
);

/** A file name: safe characters, at most 120, with an extension of a type the library takes. */
export const mediaFileNameSchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.minLength(1, { error: 'is required' }),
      z.maxLength(MEDIA_FILE_NAME_MAX, { error: `must be at most ${MEDIA_FILE_NAME_MAX} characters` }),
      z.refine(isSafeSegment, { error: 'must start with a letter or digit and use only letters, digits, spaces and . _ - ( )', abort: true }),
    )
    .check(
      z.refine((value) => contentTypeOfName(value) !== undefined, {
        error: `must end with one of .${[...new Set(Object.values(MEDIA_CONTENT_TYPES).flatMap((rule) => rule.extensions))].join(', .')}`,
      }),
    ),
);

/** The name of a new sub-folder: one safe segment, at most 60 characters. */
export const mediaFolderNameSchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(MEDIA_FOLDER_NAME_MAX, { error: `must be at most ${MEDIA_FOLDER_NAME_MAX} characters` }),
      z.refine(isSafeSegment, { error: 'must start with a letter or digit and use only letters, digits, spaces and . _ - ( )' }),
    ),
);

/** The key of a file in the library: a folder path and a file name. */
export const mediaFileKeySchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(z.minLength(1, { error: 'is required' }))
    .check(
      z.refine(
        (key) => {
          const { folder, name } = splitMediaKey(key);
          return isMediaFolder(folder) && mediaFileNameSchema.safeParse(name).success;
        },
        { error: 'must be a file of the media library (folder path and file name)' },
      ),
    ),
);

/** Query of `GET /api/media/files`: the folder to list and, for the next page, the cursor the last page gave. */
export const mediaListQuerySchema = lazySchema(() =>
  z.strictObject({
    folder: mediaFolderSchema,
    cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048, { error: 'must be at most 2048 characters' }))),
  }),
);

/** Body of `POST /api/media/folders`: a new sub-folder `name` inside `parent`. */
export const mediaFolderCreateInputSchema = lazySchema(() => z.strictObject({ parent: mediaFolderSchema, name: mediaFolderNameSchema }));
export type MediaFolderCreateInput = z.output<typeof mediaFolderCreateInputSchema>;

/** Query of `DELETE /api/media/folders`: a sub-folder (never a root). */
export const mediaFolderDeleteQuerySchema = lazySchema(() => z.strictObject({ folder: mediaFolderSchema }));

/** Query of `DELETE /api/media/files`. */
export const mediaFileKeyQuerySchema = lazySchema(() => z.strictObject({ key: mediaFileKeySchema }));

/** Body of `PUT /api/media/files`: a file's new name in the same folder, with an extension of the same type. */
export const mediaRenameInputSchema = lazySchema(() => z.strictObject({ key: mediaFileKeySchema, newName: mediaFileNameSchema }));
export type MediaRenameInput = z.output<typeof mediaRenameInputSchema>;

/**
 * Body of `POST /api/media/uploads`: what the browser is about to send. The server checks it all before
 * signing, since the local S3 stand-in does not enforce a signed length or type.
 */
export const mediaUploadInputSchema = lazySchema(() =>
  z
    .strictObject({
      folder: mediaFolderSchema,
      fileName: mediaFileNameSchema,
      contentType: z.enum(MEDIA_CONTENT_TYPE_LIST, {
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a JPEG, PNG or WebP image, a PDF, or a Word, Excel or PowerPoint document'),
      }),
      size: z
        .number({ error: 'must be a number' })
        .check(z.int({ error: 'must be a whole number' }), z.gte(1, { error: 'must be at least 1 byte (the file is empty)' })),
    })
    .check(
      z.superRefine((input, ctx) => {
        const nameType = contentTypeOfName(input.fileName);
        if (nameType !== undefined && nameType !== input.contentType) {
          const expected = MEDIA_CONTENT_TYPES[input.contentType].extensions.map((extension) => `.${extension}`).join(' or ');
          ctx.addIssue({ code: 'custom', path: ['fileName'], message: `must end with ${expected} for ${input.contentType}` });
        }
        const kind = mediaKindOf(input.contentType);
        const max = MEDIA_MAX_BYTES[kind];
        if (input.size > max) {
          ctx.addIssue({
            code: 'custom',
            path: ['size'],
            message: `must be at most ${max / (1024 * 1024)} MB for ${kind === 'image' ? 'an image' : 'a document'}`,
          });
        }
      }),
    ),
);
export type MediaUploadInput = z.output<typeof mediaUploadInputSchema>;

/** A sub-folder in a listing. */
export interface MediaFolderEntry {
  /** Full folder path, ending with `/`. */
  path: string;
  name: string;
}

/** A file in a listing. */
export interface MediaFileEntry {
  /** The media key: what a package stores as its `banner_image`. */
  key: string;
  name: string;
  /** Bytes. */
  size: number;
  /** ISO date-time of the last upload. */
  lastModified: string;
  /** From the extension; `application/octet-stream` for a file of another type. */
  contentType: string;
  /** Public address of the file (through the CDN prefix in AWS). */
  url: string;
}

/** Answer of `GET /api/media/files`: one page of a folder, folders first. */
export interface MediaFolderListing {
  folder: string;
  folders: MediaFolderEntry[];
  files: MediaFileEntry[];
  /** Pass as `cursor` to read the next page; null on the last page. */
  nextCursor: string | null;
}

/** Answer of `POST /api/media/uploads`: where and how the browser sends the file. */
export interface MediaUploadTicket {
  key: string;
  /** Presigned address to PUT the file to, straight to the bucket. */
  uploadUrl: string;
  method: 'PUT';
  /** Headers the PUT must carry exactly as given (they are signed). */
  headers: Record<string, string>;
  /** ISO date-time after which the address no longer works. */
  expiresAt: string;
  /** Public address of the file once uploaded. */
  url: string;
}

/** A short-lived presigned GET of a private file (an applicant's résumé, a portal document), asked for at the click. */
export interface MediaDownloadLink {
  url: string;
  /** The file's name, as the browser saves it. */
  fileName: string;
  /** ISO date-time after which the address no longer works. */
  expiresAt: string;
}

/**
 * Query of `GET /api/media/uses`: the file whose uses are asked for.
 * @alias of mediaFileKeyQuerySchema, named for its route
 */
export const mediaFileUsesQuerySchema = mediaFileKeyQuerySchema;

/** Kinds of content that can point at a media file. */
export type MediaUseKind = 'package' | 'promotion' | 'supplier' | 'webinar' | 'newsletter' | 'portalPage' | 'welcomeVideo' | 'agent';

/** One item of content that points at a media file (or, for a folder, at a file inside it). */
export interface MediaUse {
  kind: MediaUseKind;
  /** The item's id as its admin screen addresses it (a number, a slug, or the fixed name of a single item). */
  id: string;
  /** What the admin knows it by: a package's title, an agent's name, a portal page's title. */
  title: string;
  /** Whether visitors or agents see it now (a published package, an active supplier, a saved portal page...). */
  published: boolean;
  /** The admin screen that edits it, e.g. `/admin-dashboard/packages/edit/12`. */
  adminPath: string;
  /** The file it points at (the file itself, or for a folder the file inside it). */
  key: string;
}

/** Answer of `GET /api/media/uses`: who uses a file, live uses first. */
export interface MediaFileUses {
  key: string;
  uses: MediaUse[];
}
