import { s3 } from './s3-client.ts';
import { MEDIA_BUCKET_ENV } from './table-definitions.ts';

/**
 * The media bucket as the media library sees it: folders are key prefixes ending with `/` (a zero-byte
 * `folder/` object marks a folder made empty), files are objects. Every S3 call of the library is here.
 */

/** Largest page of a folder listing (S3's own maximum). */
const LIST_PAGE_SIZE = 1000;

/** An object of a listing. */
export interface StoredMediaObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** One page of a folder: its sub-folder prefixes and its objects (the folder's own marker left out). */
export interface StoredMediaPage {
  folders: string[];
  objects: StoredMediaObject[];
  nextCursor: string | null;
}

function bucket(): string {
  const name = process.env[MEDIA_BUCKET_ENV];
  if (!name) throw new Error(`${MEDIA_BUCKET_ENV} is not set`);
  return name;
}

export const mediaRepository = {
  /** One page of the objects directly in `folder` and the sub-folders below it. */
  async listFolder(folder: string, cursor?: string): Promise<StoredMediaPage> {
    const page = await s3().listObjectsV2(bucket(), { prefix: folder, delimiter: '/', maxKeys: LIST_PAGE_SIZE, continuationToken: cursor });
    return {
      folders: page.commonPrefixes.filter(Boolean),
      objects: page.objects.filter((object) => object.key !== folder),
      nextCursor: page.isTruncated && page.nextContinuationToken ? page.nextContinuationToken : null,
    };
  },

  /** The keys of up to `limit` objects whose key starts with `prefix` (a folder's marker included). */
  async keysUnder(prefix: string, limit: number): Promise<string[]> {
    const page = await s3().listObjectsV2(bucket(), { prefix, maxKeys: limit });
    return page.objects.map((object) => object.key);
  },

  /** Size and stored date of an object, or null when there is none. */
  async head(key: string): Promise<StoredMediaObject | null> {
    const answer = await s3().headObject(bucket(), key);
    return answer && { key, size: answer.size, lastModified: answer.lastModified };
  },

  /** Writes the zero-byte marker that makes an empty folder show in listings. */
  async createFolderMarker(folder: string): Promise<void> {
    await s3().putObject(bucket(), folder, { contentType: 'application/x-directory' });
  },

  /** Copies an object to a new key, keeping its content type and other metadata. */
  async copy(fromKey: string, toKey: string): Promise<void> {
    await s3().copyObject(bucket(), fromKey, toKey);
  },

  /** The bytes of an object (a picture's original), or null when there is none. */
  async read(key: string): Promise<Uint8Array | null> {
    return s3().getObject(bucket(), key);
  },

  /** Stores a made file (a picture's variant) with the `Cache-Control` the CDN and browsers keep it by. */
  async write(key: string, body: Uint8Array, contentType: string, cacheControl: string): Promise<void> {
    await s3().putObject(bucket(), key, { body, contentType, cacheControl });
  },

  /** Deletes an object; deleting one that is gone already succeeds. */
  async remove(key: string): Promise<void> {
    await s3().deleteObject(bucket(), key);
  },

  /**
   * A presigned PUT for `key` that signs the content type and length, so S3 refuses a different file.
   * (The local stand-in does not check them: the caller has validated both before signing.)
   */
  async presignPut(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
    return s3().presignPut(bucket(), key, { contentType, contentLength: size, expiresInSeconds });
  },
};
