import { Button, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { formatMessage } from '../../lib/intl.ts';
import { mediaMessages as messages } from '../../lib/media/media-messages.ts';
import type { UploadItem } from '../../lib/media/use-media-uploads.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    alignItems: 'center',
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  status: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  done: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1, gridColumn: '1 / -1', fontSize: tokens.fontSizeBase200 },
  bar: { gridColumn: '1 / -1' },
  savedAs: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return messages.uploadWaiting;
    case 'checking':
      return messages.uploadChecking;
    case 'sending':
      return formatMessage(messages.uploadSending, { percent: Math.round(item.progress * 100) });
    case 'done':
      return messages.uploadDone;
    case 'failed':
      return '';
  }
}

/** The files being uploaded, each with its progress, and why one failed. Announced politely to screen readers. */
export function UploadList({ items, onClearFinished }: { items: readonly UploadItem[]; onClearFinished: () => void }) {
  const styles = useStyles();
  if (items.length === 0) return null;
  const anyFinished = items.some((item) => item.status === 'done' || item.status === 'failed');
  return (
    <section className={styles.root} aria-label={messages.uploadsLabel}>
      <div className={styles.header}>
        <Text weight="semibold">{messages.uploadsHeading}</Text>
        {anyFinished && (
          <Button size="small" appearance="subtle" onClick={onClearFinished}>
            {messages.clearFinished}
          </Button>
        )}
      </div>
      <ul className={styles.list} aria-live="polite">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.name} title={item.originalName}>
              {item.originalName}
            </span>
            <span className={`${styles.status} ${item.status === 'done' ? styles.done : ''}`}>
              {item.status === 'done' && <CheckmarkCircleRegular aria-hidden />}
              {item.status === 'failed' && <ErrorCircleRegular aria-hidden className={styles.failed} />}
              {statusText(item)}
            </span>
            {(item.status === 'sending' || item.status === 'checking') && (
              <ProgressBar
                className={styles.bar}
                value={item.status === 'sending' ? item.progress : undefined}
                thickness="large"
                aria-label={formatMessage(messages.uploadSending, { percent: Math.round(item.progress * 100) })}
              />
            )}
            {item.status === 'done' && item.fileName !== item.originalName && (
              <span className={styles.savedAs}>{formatMessage(messages.uploadSavedAs, { name: item.fileName })}</span>
            )}
            {item.status === 'failed' && (
              <span className={styles.failed} role="alert">
                {formatMessage(messages.uploadFailed, { reason: item.reason ?? '' })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
