import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { LeadStatus } from '@tdp/shared/schemas/lead-records';
import { LEAD_STATUS_LABELS } from '../../../lib/lead-option-labels.ts';

const STATUS_COLOURS: Readonly<Record<LeadStatus, BadgeProps['color']>> = {
  new: 'brand',
  contacted: 'warning',
  'proposal-sent': 'informative',
  booked: 'success',
  lost: 'danger',
  archived: 'subtle',
};

/** A lead's follow-up status as a coloured label. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge appearance="tint" color={STATUS_COLOURS[status]} shape="rounded">
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}
