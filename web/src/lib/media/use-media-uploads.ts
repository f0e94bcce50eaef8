import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaUploadInputSchema, type MediaUploadTicket } from '@tdp/shared/schemas/media';
import { useNotify } from '../../components/app-toaster.tsx';
import { ApiError } from '../api-client.ts';
import { formatMessage } from '../intl.ts';
import { useRefreshMediaFolders } from './list-media-folder.ts';
import { uploadMediaFile } from './upload-media-file.ts';
import { uploadContentTypeOf, uploadFileName } from './media-paths.ts';
import { mediaMessages as messages } from './media-messages.ts';

/** Where one file of an upload batch stands. */
export type UploadStatus = 'waiting' | 'checking' | 'sending' | 'done' | 'failed';

/** One file of the upload list. */
export interface UploadItem {
  id: string;
  /** The file's name on the admin's computer. */
  originalName: string;
  /** The name it gets in the library. */
  fileName: string;
  status: UploadStatus;
  /** 0..1 while sending. */
  progress: number;
  /** Why it failed, as a sentence ending. */
  reason?: string;
}

const FIELD_LABELS: Readonly<Record<string, string>> = { folder: 'folder', fileName: 'file name', contentType: 'type', size: 'size' };

/** Why an upload failed, from a refused check or call: "file name is already used by a file in this folder". */
export function uploadFailureReason(error: unknown): string {
  if (error instanceof ApiError) {
    const [field, rule] = Object.entries(error.fields)[0] ?? [];
    return field && rule ? `${FIELD_LABELS[field] ?? field} ${rule}` : error.message;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return messages.uploadCancelled;
  return error instanceof Error ? error.message : String(error);
}

let nextId = 0;

/**
 * Uploads files one after the other into a folder (presign, then PUT to the bucket with progress), keeping
 * a list the screen shows. Each file is checked with the API's own schema first, so a refused type or size
 * says why without a call. `onUploaded` receives each stored file's ticket.
 */
export function useMediaUploads(onUploaded?: (ticket: MediaUploadTicket) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<Array<{ id: string; file: File; folder: string }>>([]);
  const running = useRef(false);
  // Made by the mount effect, not once per hook: development React mounts, cleans up and mounts again, and a
  // controller aborted by that clean-up would cancel every later upload.
  const aborter = useRef<AbortController | null>(null);
  const refreshFolders = useRefreshMediaFolders();
  const notify = useNotify();
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    return () => controller.abort();
  }, []);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    const signal = aborter.current?.signal;
    if (!signal) return;
    running.current = true;
    let uploaded = 0;
    let total = 0;
    while (queue.current.length > 0) {
      const { id, file, folder } = queue.current.shift()!;
      total += 1;
      const contentType = uploadContentTypeOf(file);
      if (!contentType) {
        patch(id, { status: 'failed', reason: messages.typeNotAllowed });
        continue;
      }
      const fileName = uploadFileName(file.name, contentType);
      patch(id, { fileName, status: 'checking' });
      const checked = mediaUploadInputSchema.safeParse({ folder, fileName, contentType, size: file.size });
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        patch(id, { status: 'failed', reason: `${FIELD_LABELS[String(issue.path[0])] ?? 'file'} ${issue.message}` });
        continue;
      }
      try {
        const ticket = await uploadMediaFile(file, { folder, fileName, contentType }, (progress) => patch(id, { status: 'sending', progress }), signal);
        patch(id, { status: 'done', progress: 1 });
        uploaded += 1;
        onUploadedRef.current?.(ticket);
      } catch (error) {
        patch(id, { status: 'failed', reason: uploadFailureReason(error) });
      }
    }
    running.current = false;
    if (uploaded > 0) await refreshFolders();
    if (total > 1) notify(uploaded === total ? 'success' : 'warning', formatMessage(messages.uploadsFinished, { count: uploaded, total }));
  }, [notify, patch, refreshFolders]);

  /** Adds files to the list and starts uploading them into `folder`. */
  const upload = useCallback(
    (files: readonly File[], folder: string) => {
      const added = files.map((file) => ({ id: `upload-${(nextId += 1)}`, file, folder }));
      setItems((current) => [
        ...current,
        ...added.map(({ id, file }) => ({ id, originalName: file.name, fileName: file.name, status: 'waiting' as const, progress: 0 })),
      ]);
      queue.current.push(...added);
      void run();
    },
    [run],
  );

  /** Removes the finished and failed files from the list. */
  const clearFinished = useCallback(() => {
    setItems((current) => current.filter((item) => item.status !== 'done' && item.status !== 'failed'));
  }, []);

  return { items, upload, clearFinished };
}
