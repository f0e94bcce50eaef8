import type { ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { LinkButton } from '../link-button.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A long form's bar stays in view at the bottom of the window while the form scrolls under it.
  sticky: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** Props of {@link AdminSaveBar}. */
export interface AdminSaveBarProps {
  /** True while the save is under way: the button shows a spinner (and `savingLabel`), and does not save again. */
  saving: boolean;
  /** The button's text, e.g. "Save newsletter". */
  label: string;
  /** The button's text while saving; the label stays when left out. */
  savingLabel?: string;
  /** Where Cancel leads (the list); no Cancel link when left out. */
  cancelTo?: string;
  cancelLabel?: string;
  /** Saves on click instead of submitting the form the bar sits in (a screen with one save per card). */
  onSave?: () => void;
  /** Nothing to save yet: the button stays focusable (and announced as unavailable) but does nothing. */
  disabled?: boolean;
  /** Keeps the bar in view at the bottom of the window while a long form scrolls. */
  sticky?: boolean;
  /** `save` (default): the save icon, a spinner while saving. `none`: no icon until the spinner shows. */
  icon?: 'save' | 'none';
  /** Further buttons after Save, e.g. a preview or a reset. */
  children?: ReactNode;
  /** After the buttons and Cancel: e.g. a link to a related screen, or when it was last saved. */
  status?: ReactNode;
}

/** The save button of an admin editor (with its busy state), Cancel back to its list, and an optional status. */
export function AdminSaveBar({
  saving,
  label,
  savingLabel,
  cancelTo,
  cancelLabel,
  onSave,
  disabled = false,
  sticky = false,
  icon = 'save',
  children,
  status,
}: AdminSaveBarProps) {
  const styles = useStyles();
  // The icon-less button keeps Fluent's default spinner, as those forms always had.
  const busyIcon = icon === 'save' ? <Spinner size="tiny" appearance="inverted" /> : <Spinner size="tiny" />;
  const idleIcon = icon === 'save' ? <SaveRegular /> : undefined;
  return (
    <div className={mergeClasses(styles.bar, sticky && styles.sticky)}>
      <Button
        type={onSave ? 'button' : 'submit'}
        appearance="primary"
        icon={saving ? busyIcon : idleIcon}
        disabledFocusable={saving || disabled}
        onClick={onSave}
      >
        {saving ? (savingLabel ?? label) : label}
      </Button>
      {children}
      {cancelTo !== undefined && (
        <LinkButton to={cancelTo} appearance="secondary">
          {cancelLabel}
        </LinkButton>
      )}
      {status}
    </div>
  );
}
