import { EMAIL_TYPES, LEAD_EMAIL_TYPES_BY_LEAD_TYPE, type LeadMailPreviewInput, type RenderedEmail } from '@tdp/shared/schemas/email-template';
import { findAgentProfile } from '../../data/agent-profile-repository.ts';
import { findLead, LEAD_NOT_FOUND_MESSAGE } from '../../data/lead-repository.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { templateIn, valuesForType } from '../../email/send-typed-email.ts';
import { Invalid, NotFound, Unprocessable } from '../domain-errors.ts';
import { loadEmailRenderer } from '../rich-text/load-rich-text-sanitizer.ts';
import { formatFirstContactDue } from './first-contact-deadlines.ts';
import { leadEmailValues } from './lead-email-values.ts';
import { packageTitleOf } from './lead-package-title.ts';

async function travelStyleNames(ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  try {
    return new Map((await travelStyleRepository.list()).map((style) => [style.id, style.style_name]));
  } catch {
    // The names only make the mail nicer; the ids are written instead, as in the mail itself.
    return new Map();
  }
}

/**
 * Renders a template draft as one e-mail type with a real lead's values (docs/decisions/email-preview-on-a-lead.md):
 * the values that type's mail about this lead would carry now (the lead's agent, its trip, its advisor when a link's
 * agent holds it, its first-contact deadline), only those the type supplies, through the same renderer as the mail
 * (values escaped, the body through the server's e-mail sanitiser). 404 for no such lead; 422 when a lead of its type
 * never causes that mail; 400 when the draft uses a placeholder the type does not supply.
 */
export async function previewLeadMail(leadId: string, input: LeadMailPreviewInput): Promise<RenderedEmail> {
  const lead = await findLead(leadId);
  if (!lead) throw new NotFound(LEAD_NOT_FOUND_MESSAGE);
  const { type, template } = input;
  if (!(LEAD_EMAIL_TYPES_BY_LEAD_TYPE[lead.type] as readonly string[]).includes(type)) {
    throw new Unprocessable(`A lead of this kind (${lead.type}) never causes the e-mail ${type}: choose another lead or another e-mail.`, {
      type: `is not sent for a ${lead.type}`,
    });
  }
  const supplied = new Set<string>(EMAIL_TYPES[type].placeholders);
  const missing = template.placeholders.filter((name) => !supplied.has(name));
  if (missing.length > 0) {
    throw new Invalid(`The e-mail ${type} does not supply ${missing.map((name) => `{{${name}}}`).join(', ')}.`, {
      'template.placeholders': `must be supplied by ${type}; remove ${missing.join(', ')}`,
    });
  }
  const agent = lead.assignedAgent ? await findAgentProfile(lead.assignedAgent) : null;
  // A mail to the visitor is in the lead's language, as it is sent (templateIn); the others are in English.
  const language = EMAIL_TYPES[type].audience === 'person' ? lead.language : 'en';
  const values = {
    ...leadEmailValues(
      lead,
      {
        agentName: agent?.name ?? null,
        travelStyleNames: await travelStyleNames((lead.form.travelStyleIds as number[] | undefined) ?? []),
        packageTitle: await packageTitleOf(lead.packageUrl),
        // As the confirmation does: the advisor is the agent whose link brought the lead, when that agent holds it.
        advisor: agent && lead.attributedAgent === agent.slug ? agent : null,
      },
      language,
    ),
    firstContactDue: lead.firstContact ? formatFirstContactDue(lead.firstContact.dueAt) : '',
    holderName: agent?.name ?? 'the agency desk',
  };
  const { renderEmail } = await loadEmailRenderer();
  return renderEmail(templateIn(type, template, language), valuesForType(type, values), language);
}
