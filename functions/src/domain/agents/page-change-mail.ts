import { AGENT_OWN_PROFILE_FIELDS, type AgentOwnProfileField } from '@tdp/shared/schemas/agent-own-profile';
import { mailSiteUrl } from '../../email/agency-mail-settings.ts';
import { sendTypedEmail } from '../../email/send-typed-email.ts';
import { logger } from '../../observability/logger.ts';
import { usersOfRole } from '../people/users-of-role.ts';
import type { ProfileWithPendingChange } from './pending-profile-changes.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

/** The fields of an agent's page as the admins' mail names them. */
const FIELD_NAMES: Readonly<Record<AgentOwnProfileField, string>> = {
  photo: 'photo',
  bio: 'bio',
  specialties: 'specialties',
  languages: 'languages',
  city: 'city',
  province: 'province',
  phone: 'phone',
  contactPreference: 'contact preference',
};

/**
 * Tells every active admin, at their account's address, that an agent's page change waits for approval
 * (`agent-page-change-admins`): the agent's name, what they changed and a link to the approval screen. The change is
 * saved already, so nothing here throws: a failure is logged (the admin menu's count still shows the change).
 */
export async function mailAdminsAboutPageChange(profile: ProfileWithPendingChange): Promise<void> {
  try {
    const admins = (await usersOfRole('admin')).filter((user) => user.status === 'active').map((user) => user.email);
    const changedFields = AGENT_OWN_PROFILE_FIELDS.filter((field) => field in profile.pendingChange.changes).map((field) => FIELD_NAMES[field]);
    // A transport failure is logged by sendTypedEmail itself, per recipient.
    await sendTypedEmail('agent-page-change-admins', admins, {
      agentName: profile.name,
      changedFields: changedFields.join(', '),
      // The admin screen where agents' page changes are approved (the admin menu's "Page changes").
      approvalLink: `${mailSiteUrl()}${ADMIN_PATHS.agentProfileChanges}`,
    });
  } catch (error) {
    logger.error('page change mail not sent', { slug: profile.slug, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
}
