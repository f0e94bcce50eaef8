import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { s3, s3Presigner } from './s3-client.ts';
import { MEDIA_BUCKET_ENV } from './table-definitions.ts';

/**
 * The media bucket as the media library sees it: folders are key prefixes ending with `/` (a zero-byte
 * `folder/` object marks a folder made empty), files are objects. Every S3 call of the library is here.
 *
 * Every request of the media group reaches the bucket, so the S3 SDK is imported at the top; the presigner
 * only serves uploads and is imported on first use, keeping it out of the group's cold start.
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

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

export const mediaRepository = {
  /** One page of the objects directly in `folder` and the sub-folders below it. */
  async listFolder(folder: string, cursor?: string): Promise<StoredMediaPage> {
    const page = await (await s3()).send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: folder, Delimiter: '/', MaxKeys: LIST_PAGE_SIZE, ContinuationToken: cursor }),
    );
    return {
      folders: (page.CommonPrefixes ?? []).map((prefix) => prefix.Prefix!).filter(Boolean),
      objects: (page.Contents ?? [])
        .filter((object) => object.Key !== undefined && object.Key !== folder)
        .map((object) => ({ key: object.Key!, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) })),
      nextCursor: page.IsTruncated && page.NextContinuationToken ? page.NextContinuationToken : null,
    };
  },

  /** The keys of up to `limit` objects whose key starts with `prefix` (a folder's marker included). */
  async keysUnder(prefix: string, limit: number): Promise<string[]> {
    const page = await (await s3()).send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, MaxKeys: limit }));
    return (page.Contents ?? []).map((object) => object.Key!).filter(Boolean);
  },

  /** Size and stored date of an object, or null when there is none. */
  async head(key: string): Promise<StoredMediaObject | null> {
    try {
      const answer = await (await s3()).send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
      return { key, size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },

  /** Writes the zero-byte marker that makes an empty folder show in listings. */
  async createFolderMarker(folder: string): Promise<void> {
    await (await s3()).send(new PutObjectCommand({ Bucket: bucket(), Key: folder, Body: '', ContentType: 'application/x-directory' }));
  },

  /** Copies an object to a new key, keeping its content type and other metadata. */
  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = `${bucket()}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
    await (await s3()).send(new CopyObjectCommand({ Bucket: bucket(), Key: toKey, CopySource: source, MetadataDirective: 'COPY' }));
  },

  async remove(key: string): Promise<void> {
    await (await s3()).send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  },

  /**
   * A presigned PUT for `key` that signs the content type and length, so S3 refuses a different file.
   * (The local stand-in does not check them: the caller has validated both before signing.)
   */
  async presignPut(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
    const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
    const command = new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: size });
    return getSignedUrl(await s3Presigner(), command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  },
};
