import type { ReactNode } from 'react';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { LinkButton } from '../link-button.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Props of {@link AdminSaveBar}. */
export interface AdminSaveBarProps {
  /** True while the save is under way: the button shows a spinner and `savingLabel`, and does not submit again. */
  saving: boolean;
  /** The button's text, e.g. "Save newsletter". */
  label: string;
  savingLabel: string;
  /** Where Cancel leads (the list); no Cancel link when left out. */
  cancelTo?: string;
  cancelLabel?: string;
  /** Further buttons after Save, e.g. a preview. */
  children?: ReactNode;
}

/** The submit button of an admin editor's form, with Cancel back to its list. */
export function AdminSaveBar({ saving, label, savingLabel, cancelTo, cancelLabel, children }: AdminSaveBarProps) {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" appearance="inverted" /> : <SaveRegular />} disabledFocusable={saving}>
        {saving ? savingLabel : label}
      </Button>
      {children}
      {cancelTo !== undefined && (
        <LinkButton to={cancelTo} appearance="secondary">
          {cancelLabel}
        </LinkButton>
      )}
    </div>
  );
}
