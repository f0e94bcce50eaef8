import { useEffect, useState } from 'react';
import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUpRegular } from '@fluentui/react-icons';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@tdp/shared/constants';
import { adminShellMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 10,
    boxShadow: tokens.shadow8,
  },
});

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** True once the window has scrolled more than 100 px. */
function useScrolledPastThreshold(): boolean {
  const [past, setPast] = useState(() => window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
  useEffect(() => {
    const update = () => setPast(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return past;
}

/** A button that appears after 100 px of scroll and brings the page back to the top. */
export function ScrollToTopButton() {
  const styles = useStyles();
  const visible = useScrolledPastThreshold();
  if (!visible) return null;
  return (
    <Tooltip content={messages.scrollToTop} relationship="label" positioning="before">
      <Button
        className={styles.root}
        appearance="primary"
        shape="circular"
        size="large"
        icon={<ArrowUpRegular />}
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      />
    </Tooltip>
  );
}
