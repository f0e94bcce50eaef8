import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { conflictMessages as messages } from '../conflict-messages.ts';
import { chooseAll, type ConflictField, type ConflictSide, type ConflictValue } from '../package-conflict.ts';

const useStyles = makeStyles({
  // Room around the dialog on short screens too; the list scrolls inside it, the buttons stay in view.
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '100%', maxHeight: 'calc(100dvh - 48px)' },
  body: { maxHeight: 'calc(100dvh - 96px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bulk: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  field: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  fieldName: { margin: 0 },
  sides: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThick} solid transparent`,
  },
  chosen: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  sideHeading: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  value: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  expand: { alignSelf: 'flex-start', minWidth: 0, paddingLeft: 0, paddingRight: 0 },
  choices: { flexDirection: 'row', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Props of {@link PackageConflictDialog}. */
export interface PackageConflictDialogProps {
  /** The fields that differ, as `conflictingFields` lists them. */
  fields: readonly ConflictField[];
  /** The stored package's version, author and time of saving. */
  theirs: { version: number; updatedBy: string; updatedAt: string };
  /** Applies the choices (one per listed field) to the form. */
  onApply: (choices: Record<string, ConflictSide>) => void;
  /** Closes without changing the form. */
  onClose: () => void;
}

/** One side's value: the summary, and the whole value behind "Show all" when the summary leaves some out. */
function SideValue({ heading, value, chosen }: { heading: string; value: ConflictValue; chosen: boolean }) {
  const styles = useStyles();
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  return (
    <div className={mergeClasses(styles.side, chosen && styles.chosen)}>
      <span className={styles.sideHeading}>{heading}</span>
      <span className={styles.value} id={detailId}>
        {expanded && value.detail ? value.detail : value.summary}
      </span>
      {value.detail && (
        <Button className={styles.expand} appearance="transparent" size="small" aria-expanded={expanded} aria-controls={detailId} onClick={() => setExpanded(!expanded)}>
          {expanded ? messages.showLess : messages.showAll}
        </Button>
      )}
    </div>
  );
}

/**
 * The comparison offered when someone else saved the package first: each field that differs, yours beside
 * theirs, with a choice per field (a radio group: arrow keys move between "Keep mine" and "Take theirs") and
 * "Keep all mine" / "Take all theirs". Applying puts the chosen values in the form, based on their version.
 */
export function PackageConflictDialog({ fields, theirs, onApply, onClose }: PackageConflictDialogProps) {
  const styles = useStyles();
  const [choices, setChoices] = useState<Record<string, ConflictSide>>(() => chooseAll(fields, 'mine'));
  const headingBase = useId();
  const theirsHeading = formatMessage(messages.theirsHeading, { version: theirs.version });

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody className={styles.body}>
          <DialogTitle>{formatMessage(messages.dialogTitle, { version: theirs.version })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              {formatMessage(messages.dialogIntro, { user: theirs.updatedBy, version: theirs.version, date: formatDate(theirs.updatedAt) })}
            </Text>
            {fields.length === 0 ? (
              <Text className={styles.muted}>{messages.nothingDiffers}</Text>
            ) : (
              <>
                <div className={styles.bulk}>
                  <Button onClick={() => setChoices(chooseAll(fields, 'mine'))}>{messages.keepAllMine}</Button>
                  <Button onClick={() => setChoices(chooseAll(fields, 'theirs'))}>{messages.takeAllTheirs}</Button>
                </div>
                <ul className={styles.list}>
                  {fields.map((field, index) => {
                    const headingId = `${headingBase}-${index}`;
                    const choice = choices[field.key] ?? 'mine';
                    return (
                      <li key={field.key} className={styles.field}>
                        <Text as="h3" id={headingId} weight="semibold" className={styles.fieldName}>
                          {field.label}
                        </Text>
                        <div className={styles.sides}>
                          <SideValue heading={messages.mineHeading} value={field.mine} chosen={choice === 'mine'} />
                          <SideValue heading={theirsHeading} value={field.theirs} chosen={choice === 'theirs'} />
                        </div>
                        <RadioGroup
                          className={styles.choices}
                          layout="horizontal"
                          aria-label={formatMessage(messages.choiceGroup, { field: field.label })}
                          value={choice}
                          onChange={(_, data) => setChoices((previous) => ({ ...previous, [field.key]: data.value as ConflictSide }))}
                        >
                          <Radio value="mine" label={messages.keepMine} />
                          <Radio value="theirs" label={messages.takeTheirs} />
                        </RadioGroup>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{messages.cancel}</Button>
            <Button appearance="primary" onClick={() => onApply(choices)}>
              {messages.apply}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
