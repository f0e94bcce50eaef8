import { useEffect, type DialogHTMLAttributes, type RefObject } from 'react';

/** What a modal `<dialog>` does to close: its `onCancel` and `onClick` (see {@link useModalDialog}). */
type DialogCloseProps = Required<Pick<DialogHTMLAttributes<HTMLDialogElement>, 'onCancel' | 'onClick'>>;

/**
 * Shows a `<dialog>` as a modal while the component holding it is mounted: the page behind is inert and focus stays
 * in it; on unmount it closes and focus returns to where it was (the button that opened it). A browser without modal
 * dialogs (or jsdom) shows it as a plain open dialog. Returns the dialog's `onCancel` and `onClick`, which call
 * `onClose` on Escape and on a click on the backdrop: the component owns the open state, so it closes the dialog.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, onClose: () => void): DialogCloseProps {
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
  return {
    // Escape asks the dialog to close ("cancel").
    onCancel: (event) => {
      event.preventDefault();
      onClose();
    },
    // A click on the backdrop reaches the dialog element itself; its content covers the rest of it.
    onClick: (event) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
