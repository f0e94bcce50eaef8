import type { ContentKey } from './content-keys.ts';

/**
 * Keys of the content-table items of the agent directory and of e-mail, built in one place (the
 * catalogue's are in `content-keys.ts`). The public group reads the profiles; the catalogue group writes
 * templates and type settings; the leads and auth groups read them to send mail.
 *
 * | pattern                                  | key                               |
 * |------------------------------------------|-----------------------------------|
 * | every agent profile / one by slug        | PK=AGENT_PROFILE, SK={slug}       |
 * | every saved e-mail template / one by id  | PK=EMAIL_TEMPLATE, SK={id}        |
 * | every saved e-mail type setting / one    | PK=EMAIL_TYPE, SK={type}          |
 *
 * Each is a small collection in one partition, so a list is one strongly consistent Query.
 */

/** Partitions of the three small collections. */
export const AGENT_PROFILE_PARTITION = 'AGENT_PROFILE';
export const EMAIL_TEMPLATE_PARTITION = 'EMAIL_TEMPLATE';
export const EMAIL_TYPE_PARTITION = 'EMAIL_TYPE';

/** Key of an agent's profile. */
export function agentProfileKey(slug: string): ContentKey {
  return { PK: AGENT_PROFILE_PARTITION, SK: slug };
}

/** Key of a saved e-mail template. */
export function emailTemplateKey(id: string): ContentKey {
  return { PK: EMAIL_TEMPLATE_PARTITION, SK: id };
}

/** Key of an e-mail type's saved setting (template and recipients). */
export function emailTypeSettingKey(type: string): ContentKey {
  return { PK: EMAIL_TYPE_PARTITION, SK: type };
}
