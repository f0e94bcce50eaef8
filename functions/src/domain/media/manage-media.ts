import { resolveMediaUrl } from '@tdp/shared/schemas/media-reference';
import { mediaPublicBaseUrl } from './media-public-url.ts';
import {
  contentTypeOfName,
  isMediaFolder,
  MEDIA_CONTENT_TYPES,
  MEDIA_FOLDER_PATH_MAX,
  MEDIA_ROOT_FOLDERS,
  splitMediaKey,
  type MediaFileEntry,
  type MediaFileUses,
  type MediaFolderCreateInput,
  type MediaFolderEntry,
  type MediaFolderListing,
  type MediaRenameInput,
  type MediaUploadInput,
  type MediaUploadTicket,
} from '@tdp/shared/schemas/media';
import { mediaChanged } from '../../cdn/media-changed.ts';
import { mediaRepository, type StoredMediaObject } from '../../data/media-repository.ts';
import { S3Error } from '../../data/s3-client.ts';
import { Conflict, Invalid, NotFound } from '../domain-errors.ts';
import { findMediaUses, refuseIfLiveContentUses } from './media-uses.ts';
import { presignedPutTicket } from './presigned-put-ticket.ts';

/**
 * The media library's rules: what may be listed, made, uploaded, renamed and deleted. Input shapes
 * (folders under the three roots, safe names, allowed types and sizes) are checked by the shared
 * schemas before these run; here are the rules that need the bucket.
 */

/** How long a presigned upload address works. */
export const UPLOAD_URL_LIFETIME_SECONDS = 600;

function folderName(path: string): string {
  const trimmed = path.slice(0, -1);
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

function toFileEntry(object: StoredMediaObject): MediaFileEntry {
  const { name } = splitMediaKey(object.key);
  return {
    key: object.key,
    name,
    size: object.size,
    lastModified: object.lastModified.toISOString(),
    contentType: contentTypeOfName(name) ?? 'application/octet-stream',
    url: resolveMediaUrl(object.key, mediaPublicBaseUrl()),
  };
}

// Made on first use: a collator loads locale data, a cost a cold start should pay only when it lists a folder.
let nameCollator: Intl.Collator | undefined;
function byName(a: { name: string }, b: { name: string }): number {
  nameCollator ??= new Intl.Collator('en-CA', { numeric: true, sensitivity: 'base' });
  return nameCollator.compare(a.name, b.name);
}

/** One page of a folder: sub-folders and files, each sorted by name. */
export async function listMediaFolder(folder: string, cursor?: string): Promise<MediaFolderListing> {
  let page;
  try {
    page = await mediaRepository.listFolder(folder, cursor);
  } catch (error) {
    // A cursor S3 cannot read (edited by hand, or from another folder) is the caller's mistake.
    if (cursor && error instanceof S3Error && error.status === 400) {
      throw new Invalid('This page of the folder can no longer be read. Open the folder again.', { 'query.cursor': 'is not a cursor of this folder' });
    }
    throw error;
  }
  const folders: MediaFolderEntry[] = page.folders
    // A folder name S3 holds but the library could not address (made outside it) is left out rather than half-shown.
    .filter(isMediaFolder)
    .map((path) => ({ path, name: folderName(path) }))
    .sort(byName);
  const files = page.objects.map(toFileEntry).sort(byName);
  return { folder, folders, files, nextCursor: page.nextCursor };
}

/** Makes an empty sub-folder; 409 when the folder already exists (holding files or not). */
export async function createMediaFolder(input: MediaFolderCreateInput): Promise<MediaFolderEntry> {
  const path = `${input.parent}${input.name}/`;
  if (path.length > MEDIA_FOLDER_PATH_MAX) {
    throw new Invalid('This folder would be nested too deep.', { name: `makes the folder path longer than ${MEDIA_FOLDER_PATH_MAX} characters` });
  }
  if ((await mediaRepository.keysUnder(path, 1)).length > 0) {
    throw new Conflict('A folder with this name already exists here.', { name: 'is already used by a folder here' });
  }
  await mediaRepository.createFolderMarker(path);
  return { path, name: input.name };
}

/**
 * Deletes an empty sub-folder. The roots stay; a folder holding anything is refused with 409 (naming the published
 * content that uses files in it, when some does).
 */
export async function deleteMediaFolder(folder: string): Promise<void> {
  if ((MEDIA_ROOT_FOLDERS as readonly string[]).includes(folder)) {
    throw new Invalid('The main folders of the library cannot be deleted.', { 'query.folder': 'is a main folder of the library' });
  }
  const keys = await mediaRepository.keysUnder(folder, 2);
  if (keys.length === 0) throw new NotFound('This folder does not exist (any more).');
  if (keys.some((key) => key !== folder)) {
    // Only an empty folder goes, so no file a page shows goes with it; the refusal names the content in the way.
    await refuseIfLiveContentUses(
      { folder },
      {
        lead: 'This folder is not empty, and files in it are used by',
        advice: 'Remove them from there (or unpublish that content), then delete or move the files first.',
      },
    );
    throw new Conflict('This folder is not empty. Delete or rename what it holds first.', { 'query.folder': 'is not empty' });
  }
  await mediaRepository.remove(folder);
}

/**
 * Checks an upload and answers a presigned PUT for it. The file may not replace another one: a package
 * page showing the old file would change without anyone deciding so.
 */
export async function createMediaUpload(input: MediaUploadInput, now: Date = new Date()): Promise<MediaUploadTicket> {
  const key = `${input.folder}${input.fileName}`;
  if (await mediaRepository.head(key)) {
    throw new Conflict('A file with this name is already in this folder. Rename your file, or delete the old one first.', {
      fileName: 'is already used by a file in this folder',
    });
  }
  const uploadUrl = await mediaRepository.presignPut(key, input.contentType, input.size, UPLOAD_URL_LIFETIME_SECONDS);
  return { ...presignedPutTicket(key, uploadUrl, input.contentType, UPLOAD_URL_LIFETIME_SECONDS, now), url: resolveMediaUrl(key, mediaPublicBaseUrl()) };
}

/**
 * Renames a file within its folder: copy to the new name, then delete the old one. If the delete fails
 * the file is under both names and the rename can simply be tried again; nothing is ever lost.
 * Content stores the key, so a file published content uses is refused (409 naming it): its pages would break.
 */
export async function renameMediaFile(input: MediaRenameInput): Promise<MediaFileEntry> {
  const { folder, name } = splitMediaKey(input.key);
  const oldType = contentTypeOfName(name);
  if (oldType !== contentTypeOfName(input.newName)) {
    const kept = oldType ? MEDIA_CONTENT_TYPES[oldType].extensions.map((extension) => `.${extension}`).join(' or ') : 'its extension';
    throw new Invalid('A renamed file keeps its type.', { newName: `must end with ${kept}` });
  }
  const stored = await mediaRepository.head(input.key);
  if (!stored) throw new NotFound('This file does not exist (any more).');
  if (input.newName === name) return toFileEntry(stored);
  const newKey = `${folder}${input.newName}`;
  if (await mediaRepository.head(newKey)) {
    throw new Conflict('Another file in this folder already has this name.', { newName: 'is already used by a file in this folder' });
  }
  await refuseIfLiveContentUses(
    { key: input.key },
    { lead: 'This file is used by', advice: 'Remove it from there (or unpublish that content) before renaming it.' },
  );
  await mediaRepository.copy(input.key, newKey);
  await mediaRepository.remove(input.key);
  await mediaChanged([input.key]);
  // The copy is a new object with its own date.
  return toFileEntry((await mediaRepository.head(newKey)) ?? { ...stored, key: newKey });
}

/**
 * Deletes a file; 404 when there is none, 409 naming the published content that uses it. Drafts still pointing
 * at it show no image once published (the admin saw them listed before deleting).
 */
export async function deleteMediaFile(key: string): Promise<void> {
  if (!(await mediaRepository.head(key))) throw new NotFound('This file does not exist (any more).');
  await refuseIfLiveContentUses({ key }, { lead: 'This file is used by', advice: 'Remove it from there (or unpublish that content) before deleting it.' });
  await mediaRepository.remove(key);
  // A replacement is a delete then an upload (an upload never overwrites): either way the old file leaves the edge now.
  await mediaChanged([key]);
}

/**
 * Who uses a file (live uses first). A key with no file is answered too: content still pointing at a file that is
 * gone is worth seeing.
 */
export async function listMediaFileUses(key: string): Promise<MediaFileUses> {
  return { key, uses: await findMediaUses({ key }) };
}
