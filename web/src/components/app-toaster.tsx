import { useCallback } from 'react';
import { Toast, ToastTitle, Toaster, useToastController, type ToastIntent } from '@fluentui/react-components';

/** The one toaster of the app, rendered by the admin shell's `FluentScope`. */
export const APP_TOASTER_ID = 'app-toaster';

/** Toasts auto-close after 3 seconds, at the top right. */
const TOAST_TIMEOUT_MS = 3000;

/** Renders the app's toasts (top right, 3 s). */
export function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="top-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover />;
}

/**
 * Shows a short message as a toast, e.g. `notify('error', messages.deleteFailed)`.
 * Text comes from the calling feature's message module.
 */
export function useNotify(): (intent: ToastIntent, message: string) => void {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  return useCallback(
    (intent, message) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent },
      ),
    [dispatchToast],
  );
}
