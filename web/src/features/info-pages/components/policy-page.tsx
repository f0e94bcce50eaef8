import { PROFESSIONAL_REGISTRATION_NUMBER } from '@tdp/shared/constants';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import type { PolicyDocument } from '../documents/policy-document.ts';
import { infoPagesMessages } from '../messages.ts';
import { InfoPageLayout } from './info-page-layout.tsx';
import styles from './policy-page.module.css';

/**
 * A policy page (privacy, security, terms): title band, the sections with their headings, and a table of
 * contents linking to each section. Contact placeholders are filled from `/config.json`.
 */
export function PolicyPage({ document }: { document: PolicyDocument }) {
  const { phone, supportEmail } = useRuntimeConfig();
  usePageMeta({ title: pageTitle(document.title), description: document.description });
  const fill = (text: string) => formatMessage(text, { phone, email: supportEmail, registration: PROFESSIONAL_REGISTRATION_NUMBER });

  return (
    <InfoPageLayout title={document.title} intro={<p>{fill(document.intro[0] ?? '')}</p>}>
      <div className={styles.layout}>
        <article className={styles.article}>
          <p className={styles.updated}>{formatMessage(infoPagesMessages.lastUpdated, { date: formatDate(document.lastUpdated) })}</p>
          {document.intro.slice(1).map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {fill(paragraph)}
            </p>
          ))}
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className={styles.heading}>
                {section.heading}
              </h2>
              {section.blocks.map((block, index) =>
                'paragraph' in block ? (
                  <p key={index} className={styles.paragraph}>
                    {fill(block.paragraph)}
                  </p>
                ) : (
                  <ul key={index} className={styles.list}>
                    {block.list.map((item) => (
                      <li key={item}>{fill(item)}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
        <nav className={styles.toc} aria-labelledby="policy-toc-title">
          <p id="policy-toc-title" className={styles.tocTitle}>
            {infoPagesMessages.onThisPage}
          </p>
          <ul className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </InfoPageLayout>
  );
}
