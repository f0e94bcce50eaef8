import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import {
  EMAIL_TYPES,
  LEAD_EMAIL_TYPES,
  LEAD_EMAIL_TYPES_BY_LEAD_TYPE,
  type EmailPlaceholder,
  type EmailType,
  type EmailTypeView,
} from '@tdp/shared/schemas/email-template';
import type { LeadSummary } from '@tdp/shared/schemas/lead-records';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { LEAD_KIND_LABELS } from '../../../lib/lead-option-labels.ts';
import { useApi } from '../../../lib/use-api.ts';
import { adminEmailMessages as messages } from '../messages.ts';

/** Recent leads offered for a preview. */
export const PREVIEW_LEADS_LIMIT = 10;

/** What a preview on a real lead renders: that lead's values, as one e-mail type's mail about it carries them. */
export interface LeadPreviewChoice {
  leadId: string;
  reference: string;
  type: EmailType;
}

const useStyles = makeStyles({
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '240px', flex: '1 1 240px' },
  hint: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

/**
 * The e-mail types a draft can be previewed as on a lead of `leadType`: those the lead causes, among the types that use
 * the template (any lead e-mail while none does), that supply every placeholder the draft declares.
 */
export function previewTypesFor(
  leadType: LeadSummary['type'],
  usingTypes: readonly Pick<EmailTypeView, 'type'>[],
  placeholders: readonly EmailPlaceholder[],
): EmailType[] {
  const candidates: readonly EmailType[] = usingTypes.length > 0 ? usingTypes.map((view) => view.type) : LEAD_EMAIL_TYPES;
  const caused = LEAD_EMAIL_TYPES_BY_LEAD_TYPE[leadType] as readonly EmailType[];
  return candidates.filter(
    (type) => caused.includes(type) && placeholders.every((name) => (EMAIL_TYPES[type].placeholders as readonly string[]).includes(name)),
  );
}

/**
 * Chooses what fills the placeholders of the editor's preview (docs/decisions/email-preview-on-a-lead.md): sample values,
 * or one of the recent leads that cause an e-mail this template can be, and as which of those e-mails.
 */
export function LeadPreviewPicker({
  usingTypes,
  placeholders,
  value,
  onChange,
}: {
  usingTypes: readonly Pick<EmailTypeView, 'type'>[];
  placeholders: readonly EmailPlaceholder[];
  value: LeadPreviewChoice | null;
  onChange: (choice: LeadPreviewChoice | null) => void;
}) {
  const styles = useStyles();
  // A template only non-lead e-mails use (a password reset) is previewed with sample values alone: no leads are read.
  const forLeads = usingTypes.length === 0 || usingTypes.some((view) => (LEAD_EMAIL_TYPES as readonly string[]).includes(view.type));
  const recent = useApi(leadsRoutes.listLeads, forLeads ? { query: { limit: PREVIEW_LEADS_LIMIT } } : null);
  const leads = (recent.data?.leads ?? []).filter((lead) => previewTypesFor(lead.type, usingTypes, placeholders).length > 0);
  const chosen = value ? leads.find((lead) => lead.id === value.leadId) : undefined;
  const types = chosen ? previewTypesFor(chosen.type, usingTypes, placeholders) : [];

  const choose = (leadId: string) => {
    const lead = leads.find((candidate) => candidate.id === leadId);
    if (!lead) return onChange(null);
    const fitting = previewTypesFor(lead.type, usingTypes, placeholders);
    onChange({ leadId: lead.id, reference: lead.reference ?? lead.id, type: value && fitting.includes(value.type) ? value.type : fitting[0]! });
  };

  if (!forLeads) return null;
  if (recent.error) return <p className={styles.hint}>{formatMessage(messages.leadsUnavailable, { message: recent.error.message })}</p>;
  if (recent.data && leads.length === 0) return <p className={styles.hint}>{messages.noFittingLeads}</p>;
  return (
    <div className={styles.picker}>
      <div className={styles.row}>
        <Field className={styles.field} label={messages.previewValues}>
          <Select value={chosen?.id ?? ''} disabled={!recent.data} onChange={(_, data) => choose(data.value)}>
            <option value="">{messages.sampleValues}</option>
            {leads.map((lead) => (
              <option key={lead.id} value={lead.id}>
                {formatMessage(messages.previewLeadOption, {
                  reference: lead.reference ?? lead.id,
                  name: `${lead.firstName} ${lead.lastName}`,
                  kind: LEAD_KIND_LABELS[lead.kind],
                  date: formatDate(lead.createdAt),
                })}
              </option>
            ))}
          </Select>
        </Field>
        {chosen && types.length > 0 ? (
          <Field className={styles.field} label={messages.previewAsType}>
            <Select value={value!.type} onChange={(_, data) => onChange({ ...value!, type: data.value as EmailType })}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {EMAIL_TYPES[type].title}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
      <p className={styles.hint}>{messages.previewValuesHint}</p>
    </div>
  );
}
