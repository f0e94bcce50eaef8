import { mediaRoutes } from '@tdp/shared/api/routes/media-routes';
import type { MediaContentType, MediaUploadTicket } from '@tdp/shared/schemas/media';
import { ApiError, apiFetch } from '../api-client.ts';
import { formatMessage } from '../intl.ts';
import { mediaMessages as messages } from './media-messages.ts';

/** What is uploaded where. */
export interface MediaUploadRequest {
  folder: string;
  fileName: string;
  contentType: MediaContentType;
}

/** `POST /api/media/uploads`: the API checks folder, name, type and size and answers a presigned PUT. */
export function requestMediaUpload(request: MediaUploadRequest, size: number, signal?: AbortSignal): Promise<MediaUploadTicket> {
  return apiFetch(mediaRoutes.createMediaUpload, { body: { ...request, size }, signal });
}

/**
 * Sends the file straight to the bucket with the ticket's presigned PUT. XMLHttpRequest rather than
 * fetch, because only it reports upload progress. `onProgress` receives 0..1.
 */
export function putFileToBucket(ticket: MediaUploadTicket, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException(messages.uploadCancelled, 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(ticket.method, ticket.uploadUrl);
    for (const [name, value] of Object.entries(ticket.headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new ApiError(request.status, 'BAD_REQUEST', formatMessage(messages.bucketRefused, { status: request.status })));
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', messages.bucketUnreachable)));
    request.addEventListener('abort', () => reject(new DOMException(messages.uploadCancelled, 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** Presigns, then uploads; answers the ticket (its `key` is what a package stores). */
export async function uploadMediaFile(
  file: Blob,
  request: MediaUploadRequest,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaUploadTicket> {
  const ticket = await requestMediaUpload(request, file.size, signal);
  await putFileToBucket(ticket, file, onProgress, signal);
  return ticket;
}
