import { messages } from '../../locales/en-CA/menus.po';
import { defineCatalogue } from '../catalogue.ts';

/** The menu panels' and the mobile sidebar's words, loaded with their code when the visitor first opens one. */
export const menusCatalogue = defineCatalogue('menus', messages, { 'fr-CA': () => import('../../locales/fr-CA/menus.po') });
