import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DismissIcon } from '../../../components/ui/icons.tsx';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { useCatalogue, type Translator } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import { dealsMessages } from '../messages.ts';
import styles from './deals-filter-panel.module.css';

/** The width from which the filter sits beside the deals (deals-filter-panel.module.css, deals-browser.module.css). */
const SIDE_BY_SIDE_QUERY = '(min-width: 900px)';

/** Props of {@link FilterSheet}. */
export interface FilterSheetProps {
  total: number | undefined;
  clear: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** "Show 12 deals" (or "Finding deals…" while the API counts them). */
function showDealsLabel(i18n: Translator, total: number | undefined): string {
  if (total === undefined) return i18n._(dealsMessages.showDealsSearching);
  return i18n._(dealsMessages.showDealsCount, { count: total });
}

/**
 * The filter in a sheet from the bottom of a phone's screen: a modal `<dialog>` (the page behind is inert, Escape or
 * a tap on the backdrop closes it, focus returns to the "Filters" button). Its header and its "Show N deals" footer
 * stay in place while the filter scrolls between them. It closes by itself if the window grows wide enough for the
 * filter to sit beside the deals.
 */
export function FilterSheet({ total, clear, onClose, children }: FilterSheetProps) {
  const i18n = useCatalogue(dealsCatalogue);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, for the listener the sheet sets up once when it opens.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const closeProps = useModalDialog(dialogRef, onClose);
  useEffect(() => {
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(SIDE_BY_SIDE_QUERY) : null;
    const closeWhenWide = () => {
      if (wide?.matches) closeRef.current();
    };
    wide?.addEventListener('change', closeWhenWide);
    return () => wide?.removeEventListener('change', closeWhenWide);
  }, []);
  const label = showDealsLabel(i18n, total);
  return (
    <dialog ref={dialogRef} className={styles.sheet} aria-labelledby={titleId} {...closeProps}>
      <div className={styles.sheetHeader}>
        <h2 id={titleId} className={styles.sheetTitle}>
          {i18n._(dealsMessages.filtersHeading)}
        </h2>
        <Button appearance="subtle" aria-label={i18n._(dealsMessages.closeFilters)} icon={<DismissIcon />} onClick={onClose} />
      </div>
      <div className={styles.sheetBody}>{children}</div>
      <div className={styles.sheetFooter}>
        {clear}
        <Button className={styles.showDeals} appearance="primary" size="large" onClick={onClose}>
          {label}
        </Button>
        {/* The count as it changes, for screen readers (the list's own count is behind the sheet, inert). */}
        <span className="visually-hidden" role="status">
          {label}
        </span>
      </div>
    </dialog>
  );
}
