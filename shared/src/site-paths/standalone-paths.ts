/**
 * The pieces shown outside every shell (spec §2): the header and footer for partner pages, sign-in, diagnostics. One
 * export per address, imported as a namespace (`import * as STANDALONE_PATHS from '@tdp/shared/site-paths/standalone-paths'`):
 * the router names each once, so the bundler writes it in place, with no table of names in a first visit.
 */
export const header = '/header';
export const footer = '/footer';
export const cruiseHeader = '/CruiseHeader';
export const cruiseFooter = '/Cruisefooter';
export const test = '/test';
export const adminLogin = '/admin-login';
export const spinner = '/spinner';
