import { useLocation } from 'react-router-dom';
import { sitePathIn } from '@tdp/shared/site-paths/site-path';
import { siteLocale, useLocale } from '../../../i18n/catalogue.ts';
import { rememberSiteLanguage } from '../../../i18n/language-choice.ts';

/** The other language of each, named in itself: what its reader looks for. */
const OTHER_LANGUAGE = {
  en: { locale: 'fr', name: 'Français', lang: 'fr-CA' },
  fr: { locale: 'en', name: 'English', lang: 'en-CA' },
} as const;

/**
 * The link to the same page in the site's other language, query (a deals filter) and anchor kept: "Français" on an
 * English page, "English" on a French one, marked with its language for screen readers. A full page load (the other
 * language's page is rendered in it by the server); the choice is remembered for the visitor's next arrival.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = OTHER_LANGUAGE[siteLocale(useLocale())];
  // The router's path: without the French prefix, so in the English form either way.
  const { pathname, search, hash } = useLocation();
  return (
    <a
      className={className}
      href={`${sitePathIn(pathname, other.locale)}${search}${hash}`}
      lang={other.lang}
      hrefLang={other.lang}
      onClick={() => rememberSiteLanguage(other.locale)}
    >
      {other.name}
    </a>
  );
}
