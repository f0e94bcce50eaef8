/**
 * The rich-text sanitiser, imported on the first request that needs it (a save of rich text, an e-mail).
 * sanitize-html with its parser and CSS dependencies is about 180 KiB of a bundle; evaluated at start it added
 * about 0.25 to each including group's cold-start ratio (docs/decisions/server-rich-text-sanitizer.md). Lambda
 * code imports the sanitiser only through here, or renders e-mail through `loadEmailRenderer`.
 */
export function loadRichTextSanitizer(): Promise<typeof import('./sanitize-rich-text.ts')> {
  return import('./sanitize-rich-text.ts');
}

/** The e-mail renderer, which sanitises each message's HTML, imported on first use for the same reason. */
export function loadEmailRenderer(): Promise<typeof import('../email/render-email.ts')> {
  return import('../email/render-email.ts');
}
