import { useId, useRef } from 'react';
import { Button, Label, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Attach20Regular, CheckmarkCircle20Regular, Delete20Regular, Document20Regular, ErrorCircle20Regular } from '@fluentui/react-icons';
import { APPLICATION_ATTACHMENT_ACCEPT } from '@tdp/shared/schemas/application-attachment';
import { formatMessage } from '../../../lib/intl.ts';
import { becomeAgentMessages as messages } from '../messages.ts';
import { formatAttachmentSize, type ApplicationAttachment } from '../use-application-attachment.ts';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
  // The native input stays in the page (forms and tests can set its files) but the button is what people use.
  nativeInput: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  file: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    width: '100%',
    maxWidth: '520px',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxSizing: 'border-box',
  },
  fileName: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  status: { gridColumn: '2 / 4', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  uploaded: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteGreenForeground1 },
  problem: { display: 'inline-flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
});

/**
 * The application's optional résumé or certificate: a button opens the file picker; the chosen file is
 * shown with its size, its upload progress, "Attached" once it is in the bucket, or what went wrong (wrong
 * type, too big, failed upload), and a button to remove it. `notice` is a problem of the form with the
 * file (sent while still uploading).
 */
export function AttachmentField({ attachment, notice }: { attachment: ApplicationAttachment; notice?: string }) {
  const styles = useStyles();
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const { state } = attachment;
  const file = state.status === 'empty' ? null : state.file;

  function remove() {
    if (input.current) input.current.value = '';
    attachment.remove();
  }

  return (
    <div className={styles.field}>
      <Label htmlFor={inputId}>{messages.attachment}</Label>
      <Text id={hintId} size={200} className={styles.hint}>
        {messages.attachmentHint}
      </Text>
      <input
        id={inputId}
        ref={input}
        name="attachment"
        type="file"
        accept={APPLICATION_ATTACHMENT_ACCEPT}
        tabIndex={-1}
        aria-describedby={hintId}
        className={styles.nativeInput}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          if (chosen) attachment.choose(chosen);
        }}
      />
      <Button icon={<Attach20Regular />} aria-describedby={hintId} onClick={() => input.current?.click()}>
        {file ? messages.replaceAttachment : messages.chooseAttachment}
      </Button>
      {file ? (
        <div className={styles.file} role="group" aria-label={file.name} aria-describedby={statusId}>
          <Document20Regular aria-hidden="true" />
          <Text className={styles.fileName}>
            {file.name} <span className={styles.hint}>({formatAttachmentSize(file.size)})</span>
          </Text>
          <Button appearance="subtle" icon={<Delete20Regular />} aria-label={formatMessage(messages.removeAttachment, { file: file.name })} onClick={remove}>
            {messages.removeAttachmentLabel}
          </Button>
          <div id={statusId} className={styles.status} aria-live="polite">
            {state.status === 'uploading' ? (
              <>
                <ProgressBar
                  value={state.progress}
                  max={1}
                  thickness="large"
                  aria-label={formatMessage(messages.attachmentUploading, { percent: Math.round(state.progress * 100) })}
                />
                <Text size={200}>{formatMessage(messages.attachmentUploading, { percent: Math.round(state.progress * 100) })}</Text>
              </>
            ) : null}
            {state.status === 'uploaded' ? (
              <Text className={styles.uploaded}>
                <CheckmarkCircle20Regular aria-hidden="true" />
                {messages.attachmentUploaded}
              </Text>
            ) : null}
            {state.status === 'failed' ? (
              <Text role="alert" className={styles.problem}>
                <ErrorCircle20Regular aria-hidden="true" />
                {state.message}
              </Text>
            ) : null}
          </div>
        </div>
      ) : null}
      {notice ? (
        <Text role="alert" className={styles.problem}>
          <ErrorCircle20Regular aria-hidden="true" />
          {notice}
        </Text>
      ) : null}
    </div>
  );
}
