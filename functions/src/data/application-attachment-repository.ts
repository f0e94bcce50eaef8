import { APPLICATION_ATTACHMENT_PREFIX } from '@tdp/shared/schemas/application-attachment';
import { s3, s3Presigner } from './s3-client.ts';
import { MEDIA_BUCKET_ENV } from './table-definitions.ts';

/**
 * Applicants' résumés and certificates in the media bucket, under `applications/` (the only prefix the
 * leads group may read or write there). Every S3 call about them is here.
 *
 * The S3 SDK and its presigner are imported on first use: most requests of the leads group (enquiries,
 * subscriptions, the lead inbox) never reach the bucket, so their cold starts should not load them.
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

async function isMissing(error: unknown): Promise<boolean> {
  const { S3ServiceException } = await import('@aws-sdk/client-s3');
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

function checkPrefix(key: string): void {
  // A wrong key here is a bug in the caller: the role could not reach it anyway.
  if (!key.startsWith(APPLICATION_ATTACHMENT_PREFIX)) throw new Error(`Not an application attachment key: ${key}`);
}

export const applicationAttachmentRepository = {
  /** Size and content type of an uploaded attachment, or null when nothing was uploaded under the key. */
  async head(key: string): Promise<StoredAttachment | null> {
    checkPrefix(key);
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      const answer = await (await s3()).send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType };
    } catch (error) {
      if (await isMissing(error)) return null;
      throw error;
    }
  },

  /**
   * A presigned PUT that signs the content type and length, so S3 refuses a different file. (The local
   * stand-in does not check them: the domain validated both before signing and checks the stored object
   * again when the application arrives.)
   */
  async presignUpload(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
    checkPrefix(key);
    const [{ PutObjectCommand }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
    const command = new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: size });
    return getSignedUrl(await s3Presigner(), command, { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) });
  },

  /** A presigned GET that makes the browser save the file under `fileName` rather than open it in the site's name. */
  async presignDownload(key: string, fileName: string, expiresInSeconds: number): Promise<string> {
    checkPrefix(key);
    const [{ GetObjectCommand }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
    const command = new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\]/g, '_')}"`,
    });
    return getSignedUrl(await s3Presigner(), command, { expiresIn: expiresInSeconds });
  },
};
