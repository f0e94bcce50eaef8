import { useState, type ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { EmailPreview } from '../../../components/email-preview.tsx';
import { formatMessage, LOCALE } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { useOutbox, type OutboxMessage } from '../api/list-outbox.ts';
import { devOutboxMessages as messages } from '../messages.ts';

/** The only stage whose gateway serves the outbox. */
const LOCAL_STAGE = 'local';

const timeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'medium', timeZone: AGENCY_TIME_ZONE });

const useStyles = makeStyles({
  root: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  heading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '70ch' },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(280px, 2fr) minmax(0, 3fr)' },
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '70vh',
    overflowY: 'auto',
  },
  item: {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    textAlign: 'start',
    cursor: 'pointer',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  selected: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  subject: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, overflowWrap: 'anywhere' },
  meta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  reader: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

function describeMessage(message: OutboxMessage): string {
  return formatMessage(messages.details, { type: message.type, to: message.to, time: timeFormat.format(new Date(message.createdAt)) });
}

function Outbox() {
  const styles = useStyles();
  // The API port's address (the site does not pass the dev routes on); `apiBaseUrl` for an older local config.
  const { devApiUrl, apiBaseUrl } = useRuntimeConfig();
  const { data, error, isValidating, mutate } = useOutbox(devApiUrl ?? apiBaseUrl);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = data?.messages ?? [];
  const selected = list.find((message) => message.id === selectedId) ?? list[0];

  return (
    <>
      <div className={styles.header}>
        <p className={styles.muted} role="status">
          {data ? (list.length === 1 ? messages.countOne : formatMessage(messages.count, { count: list.length })) : ''}
        </p>
        <Button icon={isValidating ? <Spinner size="tiny" /> : <ArrowClockwise20Regular />} onClick={() => void mutate()}>
          {messages.refresh}
        </Button>
      </div>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{formatMessage(messages.loadFailed, { message: error.message })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!data && !error ? (
        <div className={styles.loading}>
          <Spinner label={messages.loading} />
        </div>
      ) : null}
      {data && list.length === 0 ? <p className={styles.muted}>{messages.empty}</p> : null}
      {list.length > 0 ? (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label={messages.messagesLabel}>
            {list.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  className={mergeClasses(styles.item, message.id === selected?.id && styles.selected)}
                  aria-pressed={message.id === selected?.id}
                  onClick={() => setSelectedId(message.id)}
                >
                  <span className={styles.subject}>{message.subject}</span>
                  <span className={styles.meta}>{describeMessage(message)}</span>
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <section className={styles.reader} aria-label={selected.subject}>
              <p className={styles.muted}>{describeMessage(selected)}</p>
              <EmailPreview
                subject={selected.subject}
                html={selected.html}
                text={selected.text}
                labels={{ subject: messages.previewSubject, html: messages.previewHtml, text: messages.previewText }}
              />
            </section>
          ) : (
            <p className={styles.muted}>{messages.chooseMessage}</p>
          )}
        </div>
      ) : null}
    </>
  );
}

/**
 * `/dev/outbox`: the e-mails the local stack stored instead of sending (`GET {devApiUrl}/__dev/outbox`, the API port),
 * each readable as text and as HTML in a sandboxed frame. Only in the local stage; any other stage shows
 * `elsewhere` (the coming-soon page) and never calls the route.
 * @public loaded by the public routes with `import()` inside `Promise.all`, which knip does not follow
 */
export function DevOutboxPage({ elsewhere }: { elsewhere: ReactNode }) {
  const { stage } = useRuntimeConfig();
  return stage === LOCAL_STAGE ? <LocalOutboxPage /> : <>{elsewhere}</>;
}

function LocalOutboxPage() {
  const styles = useStyles();
  usePageMeta({ title: pageTitle(messages.documentTitle), description: messages.description });
  return (
    <section className={styles.root} aria-labelledby="outbox-heading">
      <h1 id="outbox-heading" className={styles.heading}>
        {messages.heading}
      </h1>
      <p className={styles.intro}>{messages.intro}</p>
      <Outbox />
    </section>
  );
}
