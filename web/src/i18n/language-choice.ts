import { englishSitePath, siteLocaleOf, sitePathIn, type SiteLocale } from '@tdp/shared/site-paths/site-path';

/**
 * The language a visitor chose with the language switch, remembered in the browser (localStorage), never sent to the
 * site: the language of a page is its address, so the edge caches pages by path alone (docs/decisions/french-addresses.md).
 */
const STORAGE_KEY = 'tdp-site-language';

/** Remembers `locale` as the visitor's choice (nothing when the browser refuses storage). */
export function rememberSiteLanguage(locale: SiteLocale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private browsing in some browsers): the switch still works, the choice is not kept.
  }
}

/** The language the visitor chose last, or null when they never used the switch. */
export function rememberedSiteLanguage(): SiteLocale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'fr' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where a visitor arriving from outside the site (a bookmark, a search result, a shared link: no referrer of this
 * origin) should be for the language they chose: the same page in that language, or null when this page is in it. A
 * page reached from the site itself is left as it is (the visitor followed a link in this language).
 */
export function pageInChosenLanguage(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>, referrer: string): string | null {
  const chosen = rememberedSiteLanguage();
  if (!chosen || chosen === siteLocaleOf(location.pathname)) return null;
  if (referrer && new URL(referrer, location.origin).origin === location.origin) return null;
  return `${sitePathIn(englishSitePath(location.pathname), chosen)}${location.search}${location.hash}`;
}
