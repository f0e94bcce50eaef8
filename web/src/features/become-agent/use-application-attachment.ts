import { useCallback, useEffect, useRef, useState } from 'react';
import { APPLICATION_ATTACHMENT_MAX_BYTES, applicationAttachmentTypeOf, attachmentUploadName } from '@tdp/shared/schemas/application-attachment';
import { ApiError } from '../../lib/api-client.ts';
import { formatMessage } from '../../lib/intl.ts';
import { putAttachmentToBucket, requestAttachmentUpload } from './api/upload-application-attachment.ts';
import { becomeAgentMessages as messages } from './messages.ts';

/** The chosen file as the form shows it. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** Where the optional attachment is: none, on its way to the bucket, there (with its key), or refused. */
export type AttachmentState =
  | { status: 'empty' }
  | { status: 'uploading'; file: ChosenFile; progress: number }
  | { status: 'uploaded'; file: ChosenFile; key: string }
  | { status: 'failed'; file: ChosenFile; message: string };

/** The optional attachment of the application and what the form does with it. */
export interface ApplicationAttachment {
  state: AttachmentState;
  /** Checks a chosen file, then uploads it at once (replacing any earlier one). */
  choose: (file: File) => void;
  /** Forgets the file, stopping its upload if it is still on its way. */
  remove: () => void;
}

/** A size as people read it: `812 B`, `48 KB`, `7.2 MB`. */
export function formatAttachmentSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the applicant reads when the check before upload refuses a file, or null when it may go. */
export function attachmentProblem(file: { name: string; size: number; type: string }): string | null {
  if (!applicationAttachmentTypeOf(file)) return formatMessage(messages.attachmentWrongType, { file: file.name });
  if (file.size === 0) return formatMessage(messages.attachmentEmpty, { file: file.name });
  if (file.size > APPLICATION_ATTACHMENT_MAX_BYTES) return formatMessage(messages.attachmentTooBig, { file: file.name, size: formatAttachmentSize(file.size) });
  return null;
}

function failureMessage(error: unknown): string {
  // The browser checked type and size with the API's own rules, so a refusal is a limit or a lost connection.
  return error instanceof ApiError && error.status === 429 ? messages.attachmentTooMany : messages.attachmentUploadFailed;
}

/**
 * The application's optional résumé or certificate: type and size are checked in the browser with the
 * shared rules, then the API hands out a presigned PUT and the file goes straight to the bucket with its
 * progress shown. `onKeyChange` receives the key once the file is there (undefined when it is removed or
 * fails), for the application's `attachmentKey`.
 */
export function useApplicationAttachment(onKeyChange: (key: string | undefined) => void): ApplicationAttachment {
  const [state, setState] = useState<AttachmentState>({ status: 'empty' });
  const running = useRef<AbortController | null>(null);
  const keyChange = useRef(onKeyChange);
  keyChange.current = onKeyChange;

  useEffect(() => () => running.current?.abort(), []);

  const remove = useCallback(() => {
    running.current?.abort();
    running.current = null;
    keyChange.current(undefined);
    setState({ status: 'empty' });
  }, []);

  const choose = useCallback((chosen: File) => {
    running.current?.abort();
    keyChange.current(undefined);
    const file: ChosenFile = { name: chosen.name, size: chosen.size };
    const problem = attachmentProblem(chosen);
    const contentType = applicationAttachmentTypeOf(chosen);
    if (problem || !contentType) {
      running.current = null;
      setState({ status: 'failed', file, message: problem ?? messages.attachmentUploadFailed });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'uploading', file, progress: 0 });
    void (async () => {
      try {
        const ticket = await requestAttachmentUpload(
          { name: attachmentUploadName(chosen.name, contentType), size: chosen.size },
          contentType,
          controller.signal,
        );
        await putAttachmentToBucket(
          ticket,
          chosen,
          (progress) => {
            if (!controller.signal.aborted) setState({ status: 'uploading', file, progress });
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        running.current = null;
        keyChange.current(ticket.key);
        setState({ status: 'uploaded', file, key: ticket.key });
      } catch (error) {
        if (controller.signal.aborted) return;
        running.current = null;
        setState({ status: 'failed', file, message: failureMessage(error) });
      }
    })();
  }, []);

  return { state, choose, remove };
}
