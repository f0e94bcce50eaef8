import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/app-link.tsx';
import { comingSoonMessages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    maxWidth: '720px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    textAlign: 'center',
    alignItems: 'center',
  },
  heading: { margin: 0 },
});

/** Spec: "Any other path shows a coming-soon page", with a way back home. */
export function ComingSoonPage({ homePath = '/' }: { homePath?: string }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="coming-soon-heading">
      <title>{comingSoonMessages.documentTitle}</title>
      <Text as="h1" id="coming-soon-heading" size={800} weight="semibold" className={styles.heading}>
        {comingSoonMessages.heading}
      </Text>
      <Text as="p" size={400}>
        {comingSoonMessages.body}
      </Text>
      <AppLink to={homePath}>{comingSoonMessages.homeLink}</AppLink>
    </section>
  );
}
