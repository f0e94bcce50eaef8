import { useId } from 'react';
import { Badge, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { MediaUse } from '@tdp/shared/schemas/media';
import { AppLink } from '../app-link.tsx';
import { formatMessage } from '../../lib/intl.ts';
import { useMediaFileUses } from '../../lib/media/list-media-file-uses.ts';
import { mediaMessages as messages } from '../../lib/media/media-messages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '240px',
    overflowY: 'auto',
  },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  kind: { color: tokens.colorNeutralForeground3 },
  note: { color: tokens.colorNeutralForeground3 },
});

/** One line per item of content (a folder's file could be named several times by one item). */
function distinctItems(uses: readonly MediaUse[]): MediaUse[] {
  return [...new Map(uses.map((use) => [`${use.kind}:${use.id}`, use])).values()];
}

/**
 * "Used by": the content that points at a file, each a link to its admin editor with whether it is live, or
 * "Not used anywhere". Read when shown (a dialog opening), with its own loading and error states.
 */
export function FileUses({ fileKey }: { fileKey: string }) {
  const styles = useStyles();
  const headingId = useId();
  const { data, error, isLoading, mutate } = useMediaFileUses(fileKey);
  const items = data ? distinctItems(data.uses) : [];
  const live = items.filter((use) => use.published).length;

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={isLoading}>
      <h3 id={headingId} className={styles.heading}>
        {messages.usedByHeading}
      </h3>
      {error && !isLoading ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{messages.usesLoadFailed}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>{messages.retry}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !data ? (
        <Spinner size="tiny" labelPosition="after" label={messages.usesLoading} />
      ) : items.length === 0 ? (
        <Text>{messages.notUsed}</Text>
      ) : (
        <>
          <Text className={styles.note}>{live > 0 ? formatMessage(messages.liveUsesNote, { count: live }) : messages.noLiveUsesNote}</Text>
          <ul className={styles.list} aria-labelledby={headingId}>
            {items.map((use) => (
              <li key={`${use.kind}:${use.id}`} className={styles.item}>
                <span>
                  <span className={styles.kind}>{messages.useKinds[use.kind]}: </span>
                  <AppLink to={use.adminPath}>{use.title}</AppLink>
                </span>
                <Badge appearance="tint" color={use.published ? 'success' : 'informative'}>
                  {use.published ? messages.useLive : messages.useNotLive}
                </Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
