/** What Vite writes into `import.meta.env` that the app reads. */
interface ImportMetaEnv {
  /** True in the server build and in the dev server's server-side modules; false in the browser's build. */
  readonly SSR: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
