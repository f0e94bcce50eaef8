/**
 * The languages the public catalogue reads answer in (issue 31; docs/decisions/bilingual-catalogue.md): a public read
 * takes `lang=en|fr` in its query; without it the answer is the English one, as it always was.
 */
export const CATALOGUE_LANGUAGES = ['en', 'fr'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];
