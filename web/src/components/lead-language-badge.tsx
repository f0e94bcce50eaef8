import { Badge } from '@fluentui/react-components';
import type { LeadLanguage } from '@tdp/shared/schemas/lead-forms';
import { LEAD_LANGUAGE_LABELS } from '../lib/lead-option-labels.ts';

/**
 * The language of the site a lead came from, as the admin's and the agent's lead pages show it: "French" stands out
 * (brand colour: reply in French, the visitor's e-mails went out in French), "English" is plain.
 */
export function LeadLanguageBadge({ language }: { language: LeadLanguage }) {
  return (
    <Badge appearance={language === 'fr' ? 'filled' : 'outline'} color={language === 'fr' ? 'brand' : 'informative'} shape="rounded" size="small">
      {LEAD_LANGUAGE_LABELS[language]}
    </Badge>
  );
}
