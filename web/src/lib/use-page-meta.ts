import { useEffect } from 'react';

/** What a page tells search engines and the browser tab about itself. */
export interface PageMeta {
  /** The tab title, e.g. `Contact us | TBB Travel` (see {@link pageTitle}). */
  title: string;
  /** One or two sentences for search results (about 150 characters). */
  description: string;
}

const SITE_NAME = 'TBB Travel';

/** A page's tab title with the site name after it: `pageTitle('Careers')` → `Careers | TBB Travel`. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
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

/**
 * Sets the document title and the meta description while the page is shown, and puts the previous
 * values back when it goes. index.html already holds one description element: this hook updates it
 * rather than adding a second one (React 19's `<meta>` element would add another).
 */
export function usePageMeta({ title, description }: PageMeta): void {
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
}
