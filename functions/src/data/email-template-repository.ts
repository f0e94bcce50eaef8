import type { EmailTemplateContent, EmailType } from '@tdp/shared/schemas/email-template';
import { EMAIL_TEMPLATE_PARTITION, EMAIL_TYPE_PARTITION, emailTemplateKey, emailTypeSettingKey } from './agent-and-email-keys.ts';
import { deleteExisting, getEntity, putIfAbsent, queryPartition, replaceVersioned, type WriteActor } from './content-table.ts';

/** Audit fields of a saved template or type setting. */
interface Saved {
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

/** A template as saved by an admin (built-in templates exist in code until their first save). */
export interface SavedEmailTemplate extends EmailTemplateContent, Saved {
  id: string;
}

/** Which template an e-mail type uses and who else receives it, as saved by an admin. */
export interface SavedEmailTypeSetting extends Saved {
  type: EmailType;
  templateId: string;
  recipients: string[];
}

export const EMAIL_TEMPLATE_NOT_FOUND_MESSAGE = 'There is no such e-mail template.';
const EMAIL_TYPE_NOT_FOUND_MESSAGE = 'This e-mail type has no saved setting.';

function newSaved(actor: WriteActor): Saved {
  return { version: 1, createdAt: actor.now, createdBy: actor.username, updatedAt: actor.now, updatedBy: actor.username };
}

/** Every saved template, by id. */
export function listSavedTemplates(): Promise<SavedEmailTemplate[]> {
  return queryPartition<SavedEmailTemplate>(EMAIL_TEMPLATE_PARTITION);
}

/** A saved template, or null (a built-in template never saved is not stored). */
export function findSavedTemplate(id: string): Promise<SavedEmailTemplate | null> {
  return getEntity<SavedEmailTemplate>(emailTemplateKey(id));
}

/** Saves a template under a new id; returns null when the id is taken. */
export async function insertTemplate(id: string, content: EmailTemplateContent, actor: WriteActor): Promise<SavedEmailTemplate | null> {
  const saved: SavedEmailTemplate = { id, ...content, ...newSaved(actor) };
  return (await putIfAbsent(emailTemplateKey(id), 'emailTemplate', saved)) ? saved : null;
}

/** Replaces a saved template if it is still at `expectedVersion` (409 when stale, 404 when not saved). */
export async function replaceTemplate(
  current: SavedEmailTemplate,
  content: EmailTemplateContent,
  expectedVersion: number,
  actor: WriteActor,
): Promise<SavedEmailTemplate> {
  // A French version left out of the content is removed, not kept from the copy replaced.
  const { fr: _replacedFrench, ...kept } = current;
  const next: SavedEmailTemplate = { ...kept, ...content, version: expectedVersion + 1, updatedAt: actor.now, updatedBy: actor.username };
  await replaceVersioned(emailTemplateKey(current.id), 'emailTemplate', next, expectedVersion, EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
  return next;
}

/** Deletes a saved template; 404 when there is none. */
export async function deleteTemplate(id: string): Promise<void> {
  await deleteExisting(emailTemplateKey(id), EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
}

/** Every saved type setting. */
export function listTypeSettings(): Promise<SavedEmailTypeSetting[]> {
  return queryPartition<SavedEmailTypeSetting>(EMAIL_TYPE_PARTITION);
}

/** A type's saved setting, or null while it uses its built-in template and no extra recipients. */
export function findTypeSetting(type: EmailType): Promise<SavedEmailTypeSetting | null> {
  return getEntity<SavedEmailTypeSetting>(emailTypeSettingKey(type));
}

/** Saves a type's first setting; returns null when one was saved meanwhile. */
export async function insertTypeSetting(
  type: EmailType,
  setting: { templateId: string; recipients: string[] },
  actor: WriteActor,
): Promise<SavedEmailTypeSetting | null> {
  const saved: SavedEmailTypeSetting = { type, ...setting, ...newSaved(actor) };
  return (await putIfAbsent(emailTypeSettingKey(type), 'emailTypeSetting', saved)) ? saved : null;
}

/** Replaces a type's setting if it is still at `expectedVersion` (409 when stale). */
export async function replaceTypeSetting(
  current: SavedEmailTypeSetting,
  setting: { templateId: string; recipients: string[] },
  expectedVersion: number,
  actor: WriteActor,
): Promise<SavedEmailTypeSetting> {
  const next: SavedEmailTypeSetting = { ...current, ...setting, version: expectedVersion + 1, updatedAt: actor.now, updatedBy: actor.username };
  await replaceVersioned(emailTypeSettingKey(current.type), 'emailTypeSetting', next, expectedVersion, EMAIL_TYPE_NOT_FOUND_MESSAGE);
  return next;
}
