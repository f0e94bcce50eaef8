import { strayFrenchPaths, textFingerprint, translatableTexts, type PackageFrench, type TranslatablePackage } from '@tdp/shared/catalogue/french-texts';
import { loadRichTextSanitizer } from '../rich-text/load-rich-text-sanitizer.ts';

/**
 * The French version of a package's texts as a save stores it (docs/decisions/bilingual-catalogue.md), given the
 * English texts as the body sent them (`sent`) and as they are stored (`stored`: rich text sanitised):
 * - a French text of a path the package no longer shows is dropped, and an empty one is left out (missing);
 * - French rich text is sanitised as the English is; a text longer than its English field allows is refused, by path;
 * - a translation made from the English of this very save keeps that link once the English is sanitised (its
 *   fingerprint moves to the stored English), so saving a translated package never makes it outdated.
 * Returns undefined when no French text and no French address is left. Problems go into `fields` (`fr.texts.<path>`).
 * The French address (`slug`) is kept as sent.
 */
export async function prepareFrench(
  french: PackageFrench | undefined,
  sent: TranslatablePackage,
  stored: TranslatablePackage,
  fields: Record<string, string>,
): Promise<PackageFrench | undefined> {
  if (!french) return undefined;
  const { sanitizeRichText } = await loadRichTextSanitizer();
  const sentFingerprints = new Map(translatableTexts(sent).map((text) => [text.path, textFingerprint(text.english)]));
  const stray = new Set(strayFrenchPaths(stored, french));
  const texts: PackageFrench['texts'] = {};
  for (const english of translatableTexts(stored)) {
    const translated = french.texts[english.path];
    if (!translated || stray.has(english.path) || translated.text.trim() === '') continue;
    const text = english.rich ? sanitizeRichText(translated.text) : translated.text.trim();
    if (english.max !== undefined && text.length > english.max) fields[`fr.texts.${english.path}`] = `must have at most ${english.max} characters`;
    const madeFromThisSave = translated.from === sentFingerprints.get(english.path);
    texts[english.path] = { text, from: madeFromThisSave ? textFingerprint(english.english) : translated.from };
  }
  if (french.slug !== undefined) return { texts, slug: french.slug };
  return Object.keys(texts).length > 0 ? { texts } : undefined;
}
