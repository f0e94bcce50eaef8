import { messages } from '../../locales/en-CA/deals.po';
import { defineCatalogue } from '../catalogue.ts';

/** The deals lists' words (all deals, Disney and cruise deals, the filter, the results). */
export const dealsCatalogue = defineCatalogue('deals', messages, { 'fr-CA': () => import('../../locales/fr-CA/deals.po') });
