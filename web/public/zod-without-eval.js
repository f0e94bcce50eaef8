// The site's Content-Security-Policy has no 'unsafe-eval', so zod must neither compile its parsers with
// `new Function` nor probe whether it may: the browser reports the probe as a CSP violation even though zod
// catches it. zod reads its settings from this global when it loads; a classic deferred script placed
// before the app's module script runs first, before any chunk builds a schema (web/e2e/csp.e2e.test.ts).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
