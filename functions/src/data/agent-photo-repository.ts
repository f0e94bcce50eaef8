import { s3 } from './s3-client.ts';
import { MEDIA_BUCKET_ENV } from './table-definitions.ts';

/**
 * Agents' own photos in the media bucket, under `agents/` (the only prefix the people group may put or read there:
 * no listing, no delete). Every S3 call about them is here.
 */

/** The media bucket's prefix of agents' own photos; each agent's are under `agents/{slug}/`. */
export const AGENT_PHOTO_PREFIX = 'agents/';

/** What S3 holds for a photo. */
export interface StoredAgentPhoto {
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
  if (!key.startsWith(AGENT_PHOTO_PREFIX)) throw new Error(`Not an agent photo key: ${key}`);
}

export const agentPhotoRepository = {
  /** Size and content type of an uploaded photo, or null when nothing was uploaded under the key. */
  async head(key: string): Promise<StoredAgentPhoto | null> {
    checkPrefix(key);
    const answer = await s3().headObject(bucket(), key);
    return answer && { size: answer.size, contentType: answer.contentType };
  },

  /** A presigned PUT that signs the content type and length, so S3 refuses a different file. */
  async presignUpload(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
    checkPrefix(key);
    return s3().presignPut(bucket(), key, { contentType, contentLength: size, expiresInSeconds });
  },
};
