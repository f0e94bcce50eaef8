import { s3 } from './s3-client.ts';
import { MEDIA_BUCKET_ENV } from './table-definitions.ts';

/** What S3 holds for an object: its size and type. */
export interface StoredPrefixObject {
  size: number;
  contentType: string | undefined;
}

function bucket(): string {
  const name = process.env[MEDIA_BUCKET_ENV];
  if (!name) throw new Error(`${MEDIA_BUCKET_ENV} is not set`);
  return name;
}

/**
 * The objects of the media bucket under one prefix, as a group granted only that prefix reaches them: read an
 * object's size and type, sign an upload, sign a download. A key outside the prefix is a bug in the caller (the role
 * could not reach it anyway), so it throws before any call.
 */
export function mediaPrefixObjects(prefix: string, what: string) {
  const checked = (key: string): string => {
    if (!key.startsWith(prefix)) throw new Error(`Not ${what} key: ${key}`);
    return key;
  };
  return {
    /** Size and content type of an uploaded object, or null when nothing was uploaded under the key. */
    async head(key: string): Promise<StoredPrefixObject | null> {
      const answer = await s3().headObject(bucket(), checked(key));
      return answer && { size: answer.size, contentType: answer.contentType };
    },

    /**
     * A presigned PUT that signs the content type and length, so S3 refuses a different file. (The local stand-in does
     * not check them: callers validate both before signing and check the stored object before using it.)
     */
    presignUpload(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
      return s3().presignPut(bucket(), checked(key), { contentType, contentLength: size, expiresInSeconds });
    },

    /**
     * A presigned GET that makes the browser save the file under `fileName` (`attachment`, the default) or show it in
     * its own tab (`inline`, for PDFs and pictures); either way no cache on the way keeps it (`private, no-store`).
     */
    presignDownload(key: string, fileName: string, expiresInSeconds: number, disposition: 'attachment' | 'inline' = 'attachment'): Promise<string> {
      return s3().presignGet(bucket(), checked(key), {
        expiresInSeconds,
        responseContentDisposition: `${disposition}; filename="${fileName.replace(/["\\]/g, '_')}"`,
        responseCacheControl: 'private, no-store',
      });
    },
  };
}
