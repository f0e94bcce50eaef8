import { AppLink } from '../../../components/app-link.tsx';
import { comingSoonMessages } from '../messages.ts';
import styles from './coming-soon-page.module.css';

/** Spec: "Any other path shows a coming-soon page", with a way back home. */
export function ComingSoonPage({ homePath = '/' }: { homePath?: string }) {
  return (
    <section className={styles.root} aria-labelledby="coming-soon-heading">
      <title>{comingSoonMessages.documentTitle}</title>
      <h1 id="coming-soon-heading" className={styles.heading}>
        {comingSoonMessages.heading}
      </h1>
      <p className={styles.body}>{comingSoonMessages.body}</p>
      <AppLink to={homePath}>{comingSoonMessages.homeLink}</AppLink>
    </section>
  );
}
