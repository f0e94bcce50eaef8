import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import type { ApplicationAttachmentTicket, ApplicationAttachmentType } from '@tdp/shared/schemas/application-attachment';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { becomeAgentMessages as messages } from '../messages.ts';

/** `POST /api/leads/agent-application/attachment`: the API checks name, type and size and answers a presigned PUT. */
export function requestAttachmentUpload(
  file: { name: string; size: number },
  contentType: ApplicationAttachmentType,
  signal?: AbortSignal,
): Promise<ApplicationAttachmentTicket> {
  return apiFetch(leadsRoutes.createApplicationAttachmentUpload, { body: { fileName: file.name, contentType, size: file.size }, signal });
}

/**
 * Sends the file straight to the bucket with the ticket's presigned PUT. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. `onProgress` receives 0..1.
 */
export function putAttachmentToBucket(
  ticket: ApplicationAttachmentTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
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
        reject(new ApiError(request.status, 'BAD_REQUEST', messages.attachmentUploadFailed));
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', messages.attachmentUploadFailed)));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
