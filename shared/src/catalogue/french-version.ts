import { frenchGapsOf, type FrenchText } from './french-texts.ts';
import type { CatalogueLanguage } from './catalogue-language.ts';

/**
 * The French version of any catalogue item beside its English one (docs/decisions/bilingual-catalogue.md): the same
 * mechanism as a package's, `fr: { texts: { <path>: { text, from } } }`, where the paths of an item with a few texts
 * are the names of its text fields (`style_name`, `name`, `label`, `blurb`) and `from` is the fingerprint of the
 * English text the French translates. Complete means every English text that is not empty has a current French one.
 */

/** An item's French version: its French texts by path. */
export interface FrenchVersion {
  texts: Record<string, FrenchText>;
}

/** The English texts of an item's text fields `paths`, the empty ones left out (nothing to translate). */
export function englishTextsOf<K extends string>(item: Readonly<Partial<Record<K, unknown>>>, paths: readonly K[]): Array<{ path: K; english: string }> {
  return paths.flatMap((path) => {
    const english = item[path];
    return typeof english === 'string' && english.trim() !== '' ? [{ path, english }] : [];
  });
}

/**
 * The item with its French texts in place of the English ones when its French version is complete; null when it is
 * not (the French site then leaves the item out). Its other fields are its own; the French version itself is left out.
 */
export function inFrench<T extends { fr?: FrenchVersion | undefined }, K extends keyof T & string>(item: T, paths: readonly K[]): Omit<T, 'fr'> | null {
  const texts = englishTextsOf(item as Partial<Record<K, unknown>>, paths);
  if (frenchGapsOf(texts, item.fr).length > 0) return null;
  const { fr, ...english } = item;
  const french: Record<string, unknown> = { ...english };
  for (const { path } of texts) french[path] = fr!.texts[path]!.text;
  return french as Omit<T, 'fr'>;
}

/** An item without its French version: what the English site receives. */
export function withoutFrench<T extends { fr?: FrenchVersion | undefined }>(item: T): Omit<T, 'fr'> {
  const { fr: _french, ...english } = item;
  return english;
}

/**
 * Items as a public read answers them in `lang`: in English as they are, without their French versions; in French only
 * those whose French version is complete, with their French texts (in the same order).
 */
export function itemsInLanguage<T extends { fr?: FrenchVersion | undefined }, K extends keyof T & string>(
  items: readonly T[],
  paths: readonly K[],
  lang: CatalogueLanguage,
): Array<Omit<T, 'fr'>> {
  if (lang !== 'fr') return items.map(withoutFrench);
  return items.flatMap((item) => inFrench(item, paths) ?? []);
}
