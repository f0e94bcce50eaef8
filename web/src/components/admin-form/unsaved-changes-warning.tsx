import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { adminFormMessages as messages } from './admin-form-messages.ts';

/** What a form gets from {@link useUnsavedChangesWarning}. */
export interface UnsavedChangesWarning {
  /** The "Leave without saving?" dialog: render it anywhere in the form's page. */
  dialog: ReactElement;
  /** Lets the next navigation through without asking (after a successful save). */
  allowNextNavigation: () => void;
}

/**
 * Warns before unsaved changes are lost: leaving for another page of the app asks first (react-router's
 * `useBlocker`), and closing or reloading the tab triggers the browser's own warning (`beforeunload`).
 * Moving within the same address (e.g. a dialog's query) is not leaving.
 */
export function useUnsavedChangesWarning(isDirty: boolean): UnsavedChangesWarning {
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  const allowedRef = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (allowedRef.current) {
      allowedRef.current = false;
      return false;
    }
    const leaving = currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return dirtyRef.current && leaving;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const allowNextNavigation = useCallback(() => {
    allowedRef.current = true;
  }, []);

  const dialog = (
    <Dialog open={blocker.state === 'blocked'} modalType="alert" onOpenChange={(_, data) => !data.open && blocker.reset?.()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{messages.leaveTitle}</DialogTitle>
          <DialogContent>{messages.leaveMessage}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker.reset?.()}>
              {messages.stay}
            </Button>
            <Button appearance="secondary" onClick={() => blocker.proceed?.()}>
              {messages.leave}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
  return { dialog, allowNextNavigation };
}
