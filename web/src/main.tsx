// zod's settings before any chunk can load it, then the static styles: the theme's tokens as CSS variables and the page frame (no styling runtime on public pages).
import './zod-without-eval.ts';
import './styles/theme-tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app/app-root.tsx';
import { appRouterOptions, appRoutes } from './app/router.tsx';
import { loadCatalogues, localeOfPath, routerBasename } from './i18n/catalogue.ts';
import { pageInChosenLanguage } from './i18n/language-choice.ts';
import { setApiBaseUrl } from './lib/api-client.ts';
import { readServerRenderedState } from './lib/hydration-data.ts';
import { RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_REQUEST } from './lib/runtime-config-path.ts';

const container = document.getElementById('root')!;
const serverRendered = readServerRenderedState();
// A French page's routes are the English ones under `/fr` (the router's basename): its links and navigations stay French.
const basename = routerBasename(window.location.pathname);

/**
 * The page's lazily loaded routes, loaded before hydration: the server rendered them, so the first render in the
 * browser must have their components too (a route still loading would render its fallback and not match).
 */
async function loadMatchedLazyRoutes(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// A visitor who chose the other language with the switch, arriving from outside the site: the same page in that language.
const chosenLanguagePage = serverRendered ? pageInChosenLanguage(window.location, document.referrer) : null;

if (chosenLanguagePage) {
  window.location.replace(chosenLanguagePage);
} else if (serverRendered) {
  // A page the server rendered (public pages): hydrate it with the data it was rendered with.
  const { hydrationData, config } = serverRendered;
  setApiBaseUrl(config.apiBaseUrl);
  // The page's code, then its words in the page's language (what the server rendered it with).
  void loadMatchedLazyRoutes().then(async () => {
    await loadCatalogues(localeOfPath(window.location.pathname));
    const router = createBrowserRouter(appRoutes, { ...appRouterOptions, hydrationData, basename });
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between them (a
    // default-priority hydration is one task as long as the whole page); a click or key on a part not hydrated yet
    // hydrates that part first. docs/decisions/hydration.md.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppRoot configResult={{ ok: true, config }} router={router} />
        </StrictMode>,
      );
    });
  });
} else {
  // The dashboards (and index.html served as is): rendered in the browser once /config.json is read, by a file of their
  // own (a public page never downloads it); the config's request starts now, beside that file's.
  const config = fetch(RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_REQUEST);
  // A failed request is read (and shown) by loadRuntimeConfig; this only keeps it from counting as unhandled meanwhile.
  config.catch(() => undefined);
  void import('./app/render-dashboards.tsx').then(({ renderDashboards }) => renderDashboards(container, config));
}
