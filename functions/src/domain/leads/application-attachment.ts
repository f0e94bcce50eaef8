import { randomBytes } from 'node:crypto';
import {
  APPLICATION_ATTACHMENT_MAX_BYTES,
  APPLICATION_ATTACHMENT_TYPES,
  APPLICATION_ATTACHMENT_TYPE_LIST,
  attachmentFileName,
  type ApplicationAttachmentTicket,
  type ApplicationAttachmentType,
  type ApplicationAttachmentUploadInput,
  type LeadAttachmentLink,
} from '@tdp/shared/schemas/application-attachment';
import { APPLICATION_ATTACHMENT_PREFIX } from '@tdp/shared/media/private-media';
import { applicationAttachmentRepository } from '../../data/application-attachment-repository.ts';
import { countFormSubmission } from '../../data/lead-rate-limit-repository.ts';
import { findLead, LEAD_NOT_FOUND_MESSAGE } from '../../data/lead-repository.ts';
import { Invalid, NotFound, TooManyRequests } from '../domain-errors.ts';
import { presignedPutTicket } from '../media/presigned-put-ticket.ts';
import { ATTACHMENT_RATE_SCOPE, ATTACHMENT_UPLOADS_PER_ADDRESS, SUBMISSION_WINDOW_MS, TOO_MANY_UPLOADS_MESSAGE } from './lead-policy.ts';

/**
 * An agent applicant's résumé or certificate: the upload address the form asks for, the check of the
 * uploaded file when the application arrives, and the admin's download address. Shapes (types, 5 MB) are
 * checked by the shared schema first; here are the rules that need the bucket.
 */

/** How long an upload address works. */
export const ATTACHMENT_UPLOAD_LIFETIME_SECONDS = 600;
/** How long an admin's download address works: long enough to click, too short to pass around. */
export const ATTACHMENT_DOWNLOAD_LIFETIME_SECONDS = 300;

/** Longest cleaned file name kept in a key, extension included. */
const KEY_NAME_MAX = 80;

/**
 * The applicant's file name made safe for a key (letters, digits, `. _ -`), with the extension of its
 * type, e.g. `Marco Reyes résumé (2).PDF` → `Marco-Reyes-r-sum-2.pdf`.
 */
export function attachmentKeyName(fileName: string, contentType: ApplicationAttachmentType): string {
  const extensions = APPLICATION_ATTACHMENT_TYPES[contentType] as readonly string[];
  const dot = fileName.lastIndexOf('.');
  const given = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const extension = extensions.includes(given) ? given : extensions[0]!;
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, KEY_NAME_MAX - extension.length - 1)
    .replace(/[-_]+$/, '');
  return `${base || 'attachment'}.${extension}`;
}

/**
 * Answers a presigned PUT for a new attachment: a fresh random key under `applications/{YYYY-MM}/` that
 * no one can guess or overwrite, with the type and exact size signed in. Counted per source address
 * (429 over {@link ATTACHMENT_UPLOADS_PER_ADDRESS} an hour).
 */
export async function createApplicationAttachmentUpload(
  input: ApplicationAttachmentUploadInput,
  context: { sourceIp: string; now?: Date },
): Promise<ApplicationAttachmentTicket> {
  const now = context.now ?? new Date();
  const window = await countFormSubmission(ATTACHMENT_RATE_SCOPE, context.sourceIp || 'unknown', now.getTime(), SUBMISSION_WINDOW_MS);
  if (window.count > ATTACHMENT_UPLOADS_PER_ADDRESS) throw new TooManyRequests(TOO_MANY_UPLOADS_MESSAGE, (window.endsAt - now.getTime()) / 1000);

  const month = now.toISOString().slice(0, 7);
  const key = `${APPLICATION_ATTACHMENT_PREFIX}${month}/${randomBytes(16).toString('hex')}/${attachmentKeyName(input.fileName, input.contentType)}`;
  const uploadUrl = await applicationAttachmentRepository.presignUpload(key, input.contentType, input.size, ATTACHMENT_UPLOAD_LIFETIME_SECONDS);
  return presignedPutTicket(key, uploadUrl, input.contentType, ATTACHMENT_UPLOAD_LIFETIME_SECONDS, now);
}

/**
 * Checks the file an application names before the application is stored: it must have been uploaded,
 * and be of an accepted type and size (the local S3 stand-in does not enforce what the address signed,
 * and a key could be typed by hand). 400 on `attachmentKey` otherwise.
 */
export async function checkApplicationAttachment(key: string): Promise<void> {
  const stored = await applicationAttachmentRepository.head(key);
  if (!stored) {
    throw new Invalid('The attached file did not arrive. Attach it again, or send the application without it.', {
      attachmentKey: 'was not uploaded (attach the file again)',
    });
  }
  if (stored.size > APPLICATION_ATTACHMENT_MAX_BYTES) {
    throw new Invalid('The attached file is too large.', { attachmentKey: `must be at most ${APPLICATION_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB` });
  }
  if (!stored.contentType || !(APPLICATION_ATTACHMENT_TYPE_LIST as readonly string[]).includes(stored.contentType.split(';')[0]!.trim())) {
    throw new Invalid('The attached file is not of a type we accept.', {
      attachmentKey: 'must be a PDF, a Word document (DOC or DOCX), or a JPG or PNG image',
    });
  }
}

/** A short-lived download address of a lead's attachment, for an admin; 404 when the lead has none. */
export async function leadAttachmentLink(id: string, now: Date = new Date()): Promise<LeadAttachmentLink> {
  const lead = await findLead(id);
  if (!lead) throw new NotFound(LEAD_NOT_FOUND_MESSAGE);
  const key = lead.form.attachmentKey;
  if (typeof key !== 'string' || !key.startsWith(APPLICATION_ATTACHMENT_PREFIX)) throw new NotFound('This lead has no attached file.');
  if (!(await applicationAttachmentRepository.head(key))) throw new NotFound('The attached file is no longer stored.');
  const fileName = attachmentFileName(key);
  return {
    url: await applicationAttachmentRepository.presignDownload(key, fileName, ATTACHMENT_DOWNLOAD_LIFETIME_SECONDS),
    fileName,
    expiresAt: new Date(now.getTime() + ATTACHMENT_DOWNLOAD_LIFETIME_SECONDS * 1000).toISOString(),
  };
}
