import { messages } from '../../locales/en-CA/shell.po';
import { defineCatalogue } from '../catalogue.ts';

/** The public shell's words (header, menus, footer, the package card): every public page shows them. */
export const shellCatalogue = defineCatalogue('shell', messages, { 'fr-CA': () => import('../../locales/fr-CA/shell.po') });
