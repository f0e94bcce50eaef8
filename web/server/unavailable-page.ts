import type { RuntimeConfig } from '@tdp/shared/runtime-config';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The site's page for a render that failed with no copy to show: the site's template (its styles, header fonts and
 * icons) with the app's scripts taken out and a short message in place of the app, naming the ways to reach the agency
 * that do not need the site (phone, hours, e-mail from the stage's runtime config). No error detail ever appears.
 */
export function unavailablePage(template: string, config: RuntimeConfig): string {
  const phone = escapeHtml(config.phone);
  const message =
    '<main class="page-unavailable">' +
    '<h1>This page is taking a short break</h1>' +
    '<p>We could not show this page just now. Please try again in a minute.</p>' +
    `<p>To talk to a travel agent now, call <a href="tel:${escapeHtml(config.phone.replace(/[^0-9+]/g, ''))}">${phone}</a> ` +
    `(${escapeHtml(config.hours)}) or write to <a href="mailto:${escapeHtml(config.supportEmail)}">${escapeHtml(config.supportEmail)}</a>.</p>` +
    '<p><a href="/">Back to the home page</a></p>' +
    '</main>';
  return template
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '')
    .replace(/<title>[^<]*<\/title>/, '<title>Please try again in a minute · TBB Travel</title>')
    .replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${message}</div>`);
}
