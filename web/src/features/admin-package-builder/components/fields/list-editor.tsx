import type { ReactNode } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { formatMessage } from '../../../../lib/intl.ts';
import { builderMessages as messages } from '../../messages.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  number: { minWidth: '20px', paddingTop: tokens.spacingVerticalSNudge, color: tokens.colorNeutralForeground3, textAlign: 'right' },
  body: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexShrink: 0 },
  add: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalXS },
});

/** Props of {@link ListEditor}. */
export interface ListEditorProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** A new, empty item. */
  create: () => T;
  /** What one item is called in button names ("Highlight 2", "Day 3"). */
  itemLabel: string;
  addLabel: string;
  /** Most items; the Add button is disabled at it. */
  max?: number;
  renderItem: (item: T, change: (next: T) => void, index: number) => ReactNode;
}

/** A list of items edited in place: add, remove, move up and down; each item's inputs come from `renderItem`. */
export function ListEditor<T>({ items, onChange, create, itemLabel, addLabel, max, renderItem }: ListEditorProps<T>) {
  const styles = useStyles();
  const replace = (index: number, next: T) => onChange(items.map((item, position) => (position === index ? next : item)));
  const move = (index: number, offset: -1 | 1) => {
    const next = [...items];
    [next[index], next[index + offset]] = [next[index + offset]!, next[index]!];
    onChange(next);
  };
  return (
    <div>
      {items.length > 0 && (
        <ol className={styles.list}>
          {items.map((item, index) => {
            const number = index + 1;
            const names = { label: itemLabel, number };
            return (
              <li key={index} className={styles.item}>
                <Text className={styles.number}>{number}</Text>
                <div className={styles.body}>{renderItem(item, (next) => replace(index, next), index)}</div>
                <div className={styles.tools}>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowUpRegular />}
                    aria-label={formatMessage(messages.moveUp, names)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowDownRegular />}
                    aria-label={formatMessage(messages.moveDown, names)}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={formatMessage(messages.removeItem, names)}
                    onClick={() => onChange(items.filter((_, position) => position !== index))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        className={styles.add}
        size="small"
        icon={<AddRegular />}
        onClick={() => onChange([...items, create()])}
        disabled={max !== undefined && items.length >= max}
      >
        {addLabel}
      </Button>
    </div>
  );
}
