import { APPLICATION_ATTACHMENT_PREFIX } from '@tdp/shared/schemas/application-attachment';
import { s3 } from './s3-client.ts';
import { MEDIA_BUCKET_ENV } from './table-definitions.ts';

/**
 * Applicants' résumés and certificates in the media bucket, under `applications/` (the only prefix the
 * leads group may read or write there). Every S3 call about them is here.
 */

/** What S3 holds for an attachment. */
export interface StoredAttachment {
  size: number;
  contentType: string | undefined;
}

function bucket(): string {
  const name = process.env[MEDIA_BUCKET_ENV];
  if (!name) throw new Error(`${MEDIA_BUCKET_ENV} is not set`);
  return name;
}

function checkPrefix(key: string): void {
  // A wrong key here is a bug in the caller: the role could not reach it anyway.
  if (!key.startsWith(APPLICATION_ATTACHMENT_PREFIX)) throw new Error(`Not an application attachment key: ${key}`);
}

export const applicationAttachmentRepository = {
  /** Size and content type of an uploaded attachment, or null when nothing was uploaded under the key. */
  async head(key: string): Promise<StoredAttachment | null> {
    checkPrefix(key);
    const answer = await s3().headObject(bucket(), key);
    return answer && { size: answer.size, contentType: answer.contentType };
  },

  /**
   * A presigned PUT that signs the content type and length, so S3 refuses a different file. (The local
   * stand-in does not check them: the domain validated both before signing and checks the stored object
   * again when the application arrives.)
   */
  async presignUpload(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
    checkPrefix(key);
    return s3().presignPut(bucket(), key, { contentType, contentLength: size, expiresInSeconds });
  },

  /** A presigned GET that makes the browser save the file under `fileName` rather than open it in the site's name. */
  async presignDownload(key: string, fileName: string, expiresInSeconds: number): Promise<string> {
    checkPrefix(key);
    return s3().presignGet(bucket(), key, {
      expiresInSeconds,
      responseContentDisposition: `attachment; filename="${fileName.replace(/["\\]/g, '_')}"`,
    });
  },
};
