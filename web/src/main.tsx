// zod's settings before any chunk can load it, then the static styles: the theme's tokens as CSS variables and the page frame (no styling runtime on public pages).
import './zod-without-eval.ts';
import './styles/theme-tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { createAppRouter } from './app/router.tsx';
import { startFirstPageData } from './app/routes/first-page-data.ts';
import { runtimeConfigResponse } from './first-request.ts';
import { setApiBaseUrl } from './lib/api-client.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';

// The router starts downloading the current page's code; /config.json was asked for by first-request.ts.
const router = createAppRouter();
const configLoading = loadRuntimeConfig(() => runtimeConfigResponse);
const root = createRoot(document.getElementById('root')!);

void configLoading.then((configResult) => {
  if (configResult.ok) {
    setApiBaseUrl(configResult.config.apiBaseUrl);
    startFirstPageData(router.state, configResult.config);
  }
  // A transition lets React build the first page in short slices, so a slow phone is never blocked for long.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppRoot configResult={configResult} router={router} />
      </StrictMode>,
    );
  });
});
