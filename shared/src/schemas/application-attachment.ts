import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import type { MediaDownloadLink } from './media.ts';

/**
 * The résumé or certificate an agent applicant may attach (optional): the form asks the API for a
 * presigned PUT under `applications/` of the media bucket, the browser uploads the file straight there,
 * and the application sends the key it got as `attachmentKey`. Admins download it from the lead's page
 * through a short-lived presigned GET. Decisions: docs/decisions/application-attachments.md.
 */

/** The file types an applicant may attach, with their extensions (the first is the one a key gets). */
export const APPLICATION_ATTACHMENT_TYPES = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
} as const satisfies Record<string, readonly string[]>;
export type ApplicationAttachmentType = keyof typeof APPLICATION_ATTACHMENT_TYPES;
export const APPLICATION_ATTACHMENT_TYPE_LIST = Object.keys(APPLICATION_ATTACHMENT_TYPES) as ApplicationAttachmentType[];

/** Largest attachment: 5 MB. */
export const APPLICATION_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Longest file name the form sends (the key keeps a cleaned, shortened copy of it). */
export const APPLICATION_ATTACHMENT_NAME_MAX = 200;

/** What the form's file field accepts (`<input accept>`), extensions and types together. */
export const APPLICATION_ATTACHMENT_ACCEPT = [
  ...Object.values(APPLICATION_ATTACHMENT_TYPES).flatMap((extensions) => extensions.map((extension) => `.${extension}`)),
  ...APPLICATION_ATTACHMENT_TYPE_LIST,
].join(',');

/** The extension of a file name, lowercase, without the dot ('' when it has none). */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The attachment type a file stands for: its declared content type when that is one we take; when the
 * browser declares none (it leaves `type` empty for some Word files), the one its extension names.
 * Undefined for anything else, a file declared as another type included.
 */
export function applicationAttachmentTypeOf(file: { name: string; type: string }): ApplicationAttachmentType | undefined {
  if (Object.hasOwn(APPLICATION_ATTACHMENT_TYPES, file.type)) return file.type as ApplicationAttachmentType;
  if (file.type !== '' && file.type !== 'application/octet-stream') return undefined;
  const extension = extensionOf(file.name);
  return APPLICATION_ATTACHMENT_TYPE_LIST.find((type) => (APPLICATION_ATTACHMENT_TYPES[type] as readonly string[]).includes(extension));
}

/** Whether a file name's extension fits the content type. */
function extensionFits(fileName: string, contentType: ApplicationAttachmentType): boolean {
  return (APPLICATION_ATTACHMENT_TYPES[contentType] as readonly string[]).includes(extensionOf(fileName));
}

/** The name to announce for an upload: the file's own, with its type's extension added when it lacks a fitting one. */
export function attachmentUploadName(fileName: string, contentType: ApplicationAttachmentType): string {
  const name = fileName.slice(0, APPLICATION_ATTACHMENT_NAME_MAX - 6);
  return extensionFits(name, contentType) ? name : `${name}.${APPLICATION_ATTACHMENT_TYPES[contentType][0]}`;
}

const TYPE_RULE = 'must be a PDF, a Word document (DOC or DOCX), or a JPG or PNG image';
const SIZE_RULE = `must be at most ${APPLICATION_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * Body of `POST /api/leads/agent-application/attachment`: the file the applicant is about to upload.
 * The server signs the type and the exact size into the upload address, so S3 refuses any other file.
 */
export const applicationAttachmentUploadInputSchema = lazySchema(() =>
  z
    .strictObject({
      fileName: z
        .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
        .check(
          z.minLength(1, { error: 'is required' }),
          z.maxLength(APPLICATION_ATTACHMENT_NAME_MAX, { error: `must be at most ${APPLICATION_ATTACHMENT_NAME_MAX} characters` }),
        ),
      contentType: z.enum(APPLICATION_ATTACHMENT_TYPE_LIST, { error: (issue) => (issue.input === undefined ? 'is required' : TYPE_RULE) }),
      size: z
        .number({ error: 'must be a number' })
        .check(
          z.int({ error: 'must be a whole number' }),
          z.gte(1, { error: 'must be at least 1 byte (the file is empty)' }),
          z.lte(APPLICATION_ATTACHMENT_MAX_BYTES, { error: SIZE_RULE }),
        ),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (!extensionFits(input.fileName, input.contentType)) {
          const expected = APPLICATION_ATTACHMENT_TYPES[input.contentType].map((extension) => `.${extension}`).join(' or ');
          ctx.addIssue({ code: 'custom', path: ['fileName'], message: `must end with ${expected} for this type of file` });
        }
      }),
    ),
);
export type ApplicationAttachmentUploadInput = z.output<typeof applicationAttachmentUploadInputSchema>;

/** Answer of `POST /api/leads/agent-application/attachment`: where and how the browser sends the file. */
export interface ApplicationAttachmentTicket {
  /** What the application sends as `attachmentKey` once the upload succeeded. */
  key: string;
  /** Presigned address to PUT the file to, straight to the bucket. */
  uploadUrl: string;
  method: 'PUT';
  /** Headers the PUT must carry exactly as given (they are signed). */
  headers: Record<string, string>;
  /** ISO date-time after which the address no longer works. */
  expiresAt: string;
}

/**
 * Answer of `GET /api/admin/leads/{id}/attachment`: a short-lived download address of the lead's attachment, saved
 * under the name the applicant gave it (cleaned).
 */
export type LeadAttachmentLink = MediaDownloadLink;

/** The file name part of an attachment key. */
export function attachmentFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}
