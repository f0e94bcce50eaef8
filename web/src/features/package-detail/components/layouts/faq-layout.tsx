import { makeStyles, tokens } from '@fluentui/react-components';
import { faqField, type LayoutProps } from './layout-fields.ts';
import { useLayoutStyles } from './layout-styles.ts';

const useStyles = makeStyles({
  item: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& > summary': {
      cursor: 'pointer',
      padding: `${tokens.spacingVerticalM} 0`,
      fontSize: tokens.fontSizeBase400,
      fontWeight: tokens.fontWeightSemibold,
      ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
    },
  },
  answer: { paddingBottom: tokens.spacingVerticalM },
});

/** 'Layout 7', FAQ: each question opens its answer (native disclosure, keyboard-ready). */
export function FaqLayout({ fields }: LayoutProps) {
  const layout = useLayoutStyles();
  const styles = useStyles();
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
