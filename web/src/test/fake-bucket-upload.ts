import { vi } from 'vitest';

/** One PUT the fake bucket received. */
export interface BucketPut {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces XMLHttpRequest with a fake bucket that reports progress at half way, then answers `status`.
 * Returns the PUTs received, in order.
 */
export function stubBucketUploads(status = 200): BucketPut[] {
  const puts: BucketPut[] = [];
  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    private request: BucketPut = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: unknown) {
      this.request.body = body;
      puts.push(this.request);
      const total = body instanceof Blob ? body.size : 1;
      setTimeout(() => {
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: total / 2, total }));
        setTimeout(() => {
          this.status = status;
          this.dispatchEvent(new Event('load'));
        }, 0);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return puts;
}
