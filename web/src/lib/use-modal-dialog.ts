import { useEffect, type RefObject } from 'react';

/**
 * Shows a `<dialog>` as a modal while the component holding it is mounted: the page behind is inert and focus stays
 * in it; on unmount it closes and focus returns to where it was (the button that opened it). A browser without modal
 * dialogs (or jsdom) shows it as a plain open dialog.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const openedFrom = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      openedFrom?.focus();
    };
  }, [dialogRef]);
}
