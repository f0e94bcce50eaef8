import { S3Error, s3 } from '../data/s3-client.ts';

/** A page as it was last rendered well. */
export interface StoredPageCopy {
  body: string;
  /** When it was rendered (ISO 8601). */
  savedAt: string;
}

/**
 * Each public page's last good copy, kept by the render function in an S3 bucket of its own under `<prefix><path>`
 * (`pages/deals`; `/` is `pages/`), read back when a render fails (docs/decisions/render-failures.md). The function may
 * read and write that prefix only, and may not list the bucket, so S3 answers a missing copy 403: that is "no copy".
 */
export function s3PageCopyStore(bucket: string, prefix: string) {
  const keyOf = (path: string) => `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
  return {
    async read(path: string): Promise<StoredPageCopy | undefined> {
      try {
        const head = await s3().headObject(bucket, keyOf(path));
        const bytes = head && (await s3().getObject(bucket, keyOf(path)));
        return head && bytes ? { body: new TextDecoder().decode(bytes), savedAt: head.lastModified.toISOString() } : undefined;
      } catch (error) {
        if (error instanceof S3Error && error.status === 403) return undefined;
        throw error;
      }
    },
    async write(path: string, copy: StoredPageCopy): Promise<void> {
      await s3().putObject(bucket, keyOf(path), { body: copy.body, contentType: 'text/html; charset=utf-8' });
    },
  };
}
