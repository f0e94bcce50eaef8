import { msg } from '@lingui/core/macro';

/** Text of the shared UI components, in the shell's catalogue (i18n/catalogues/shell.ts). */
export const sharedMessages = {
  brandName: msg`TBB Travel`,
  brandHomeLabel: msg({ message: '{brand} home page' }),
  loading: msg`Loading…`,
  skipToContent: msg`Skip to main content`,
  pageLoading: msg`Loading the page`,
};
