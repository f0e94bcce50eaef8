import { ApiError } from '../../lib/api-client.ts';
import { formatMessage } from '../../lib/intl.ts';
import { adminFormMessages as messages } from './admin-form-messages.ts';

/**
 * Why a save, a delete or another change failed, in the words the admin screens show:
 * - `stale`: someone else saved the item first (409 on `version`): offer Reload;
 * - `gone`: the item was deleted meanwhile (404);
 * - `in-use`: a delete guard refused, naming the published content that uses the item (409 on `packages`, or on
 *   `usedBy` for a media file);
 * - `fields`: the server named fields to fix (400; 409 on a taken name, username, e-mail or slug; 422 on a picture the
 *   server could not decode);
 * - `other`: a refusal the API explains (a 409 such as "you cannot delete your own account"), no connection,
 *   or a failure the admin can only retry.
 */
export type SaveProblem =
  | { kind: 'stale' | 'gone' | 'in-use' | 'other'; title: string; message: string }
  | { kind: 'fields'; title: string; message: string; fields: Readonly<Record<string, string>> };

/** Reads a failed call. `thing` names the item in messages, e.g. 'supplier'. */
export function describeSaveProblem(error: unknown, thing: string): SaveProblem {
  if (!(error instanceof ApiError)) {
    return { kind: 'other', title: messages.failedTitle, message: messages.failedMessage };
  }
  if (error.status === 409 && 'version' in error.fields) {
    return { kind: 'stale', title: formatMessage(messages.staleTitle, { thing }), message: formatMessage(messages.staleMessage, { thing }) };
  }
  if (error.status === 409 && ('packages' in error.fields || 'usedBy' in error.fields)) {
    return { kind: 'in-use', title: messages.inUseTitle, message: error.message };
  }
  if ((error.status === 400 || error.status === 409 || error.status === 422) && Object.keys(error.fields).length > 0) {
    return { kind: 'fields', title: messages.fixFieldsTitle, message: error.message, fields: error.fields };
  }
  if (error.status === 404) {
    return { kind: 'gone', title: formatMessage(messages.goneTitle, { thing }), message: messages.goneMessage };
  }
  if (error.status === 409) {
    return { kind: 'other', title: messages.conflictTitle, message: error.message };
  }
  if (error.status === 0) {
    return { kind: 'other', title: messages.networkTitle, message: messages.networkMessage };
  }
  // The API words its 4xx messages for the person reading them; a 5xx says nothing useful.
  const message = error.status >= 500 ? messages.failedMessage : error.message;
  return { kind: 'other', title: messages.failedTitle, message };
}

/** What a form shows when the shared schema refused its values: each field says what is wrong. */
export const FIX_FIELDS_PROBLEM: SaveProblem = { kind: 'other', title: messages.fixFieldsTitle, message: messages.fixFieldsMessage };
