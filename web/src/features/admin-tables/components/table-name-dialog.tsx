import { pricingTableRenameInputSchema } from '@tdp/shared/schemas/pricing-table';
import { NameDialog } from '../../../components/admin-form/name-dialog.tsx';
import { tablesMessages as messages } from '../messages.ts';

/** Props of {@link TableNameDialog}. */
export interface TableNameDialogProps {
  title: string;
  initialName: string;
  submitLabel: string;
  busyLabel: string;
  /** Saves the name; a rejection is shown in the dialog (a field rule under the input). */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

/** The name as the shared schema reads it, or the rule it breaks. */
function checkTableName(typed: string): { name: string } | { rule: string } {
  const checked = pricingTableRenameInputSchema.unwrap().shape.name.safeParse(typed);
  return checked.success ? { name: checked.data } : { rule: checked.error.issues[0]!.message };
}

/** Asks for a table's name (new table or rename), checked with the shared schema's rule first. */
export function TableNameDialog({ title, initialName, submitLabel, busyLabel, onSubmit, onClose }: TableNameDialogProps) {
  return (
    <NameDialog
      title={title}
      label={messages.nameLabel}
      hint={messages.nameHint}
      initialName={initialName}
      maxLength={80}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      thing={messages.tableThing}
      check={checkTableName}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
