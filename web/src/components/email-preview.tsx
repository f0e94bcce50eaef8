import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  label: { margin: 0, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground3 },
  subject: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  frame: {
    width: '100%',
    height: '420px',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    // E-mails are designed on white, whatever the page around them.
    backgroundColor: '#ffffff',
  },
  text: {
    margin: 0,
    maxHeight: '320px',
    overflow: 'auto',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

/** Props of {@link EmailPreview}: the mail and the words that label its parts (from the calling feature). */
export interface EmailPreviewProps {
  subject: string;
  html: string;
  text: string;
  labels: { subject: string; html: string; text: string };
}

/**
 * A rendered e-mail: its subject, its HTML in a sandboxed frame (`sandbox=""`: no scripts, no forms, no
 * access to the page or its origin, links cannot navigate the admin) and its plain text.
 */
export function EmailPreview({ subject, html, text, labels }: EmailPreviewProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <p className={styles.label}>{labels.subject}</p>
      <p className={styles.subject}>{subject}</p>
      <iframe className={styles.frame} title={labels.html} sandbox="" srcDoc={html} />
      <p className={styles.label}>{labels.text}</p>
      <pre className={styles.text}>{text}</pre>
    </div>
  );
}
