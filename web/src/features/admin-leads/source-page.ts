import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { formatMessage } from '../../lib/intl.ts';
import { adminLeadsMessages as messages } from './messages.ts';

/** The pages a form is sent from, by path, as the staff call them. */
const PAGE_NAMES: Readonly<Record<string, string>> = {
  [PUBLIC_PATHS.home]: messages.sourcePages.home,
  [PUBLIC_PATHS.requestQuote]: messages.sourcePages.requestQuote,
  [PUBLIC_PATHS.disneyRequestQuote]: messages.sourcePages.disneyQuote,
  [PUBLIC_PATHS.groupRequestQuote]: messages.sourcePages.groupQuote,
  [PUBLIC_PATHS.contactUs]: messages.sourcePages.contactUs,
  [PUBLIC_PATHS.becomeAgent]: messages.sourcePages.becomeAgent,
  [PUBLIC_PATHS.connectedAgents]: messages.sourcePages.findAgent,
};

/**
 * The page a lead was sent from (`source`, a site path with its query) as words: the page's name, and the package a
 * quote was asked from (`?package=` or a deal page) by its title when `packageTitle` knows it.
 */
export function sourcePageName(source: string, packageTitle: (slug: string) => string | undefined): string {
  const url = new URL(source, 'https://site.invalid');
  const path = url.pathname;
  const dealSlug = /^\/deals\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (dealSlug) return formatMessage(messages.sourcePages.deal, { title: packageTitle(dealSlug) ?? dealSlug });
  const agentSlug = /^\/ca\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (agentSlug) return formatMessage(messages.sourcePages.agentPage, { slug: agentSlug });
  const name = PAGE_NAMES[path] ?? path;
  const packageSlug = url.searchParams.get('package');
  return packageSlug ? formatMessage(messages.sourcePages.forPackage, { page: name, title: packageTitle(packageSlug) ?? packageSlug }) : name;
}
