import { msg } from '@lingui/core/macro';

/** Text of the package card and its loading placeholder, in the shell's catalogue (i18n/catalogues/shell.ts). */
export const packageCardMessages = {
  nights: msg({ message: '{count, plural, one {{count} night} other {{count} nights}}' }),
};
