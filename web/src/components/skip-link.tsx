import { makeStyles, tokens } from '@fluentui/react-components';
import { sharedMessages } from './messages.ts';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': { top: tokens.spacingVerticalS },
  },
});

/** First focusable element of a shell: jumps keyboard users past the header to `#<targetId>`. */
export function SkipLink({ targetId }: { targetId: string }) {
  const styles = useStyles();
  return (
    <a className={styles.root} href={`#${targetId}`}>
      {sharedMessages.skipToContent}
    </a>
  );
}
