import { AppLink } from '../../../components/app-link.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { comingSoonMessages } from '../messages.ts';
import styles from './coming-soon-page.module.css';

/**
 * Any path the site does not know shows this coming-soon page, with a way back home. The server answers it with 404 and keeps it
 * out of search results: there is nothing at that address.
 */
export function ComingSoonPage({ homePath = '/' }: { homePath?: string }) {
  usePageMeta({ title: comingSoonMessages.documentTitle, description: comingSoonMessages.description, status: 404, noindex: true });
  return (
    <section className={styles.root} aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading" className={styles.heading}>
        {comingSoonMessages.heading}
      </h1>
      <p className={styles.body}>{comingSoonMessages.body}</p>
      <AppLink to={homePath}>{comingSoonMessages.homeLink}</AppLink>
    </section>
  );
}
