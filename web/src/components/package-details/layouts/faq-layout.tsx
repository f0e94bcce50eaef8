import { faqField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';
import styles from './faq-layout.module.css';

/** 'Layout 7', FAQ: each question opens its answer (native disclosure, keyboard-ready). */
export function FaqLayout({ fields }: LayoutProps) {
  return (
    <div>
      {faqField(fields, 'questions').map((item) => (
        <details key={item.question} className={styles.item}>
          <summary>{item.question}</summary>
          <div className={styles.answer}>
            <p className={layout.muted}>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
