import { createContext, use } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { LOCALE_PREFIXES, siteLocaleOf, type SiteLocale } from '@tdp/shared/site-paths/site-path';
import type { Locale } from '../lib/intl.ts';
import { MessageReader, type CompiledMessages } from './compiled-messages.ts';

/**
 * The public site's messages in English and French (Lingui, docs/decisions/i18n-library.md). Messages are written
 * with Lingui's `msg` macro in the `*-messages.ts` modules; `lingui extract` writes them into one catalogue per page
 * group (`src/locales/<locale>/<group>.po`, the groups of the build's chunks), which the Vite plugin compiles at build
 * time (no message parser in the browser). A group's English catalogue is part of its code, as its English strings
 * were; another language's is a file of its own, loaded only by a page in that language.
 */

/** The language of a page whose address does not name one. */
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The Lingui locale of each of the site's languages (shared/src/site-paths/site-path.ts). */
const LOCALES: Readonly<Record<SiteLocale, Locale>> = { en: 'en-CA', fr: 'fr-CA' };

/** The site language of a Lingui locale (`fr-CA` → `fr`). */
export function siteLocale(locale: Locale): SiteLocale {
  return locale === 'fr-CA' ? 'fr' : 'en';
}

/**
 * The language of the page at `pathname`: French under `/fr`, English elsewhere (`siteLocaleOf`). The server renders a
 * request in the language of its address and the browser hydrates in the language of the same address, so both agree
 * without a cookie or header in the edge's cache key.
 */
export function localeOfPath(pathname: string): Locale {
  return LOCALES[siteLocaleOf(pathname)];
}

/**
 * The router's basename for the page at `pathname`: `/fr` for a French page, whose routes are the English ones under
 * that prefix (every link and navigation of the page stays in French without naming the language), none for English.
 */
export function routerBasename(pathname: string): string | undefined {
  return LOCALE_PREFIXES[siteLocaleOf(pathname)] || undefined;
}

/**
 * One reader of Lingui's compiled messages per language (compiled-messages.ts), never switched: a render (on the server,
 * several at once) reads the one of its own language, so no request can see another's locale. Lingui's global `i18n`
 * is never used (a lint rule forbids it).
 */
const instances: Readonly<Record<Locale, MessageReader>> = { 'en-CA': new MessageReader('en-CA'), 'fr-CA': new MessageReader('fr-CA') };

/**
 * What a page's words are read with: `i18n._(messages.x)`, or `i18n._(messages.x, { count })` for a message with values
 * (Lingui's `_` takes a descriptor's values as its second argument; its types name only the first form).
 */
export interface Translator {
  readonly locale: string;
  _(descriptor: MessageDescriptor, values?: Readonly<Record<string, unknown>>): string;
}

/** A promise React's `use` reads at once when it has settled (`status` and `value`, as React's own thenables). */
type TrackedPromise = Promise<void> & { status?: 'fulfilled' };

/** The compiled module of a catalogue (`import('…/fr-CA/deals.po')`). */
type CatalogueModule = { messages: CompiledMessages };

/** One page group's catalogue: its English messages, and how to load each other language's. */
export interface Catalogue {
  readonly name: string;
  /** Loads the catalogue in `locale` into that language's instance (once; English is always there). */
  load(locale: Locale): Promise<void>;
  /** Whether `locale`'s messages of this catalogue are in its instance. */
  loaded(locale: Locale): boolean;
}

const catalogues = new Set<Catalogue>();

/**
 * A page group's catalogue, made by the module that holds the group's messages: `english` is its compiled English
 * catalogue (a static import, so it comes with the group's code), `others` the dynamic imports of the other languages'.
 */
export function defineCatalogue(name: string, english: CompiledMessages, others: Readonly<Partial<Record<Locale, () => Promise<CatalogueModule>>>>): Catalogue {
  instances['en-CA'].load(english);
  const loading = new Map<Locale, TrackedPromise>();
  const catalogue: Catalogue = {
    name,
    loaded: (locale) => locale === 'en-CA' || loading.get(locale)?.status === 'fulfilled',
    load(locale) {
      if (locale === 'en-CA') return Promise.resolve();
      let promise = loading.get(locale);
      if (!promise) {
        const importer = others[locale];
        if (!importer) throw new Error(`The ${name} catalogue has no ${locale} messages`);
        const started: TrackedPromise = importer().then(({ messages }) => {
          instances[locale].load(messages);
          started.status = 'fulfilled';
        });
        // A failed download may be tried again by the next render.
        started.catch(() => loading.delete(locale));
        promise = started;
        loading.set(locale, promise);
      }
      return promise;
    },
  };
  catalogues.add(catalogue);
  return catalogue;
}

/**
 * Loads `locale`'s messages of every catalogue whose code has loaded: before the browser hydrates a page, so its first
 * render has the words the server rendered with.
 */
export function loadCatalogues(locale: Locale): Promise<void> {
  return Promise.all([...catalogues].map((catalogue) => catalogue.load(locale))).then(() => undefined);
}

/** The language of the page being rendered (the root layout provides it from the address). */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The Lingui instance of `locale`, for words made outside a component (a share text, a lead page's line): English is
 * always there; another language once its catalogues are loaded.
 */
export function i18nOf(locale: Locale): Translator {
  return instances[locale];
}

/** The page's language. */
export function useLocale(): Locale {
  return use(LocaleContext);
}

/**
 * The page's Lingui instance with `catalogue`'s messages in it: `i18n._(messages.title)`, `i18n._(messages.count, { count })`.
 * A catalogue not loaded yet suspends the render until it is (the server renders once it has; the browser loads the
 * page's catalogues before hydrating, so a hydration never waits).
 */
export function useCatalogue(catalogue: Catalogue): Translator {
  const locale = use(LocaleContext);
  if (!catalogue.loaded(locale)) use(catalogue.load(locale));
  return instances[locale];
}
