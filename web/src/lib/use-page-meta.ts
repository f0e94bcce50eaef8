import { createContext, use, useEffect } from 'react';
import { englishSitePath, siteLocaleOf, sitePathIn, type SiteLocale } from '@tdp/shared/site-paths/site-path';
import { jsonForDataBlock } from './hydration-data.ts';

/** A picture that stands for a page in link previews (Open Graph, Twitter card). */
export interface PageImage {
  /** Site path (`/media/...`) or absolute address. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page tells search engines, link previews and the browser tab about itself. */
export interface PageMeta {
  /** The tab title, e.g. `Contact us | TBB Travel` (see {@link pageTitle}). */
  title: string;
  /** One or two sentences for search results (about 150 characters). */
  description: string;
  /** The title link previews show (`og:title`), e.g. a deal's own title without the site's name; default `title`. */
  shareTitle?: string;
  /**
   * The page's one address for search engines (`<link rel=canonical>`, `og:url`): a site path, query included when
   * it selects different content (a deals filter, in a stable order). Default: the current path without its query.
   */
  canonicalPath?: string;
  image?: PageImage;
  /** `og:type`; default `website`. */
  ogType?: 'website' | 'product';
  /** schema.org data of the page (JSON-LD), from the site's origin (absolute addresses). */
  structuredData?: (origin: string) => Record<string, unknown>;
  /** The HTTP status the server answers the page with: 404 for a page or deal that does not exist. Default 200. */
  status?: number;
  /** Keep the page out of search results (`<meta name=robots content=noindex>`). */
  noindex?: boolean;
  /**
   * The largest picture of the first screen, announced in the head (`<link rel=preload as=image>`'s attributes, see
   * `picturePreload`) so the browser asks for it before it reads the body and styles.
   */
  preloadImage?: Record<string, string> | null;
}

const SITE_NAME = 'TBB Travel';

/** A page's tab title with the site name after it: `pageTitle('Careers')` → `Careers | TBB Travel`. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

/**
 * Where the server renderer collects the meta of the page it renders (the page's own call, the deepest, wins), to
 * write the document's head and status. Absent in the browser, where the hook updates the head itself.
 */
export interface PageMetaCollector {
  meta: PageMeta | null;
}

export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);

/** One element of the document head, as data: written as HTML by the server, as DOM nodes by the browser. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Text content (the JSON-LD of a `script` tag). */
  text?: string;
}

/** Attribute that marks the head elements a page owns (written by the server, replaced on every page). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** The language tags of the site's languages: `hreflang` (`en-CA`) and Open Graph's `og:locale` (`en_CA`). */
const LANGUAGE_TAGS: Readonly<Record<SiteLocale, { hreflang: string; ogLocale: string }>> = {
  en: { hreflang: 'en-CA', ogLocale: 'en_CA' },
  fr: { hreflang: 'fr-CA', ogLocale: 'fr_CA' },
};

/**
 * The head elements of a page besides its title and description: canonical address, the same page in each language
 * (`hreflang`, English as `x-default`), robots, Open Graph, Twitter card and JSON-LD, with absolute addresses on
 * `origin`. `pathname` is the page's path (`/fr/…` for a French page); `meta.canonicalPath` is written in the English
 * form (a French page's router drops its `/fr`) and made the page's language's here.
 */
export function pageHeadTags(meta: PageMeta, origin: string, pathname: string): HeadTag[] {
  const locale = siteLocaleOf(pathname);
  const canonical = meta.canonicalPath ?? englishSitePath(pathname);
  const pageUrl = absolute(sitePathIn(canonical, locale), origin);
  const otherLocales = (Object.keys(LANGUAGE_TAGS) as SiteLocale[]).filter((other) => other !== locale);
  const tags: HeadTag[] = [
    { tag: 'link', attributes: { rel: 'canonical', href: pageUrl } },
    // A page kept out of search results (noindex) or answered with an error offers no other language.
    ...(meta.noindex || (meta.status ?? 200) !== 200
      ? []
      : [
          ...(Object.keys(LANGUAGE_TAGS) as SiteLocale[]).map((each) => ({
            tag: 'link' as const,
            attributes: { rel: 'alternate', hreflang: LANGUAGE_TAGS[each].hreflang, href: absolute(sitePathIn(canonical, each), origin) },
          })),
          { tag: 'link' as const, attributes: { rel: 'alternate', hreflang: 'x-default', href: absolute(canonical, origin) } },
        ]),
    { tag: 'meta', attributes: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attributes: { property: 'og:locale', content: LANGUAGE_TAGS[locale].ogLocale } },
    ...otherLocales.map((other) => ({ tag: 'meta' as const, attributes: { property: 'og:locale:alternate', content: LANGUAGE_TAGS[other].ogLocale } })),
    { tag: 'meta', attributes: { property: 'og:type', content: meta.ogType ?? 'website' } },
    { tag: 'meta', attributes: { property: 'og:title', content: meta.shareTitle ?? meta.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attributes: { property: 'og:url', content: pageUrl } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attributes: { name: 'twitter:title', content: meta.shareTitle ?? meta.title } },
    { tag: 'meta', attributes: { name: 'twitter:description', content: meta.description } },
  ];
  if (meta.noindex) tags.unshift({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });
  if (meta.preloadImage) tags.unshift({ tag: 'link', attributes: meta.preloadImage });
  if (meta.image) {
    const imageUrl = absolute(meta.image.src, origin);
    tags.push(
      { tag: 'meta', attributes: { property: 'og:image', content: imageUrl } },
      { tag: 'meta', attributes: { property: 'og:image:width', content: String(meta.image.width) } },
      { tag: 'meta', attributes: { property: 'og:image:height', content: String(meta.image.height) } },
      { tag: 'meta', attributes: { property: 'og:image:alt', content: meta.image.alt } },
      { tag: 'meta', attributes: { name: 'twitter:image', content: imageUrl } },
    );
  }
  if (meta.structuredData) {
    // The page itself joins the page's schema.org data, in its language (`inLanguage`: the products and trips it
    // describes have no language of their own in schema.org).
    const { '@context': context, '@graph': graph, ...single } = meta.structuredData(origin);
    const nodes = Array.isArray(graph) ? (graph as unknown[]) : [single];
    const page = { '@type': 'WebPage', url: pageUrl, name: meta.shareTitle ?? meta.title, inLanguage: LANGUAGE_TAGS[locale].hreflang };
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: jsonForDataBlock({ '@context': context ?? 'https://schema.org', '@graph': [...nodes, page] }),
    });
  }
  return tags;
}

/** The `<meta name="description">` of index.html, created when missing (component tests). */
function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

function replacePageHead(tags: readonly HeadTag[]): HTMLElement[] {
  for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) element.remove();
  return tags.map(({ tag, attributes, text }) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
    return element;
  });
}

/**
 * The page's title, description, canonical address, link-preview tags and schema.org data. On the server the
 * renderer collects them into the document it answers (with the page's status); in the browser they are set while
 * the page is shown and the previous title and description are put back when it goes. index.html holds one
 * description element: this hook updates it rather than adding a second one.
 */
export function usePageMeta(meta: PageMeta): void {
  const collector = use(PageMetaCollectorContext);
  if (collector) collector.meta = meta;
  const { title, description } = meta;
  // In the browser: the head elements as text, so the effect below runs when they change, not on every render.
  const headTags = collector ? '' : JSON.stringify(pageHeadTags(meta, window.location.origin, window.location.pathname));
  useEffect(() => {
    const previousTitle = document.title;
    const element = descriptionElement();
    const previousDescription = element.content;
    document.title = title;
    element.content = description;
    return () => {
      document.title = previousTitle;
      element.content = previousDescription;
    };
  }, [title, description]);
  useEffect(() => {
    if (!headTags) return undefined;
    const added = replacePageHead(JSON.parse(headTags) as HeadTag[]);
    return () => {
      for (const element of added) element.remove();
    };
  }, [headTags]);
}
