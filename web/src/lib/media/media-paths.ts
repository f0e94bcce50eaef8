import {
  contentTypeOfName,
  extensionOf,
  isMediaContentType,
  isMediaFolder,
  MEDIA_CONTENT_TYPES,
  MEDIA_FILE_NAME_MAX,
  MEDIA_ROOT_FOLDERS,
  mediaRootOf,
  type MediaContentType,
  type MediaRootFolder,
} from '@tdp/shared/schemas/media';
import { formatMessage } from '../intl.ts';
import { mediaMessages as messages } from './media-messages.ts';

/**
 * Where the media library is and how its names read: folders from the address, breadcrumbs, sizes, and
 * the safe name and type of a file about to be uploaded.
 */

/** Query parameter naming the root folder (`FileManager?folder=package-images/`), as the admin menu links it. */
export const ROOT_QUERY = 'folder';
/** Query parameter naming the sub-folder below the root (`&path=europe/2027/`), so the menu entry stays lit. */
export const PATH_QUERY = 'path';

/** The root and the full folder the library shows. */
export interface LibraryLocation {
  root: MediaRootFolder;
  folder: string;
}

function isRoot(value: string | null): value is MediaRootFolder {
  return value !== null && (MEDIA_ROOT_FOLDERS as readonly string[]).includes(value);
}

/** Reads the library's location from the address; an unknown root or an unsafe path falls back to the first root. */
export function locationFromSearch(search: URLSearchParams): LibraryLocation {
  const rootValue = search.get(ROOT_QUERY);
  const root = isRoot(rootValue) ? rootValue : MEDIA_ROOT_FOLDERS[0];
  const path = search.get(PATH_QUERY) ?? '';
  const folder = `${root}${path}`;
  return { root, folder: path !== '' && isMediaFolder(folder) ? folder : root };
}

/** The query of a location: `folder=<root>` and, below the root, `path=<rest>`. */
export function searchForFolder(folder: string): URLSearchParams {
  const root = mediaRootOf(folder) ?? MEDIA_ROOT_FOLDERS[0];
  const search = new URLSearchParams({ [ROOT_QUERY]: root });
  const path = folder.slice(root.length);
  if (path !== '') search.set(PATH_QUERY, path);
  return search;
}

/** One step of the breadcrumb: its name and the folder it opens. */
export interface BreadcrumbStep {
  name: string;
  folder: string;
}

/** The breadcrumb of a folder: the root by its display name, then each sub-folder. */
export function breadcrumbOf(folder: string): BreadcrumbStep[] {
  const root = mediaRootOf(folder);
  if (!root) return [];
  const steps: BreadcrumbStep[] = [{ name: messages.rootNames[root], folder: root }];
  let current = root as string;
  for (const segment of folder.slice(root.length).split('/').filter(Boolean)) {
    current = `${current}${segment}/`;
    steps.push({ name: segment, folder: current });
  }
  return steps;
}

/** The folder's name as shown in sentences: the root's display name or the last sub-folder. */
export function folderDisplayName(folder: string): string {
  return breadcrumbOf(folder).at(-1)?.name ?? folder;
}

/** A size as people read it: `812 B`, `48 KB`, `3.4 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return formatMessage(messages.bytes, { count: bytes });
  if (bytes < 1024 * 1024) return formatMessage(messages.kilobytes, { count: Math.round(bytes / 1024) });
  const megabytes = bytes / (1024 * 1024);
  return formatMessage(messages.megabytes, { count: megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes) });
}

/**
 * The content type an upload is sent with: the browser's when the library takes it, otherwise the one its
 * extension stands for (browsers leave `type` empty for some office files). Undefined: not accepted.
 */
export function uploadContentTypeOf(file: { name: string; type: string }): MediaContentType | undefined {
  if (isMediaContentType(file.type)) {
    // A file named photo.jpeg of type image/png keeps its type; its name is fixed by uploadFileName.
    return file.type;
  }
  return file.type === '' || file.type === 'application/octet-stream' ? contentTypeOfName(file.name) : undefined;
}

/**
 * A name the library accepts for an upload, close to the original: characters other than letters,
 * digits, spaces and `. _ - ( )` become `-`, the start is a letter or digit, the extension is the type's
 * (lowercase) and the whole fits in 120 characters. `Été à Nice #2.JPG` → `Ete a Nice -2.jpg`.
 */
export function uploadFileName(originalName: string, contentType: MediaContentType): string {
  const extensions = MEDIA_CONTENT_TYPES[contentType].extensions as readonly string[];
  const currentExtension = extensionOf(originalName);
  const extension = extensions.includes(currentExtension) ? currentExtension : extensions[0]!;
  const dot = originalName.lastIndexOf('.');
  const stem = (dot > 0 ? originalName.slice(0, dot) : originalName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._\- ()]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[ .]+$/, '');
  const room = MEDIA_FILE_NAME_MAX - extension.length - 1;
  const fitted = stem.slice(0, room).replace(/[ .]+$/, '');
  return `${fitted || 'file'}.${extension}`;
}

/** Whether a listed file is an image the site can show (and the builder can pick as a banner). */
export function isImageFile(file: { contentType: string }): boolean {
  return isMediaContentType(file.contentType) && MEDIA_CONTENT_TYPES[file.contentType].kind === 'image';
}
