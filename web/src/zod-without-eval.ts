/**
 * The site's Content-Security-Policy has no 'unsafe-eval', so zod must neither compile its parsers with
 * `new Function` nor probe whether it may: the browser reports the probe as a CSP violation even though zod
 * catches it. zod reads this global when it loads (zod/v4/core), which is always later than this module: the
 * entry imports it first and loads no zod itself; forms and the admin bring zod in their own chunks
 * (web/e2e/csp.e2e.test.ts). Set here rather than by a script tag: one request less before the first page.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
