import { messages } from '../../locales/en-CA/deals-pages.po';
import { defineCatalogue } from '../catalogue.ts';

/** The Disney and cruise deals lists' own words (their titles and introductions), loaded with those pages' code. */
export const dealsPagesCatalogue = defineCatalogue('deals-pages', messages, { 'fr-CA': () => import('../../locales/fr-CA/deals-pages.po') });
