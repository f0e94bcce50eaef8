import { getLayout, type FaqItem, type GalleryImage, type ItineraryDay } from '../layouts/layout-registry.ts';

/**
 * The French version of a package's texts (issue 31; docs/decisions/bilingual-catalogue.md). Every text a visitor
 * reads (the title, the icon lines, the search-engine texts, each tab's name and the texts of its fields) has an
 * address, its path (`title`, `icons.0`, `tabs.2.fields.days.3.description`); the package's `fr.texts` holds the French
 * text of a path with the fingerprint of the English text it was translated from. A French version is complete when
 * every English text that is not empty has a French text translated from the English as it is now: an English text
 * edited, or moved (a day inserted before it), asks for its translation again.
 */

/** The texts of a package that have a French version. */
export interface TranslatablePackage {
  title: string;
  icons_data: ReadonlyArray<{ text1: string }>;
  seo: { title: string; description: string };
  tabs: ReadonlyArray<{ tabName: string; layoutName: string; fields: Record<string, unknown> }>;
}

/** One English text of a package and where it is. */
export interface TranslatableText {
  path: string;
  english: string;
  /** Rich text (HTML): its French version is sanitised as the English one is. */
  rich: boolean;
  /** Most characters its French version may have (the English field's limit). */
  max: number | undefined;
}

/** A French text and the fingerprint of the English text it translates. */
export interface FrenchText {
  text: string;
  from: string;
}

/** The French version of a package: its texts by path, and its own address on the French site (absent: the English one). */
export interface PackageFrench {
  texts: Record<string, FrenchText>;
  slug?: string | undefined;
}

/** Why an English text has no usable French one. */
export type FrenchGapReason = 'missing' | 'outdated';

/** An English text whose French version is missing or was made from another English text. */
export interface FrenchGap {
  path: string;
  english: string;
  reason: FrenchGapReason;
}

/** Most characters of each kind of text without a limit of its own in the layout (icon lines and names have theirs). */
const TEXT_LIMITS = { title: 200, icon: 120, seoTitle: 70, seoDescription: 160, tabName: 60 } as const;

/**
 * A short fingerprint of a text (FNV-1a, 32 bits, as 8 hex digits, of the text without its outer spaces, as the API
 * stores texts): the same in the browser and on the server, so a translation records which English text it was made
 * from.
 */
export function textFingerprint(text: string): string {
  const trimmed = text.trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < trimmed.length; i++) {
    hash ^= trimmed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function pushText(texts: TranslatableText[], path: string, english: unknown, rich: boolean, max: number | undefined): void {
  if (typeof english === 'string' && english.trim() !== '') texts.push({ path, english, rich, max });
}

/** Every English text of a package a visitor reads, in reading order; empty texts are left out (nothing to translate). */
export function translatableTexts(pkg: TranslatablePackage): TranslatableText[] {
  const texts: TranslatableText[] = [];
  pushText(texts, 'title', pkg.title, false, TEXT_LIMITS.title);
  pkg.icons_data.forEach((icon, index) => pushText(texts, `icons.${index}`, icon.text1, false, TEXT_LIMITS.icon));
  pushText(texts, 'seo.title', pkg.seo.title, false, TEXT_LIMITS.seoTitle);
  pushText(texts, 'seo.description', pkg.seo.description, false, TEXT_LIMITS.seoDescription);
  pkg.tabs.forEach((tab, tabIndex) => {
    const at = `tabs.${tabIndex}`;
    pushText(texts, `${at}.name`, tab.tabName, false, TEXT_LIMITS.tabName);
    for (const field of getLayout(tab.layoutName)?.fields ?? []) {
      const value = tab.fields[field.key];
      const path = `${at}.fields.${field.key}`;
      switch (field.kind) {
        case 'text':
        case 'textarea':
          pushText(texts, path, value, false, field.max);
          break;
        case 'richtext':
          pushText(texts, path, value, true, field.max);
          break;
        case 'stringList':
          if (Array.isArray(value)) value.forEach((entry, index) => pushText(texts, `${path}.${index}`, entry, false, undefined));
          break;
        case 'days':
          if (Array.isArray(value))
            (value as ItineraryDay[]).forEach((day, index) => {
              pushText(texts, `${path}.${index}.title`, day.title, false, undefined);
              pushText(texts, `${path}.${index}.description`, day.description, false, undefined);
            });
          break;
        case 'faqList':
          if (Array.isArray(value))
            (value as FaqItem[]).forEach((item, index) => {
              pushText(texts, `${path}.${index}.question`, item.question, false, undefined);
              pushText(texts, `${path}.${index}.answer`, item.answer, false, undefined);
            });
          break;
        case 'imageList':
          if (Array.isArray(value))
            (value as GalleryImage[]).forEach((image, index) => pushText(texts, `${path}.${index}.caption`, image.caption, false, undefined));
          break;
        default:
          // Numbers, images and table references read the same in both languages.
          break;
      }
    }
  });
  return texts;
}

/**
 * The English texts whose French version is missing or outdated, in their order: the one rule of every French version
 * (a package's texts, a destination's or travel style's name, ...): a text without French, or with a blank one, is
 * `missing`; one whose `from` is not the fingerprint of the English as it is now is `outdated`.
 */
export function frenchGapsOf(texts: ReadonlyArray<{ path: string; english: string }>, french: PackageFrench | undefined): FrenchGap[] {
  const translations = french?.texts ?? {};
  return texts.flatMap(({ path, english }): FrenchGap[] => {
    const translated = translations[path];
    if (!translated || translated.text.trim() === '') return [{ path, english, reason: 'missing' }];
    if (translated.from !== textFingerprint(english)) return [{ path, english, reason: 'outdated' }];
    return [];
  });
}

/** The English texts of a package whose French version is missing or outdated, in reading order. */
export function frenchGaps(pkg: TranslatablePackage & { fr?: PackageFrench | undefined }): FrenchGap[] {
  return frenchGapsOf(translatableTexts(pkg), pkg.fr);
}

/** Whether a package's French version is complete: it may then be shown on the French site (when on sale). */
export function isFrenchComplete(pkg: TranslatablePackage & { fr?: PackageFrench | undefined }): boolean {
  return frenchGaps(pkg).length === 0;
}

/**
 * The French version's texts that translate none of the package's English texts any more (a day removed, a field
 * emptied): what a save drops, so the stored French version holds only what the package shows.
 */
export function strayFrenchPaths(pkg: TranslatablePackage, french: PackageFrench): string[] {
  const paths = new Set(translatableTexts(pkg).map((text) => text.path));
  return Object.keys(french.texts).filter((path) => !paths.has(path));
}

/**
 * A package with the French texts of `french` in place of its English ones, at every path of `translatableTexts` that
 * has one (a complete French version has all): what the French site shows. Everything else (numbers, pictures, table
 * references, departures) is the package's own; the package given is not changed.
 */
export function withFrenchTexts<T extends TranslatablePackage>(pkg: T, french: PackageFrench): T {
  const icons_data = pkg.icons_data.map((icon) => ({ ...icon }));
  const seo = { ...pkg.seo };
  const tabs = pkg.tabs.map((tab) => ({ ...tab, fields: structuredClone(tab.fields) }));
  let title = pkg.title;
  for (const { path } of translatableTexts(pkg)) {
    const text = french.texts[path]?.text;
    if (text === undefined) continue;
    const [first, second, third, key, entry, part] = path.split('.');
    if (first === 'title') title = text;
    else if (first === 'icons') icons_data[Number(second)]!.text1 = text;
    else if (first === 'seo') seo[second as 'title' | 'description'] = text;
    else if (third === 'name') tabs[Number(second)]!.tabName = text;
    else {
      const fields = tabs[Number(second)]!.fields;
      if (entry === undefined) fields[key!] = text;
      else if (part === undefined) (fields[key!] as unknown[])[Number(entry)] = text;
      else (fields[key!] as Array<Record<string, unknown>>)[Number(entry)]![part] = text;
    }
  }
  return { ...pkg, title, icons_data, seo, tabs };
}
