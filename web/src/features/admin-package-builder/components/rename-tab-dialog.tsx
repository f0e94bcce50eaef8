import { renameTab, type PackageTabsState, type RenameTabRefusal } from '@tdp/shared/catalogue/package-tabs-state';
import { NameDialog } from '../../../components/admin-form/name-dialog.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { builderMessages as messages } from '../messages.ts';

/** Why a tab name is refused, as the tab dialogs say it. */
export const TAB_NAME_REFUSALS: Readonly<Record<RenameTabRefusal, string>> = {
  'name-taken': messages.tabNameTaken,
  'empty-name': messages.tabNameEmpty,
  'not-found': messages.tabNotFound,
};

/** Longest tab name the dialogs take. */
export const TAB_NAME_MAX = 40;

/** Props of {@link RenameTabDialog}. */
export interface RenameTabDialogProps {
  state: PackageTabsState;
  oldName: string;
  /** Receives the new name, trimmed, once the shared rule accepts it; the dialog then closes. */
  onRename: (newName: string) => void;
  onClose: () => void;
}

/** Renames a tab through the shared rule (old name must exist, new one free); a refusal says why. */
export function RenameTabDialog({ state, oldName, onRename, onClose }: RenameTabDialogProps) {
  return (
    <NameDialog
      title={formatMessage(messages.renameTabTitle, { name: oldName })}
      label={messages.tabNameLabel}
      initialName={oldName}
      maxLength={TAB_NAME_MAX}
      submitLabel={messages.renameTabButton}
      busyLabel={messages.renameTabButton}
      thing={messages.tabThing}
      check={(typed) => {
        const result = renameTab(state, oldName, typed);
        return result.ok ? { name: typed.trim() } : { message: formatMessage(TAB_NAME_REFUSALS[result.reason], { name: typed.trim() }) };
      }}
      // The rename is a change to the draft, saved with the package: nothing is sent, so nothing can fail here.
      onSubmit={async (newName) => onRename(newName)}
      onClose={onClose}
    />
  );
}
