import { useId, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { conflictMessages as messages } from '../conflict-messages.ts';
import { chooseAll, type ConflictSide, type ConflictValue, type MergedField, type PackageMerge } from '../package-conflict.ts';

const useStyles = makeStyles({
  // Room around the dialog on short screens too; the list scrolls inside it, the buttons stay in view.
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '100%', maxHeight: 'calc(100dvh - 48px)' },
  body: { maxHeight: 'calc(100dvh - 96px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupHeading: { margin: 0 },
  merged: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
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
    '@media (min-width: 720px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
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
  /** The three-way merge, as `describeMerge` gives it. */
  merge: PackageMerge;
  /** The version this editor loaded (the base of the merge). */
  baseVersion: number;
  /** The stored package's version, author and time of saving. */
  theirs: { version: number; updatedBy: string; updatedAt: string };
  /** Saves the combined package on their version, with a choice for each conflict. */
  onSave: (choices: Record<string, ConflictSide>) => void;
  /** Closes without changing the form. */
  onClose: () => void;
}

/** One side's value: the summary, and the whole value behind "Show all" when the summary leaves some out. */
function SideValue({ heading, value, chosen }: { heading: string; value: ConflictValue; chosen?: boolean }) {
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
        <Button
          className={styles.expand}
          appearance="transparent"
          size="small"
          aria-expanded={expanded}
          aria-controls={detailId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? messages.showLess : messages.showAll}
        </Button>
      )}
    </div>
  );
}

/** A list of fields merged without asking: each label, with the value it takes when given. */
function MergedList({ heading, fields, withValues }: { heading: string; fields: readonly MergedField[]; withValues: boolean }) {
  const styles = useStyles();
  const headingId = useId();
  if (fields.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <Text as="h3" id={headingId} weight="semibold" className={styles.groupHeading}>
        {heading}
      </Text>
      <ul className={styles.merged}>
        {fields.map((field) => (
          <li key={field.key}>
            <Text weight="semibold">{field.label}</Text>
            {withValues && <Text className={styles.value}>{`: ${field.value.summary}`}</Text>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The three-way merge offered when someone else saved the package first: their changes it takes, mine it keeps,
 * and, for each field both changed differently, the value when this editor opened it, mine and theirs, with a
 * choice (a radio group: arrow keys move between "Keep mine" and "Take theirs"; every conflict needs one) and
 * "Keep all mine" / "Take all theirs". Saving stores the combined package on their version.
 */
export function PackageConflictDialog({ merge, baseVersion, theirs, onSave, onClose }: PackageConflictDialogProps) {
  const styles = useStyles();
  const { taken, kept, conflicts } = merge;
  const [choices, setChoices] = useState<Record<string, ConflictSide>>({});
  const [checked, setChecked] = useState(false);
  const groups = useRef(new Map<string, HTMLDivElement>());
  const headingBase = useId();
  const conflictsHeadingId = useId();
  const baseHeading = formatMessage(messages.baseHeading, { version: baseVersion });
  const theirsHeading = formatMessage(messages.theirsHeading, { version: theirs.version });
  const unchosen = conflicts.filter((field) => !choices[field.key]);

  function save() {
    if (unchosen.length === 0) {
      onSave(choices);
      return;
    }
    setChecked(true);
    groups.current.get(unchosen[0]!.key)?.querySelector('input')?.focus();
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody className={styles.body}>
          <DialogTitle>{formatMessage(messages.dialogTitle, { version: theirs.version })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{formatMessage(messages.dialogIntro, { user: theirs.updatedBy, version: theirs.version, date: formatDate(theirs.updatedAt) })}</Text>
            {taken.length + kept.length + conflicts.length === 0 && <Text className={styles.muted}>{messages.sameChanges}</Text>}
            <MergedList heading={messages.takenHeading} fields={taken} withValues />
            <MergedList heading={messages.keptHeading} fields={kept} withValues={false} />
            {conflicts.length === 0 ? (
              taken.length + kept.length > 0 && <Text className={styles.muted}>{messages.nothingConflicts}</Text>
            ) : (
              <section aria-labelledby={conflictsHeadingId} className={styles.group}>
                <Text as="h3" id={conflictsHeadingId} weight="semibold" className={styles.groupHeading}>
                  {messages.conflictsHeading}
                </Text>
                <div className={styles.bulk}>
                  <Button onClick={() => setChoices(chooseAll(conflicts, 'mine'))}>{messages.keepAllMine}</Button>
                  <Button onClick={() => setChoices(chooseAll(conflicts, 'theirs'))}>{messages.takeAllTheirs}</Button>
                </div>
                <ul className={styles.list}>
                  {conflicts.map((field, index) => {
                    const headingId = `${headingBase}-${index}`;
                    const choice = choices[field.key];
                    return (
                      <li key={field.key} className={styles.field}>
                        <Text as="h4" id={headingId} weight="semibold" className={styles.fieldName}>
                          {field.label}
                        </Text>
                        <div className={styles.sides}>
                          <SideValue heading={baseHeading} value={field.base} />
                          <SideValue heading={messages.mineHeading} value={field.mine} chosen={choice === 'mine'} />
                          <SideValue heading={theirsHeading} value={field.theirs} chosen={choice === 'theirs'} />
                        </div>
                        <Field validationMessage={checked && !choice ? messages.chooseOne : undefined}>
                          <RadioGroup
                            ref={(element) => {
                              if (element) groups.current.set(field.key, element);
                              else groups.current.delete(field.key);
                            }}
                            className={styles.choices}
                            layout="horizontal"
                            aria-label={formatMessage(messages.choiceGroup, { field: field.label })}
                            value={choice ?? ''}
                            onChange={(_, data) => setChoices((previous) => ({ ...previous, [field.key]: data.value as ConflictSide }))}
                          >
                            <Radio value="mine" label={messages.keepMine} />
                            <Radio value="theirs" label={messages.takeTheirs} />
                          </RadioGroup>
                        </Field>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{messages.cancel}</Button>
            <Button appearance="primary" onClick={save}>
              {messages.save}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
