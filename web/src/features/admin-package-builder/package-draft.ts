import { getLayout } from '@tdp/shared/layouts/layout-registry';
import { populateTabs, tabsInOrder, type PackageTabsState } from '@tdp/shared/catalogue/package-tabs-state';
import type { DateRange } from '@tdp/shared/schemas/date-range';
import {
  PACKAGE_FIELD_NAMES,
  packageCreateInputSchema,
  packageUrlFromTitle,
  type PackageFieldName,
  type IconName,
  type Package,
  type PackageCreateInput,
  type PackageStatus,
  type PublicPackage,
} from '@tdp/shared/schemas/package';
import { builderMessages as messages } from './messages.ts';
import { frenchMessages } from './components/french-version-messages.ts';
import { formatMessage } from '../../lib/intl.ts';
import { departuresMessages } from './departures-messages.ts';
import { departureInputOf, rowOfDeparture, type DepartureRow } from './departure-rows.ts';
import type { PackageFrench, TranslatablePackage } from '@tdp/shared/catalogue/french-texts';

/**
 * The package builder's form values and how they become the API's body. Numbers are kept as the text typed
 * (so "12." can be typed), dates as `YYYY-MM-DD` or '' and the tabs in the shared tab-state reducer; the
 * shared create schema (the server's own rules) checks the result, so the admin sees the server's verdict
 * before sending.
 */

/** One icon line of the card while edited: the icon may not be chosen yet. */
export interface IconLineDraft {
  icon: IconName | '';
  text1: string;
}

/** The package's own fields as the builder edits them (the tabs are kept apart). */
export interface PackageDraft {
  title: string;
  package_url: string;
  /** The url follows the title until the admin edits the url (always false once a package is saved). */
  urlFollowsTitle: boolean;
  price: string;
  tax: string;
  /** Media key of the banner; '' until one is chosen. */
  banner_image: string;
  /**
   * Media key of the 1200 × 630 link-preview image made when the banner was cropped here; null when the banner
   * was chosen as it is (link previews then show the banner).
   */
  share_image: string | null;
  icons_data: IconLineDraft[];
  dateRanges: DateRange[];
  destinationIds: string[];
  travelStyleIds: number[];
  departureCityIds: number[];
  status: PackageStatus;
  validFrom: string;
  validUntil: string;
  seoTitle: string;
  seoDescription: string;
  /** The package's departures (none: a package at one price on its typed dates). */
  departures: DepartureRow[];
  /** The French version of its texts as stored (kept as it is by a save; null: none yet). */
  fr: PackageFrench | null;
}

/** A new package's values: a draft with nothing filled in. */
export function emptyDraft(): PackageDraft {
  return {
    title: '',
    package_url: '',
    urlFollowsTitle: true,
    price: '',
    tax: '',
    banner_image: '',
    share_image: null,
    icons_data: [],
    dateRanges: [],
    destinationIds: [],
    travelStyleIds: [],
    departureCityIds: [],
    status: 'draft',
    validFrom: '',
    validUntil: '',
    seoTitle: '',
    seoDescription: '',
    departures: [],
    fr: null,
  };
}

/** The values of a package read for editing, and its tabs for the tab-state reducer ("converted data"). */
export function draftFromPackage(pkg: Package): { draft: PackageDraft; tabs: PackageTabsState } {
  return {
    draft: {
      title: pkg.title,
      package_url: pkg.package_url,
      urlFollowsTitle: false,
      price: String(pkg.price),
      tax: String(pkg.tax),
      banner_image: pkg.banner_image,
      share_image: pkg.share_image ?? null,
      icons_data: pkg.icons_data.map((line) => ({ ...line })),
      dateRanges: pkg.dateRanges.map((range) => ({ ...range })),
      destinationIds: [...pkg.destinationIds],
      travelStyleIds: [...pkg.travelStyleIds],
      departureCityIds: [...pkg.departureCityIds],
      status: pkg.status,
      validFrom: pkg.validFrom ?? '',
      validUntil: pkg.validUntil ?? '',
      seoTitle: pkg.seo.title,
      seoDescription: pkg.seo.description,
      departures: (pkg.departures ?? []).map(rowOfDeparture),
      fr: pkg.fr ?? null,
    },
    tabs: populateTabs(pkg.tabs),
  };
}

/** A new title: the url follows it while the admin has not edited the url. */
export function withTitle(draft: PackageDraft, title: string): PackageDraft {
  return draft.urlFollowsTitle ? { ...draft, title, package_url: packageUrlFromTitle(title) } : { ...draft, title };
}

/** A url typed by the admin: it stops following the title (an emptied url follows it again). */
export function withUrl(draft: PackageDraft, packageUrl: string): PackageDraft {
  const follows = packageUrl.trim() === '';
  return { ...draft, package_url: follows ? packageUrlFromTitle(draft.title) : packageUrl, urlFollowsTitle: follows };
}

/**
 * A new banner and its link-preview image. The share image belongs to one banner: a banner chosen as it is,
 * or removed, leaves none (link previews then show the banner), never the previous banner's.
 */
export function withBanner(draft: PackageDraft, bannerImage: string, shareImage: string | null = null): PackageDraft {
  return { ...draft, banner_image: bannerImage, share_image: bannerImage === '' ? null : shareImage };
}

/** Text typed into an amount field as the schema reads it: a number when it is one, otherwise as typed. */
function amountOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** A tab's fields without values its layout does not have (and without the ones left unset). */
function fieldsForLayout(layoutName: string, fields: Record<string, unknown>): Record<string, unknown> {
  const keys = new Set((getLayout(layoutName)?.fields ?? []).map((field) => field.key));
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => keys.has(key) && value !== undefined));
}

/**
 * How the builder writes each of the editor's fields into the body the API takes (the shared list
 * `PACKAGE_FIELD_NAMES`: a new field of the package is a compile error here until the builder sends it). `undefined`
 * leaves the field out of the body.
 */
const BODY_FIELDS: { readonly [K in PackageFieldName]: (draft: PackageDraft, tabs: PackageTabsState) => unknown } = {
  package_url: (draft) => draft.package_url,
  title: (draft) => draft.title,
  banner_image: (draft) => draft.banner_image,
  share_image: (draft) => draft.share_image,
  price: (draft) => amountOf(draft.price),
  tax: (draft) => amountOf(draft.tax),
  icons_data: (draft) => draft.icons_data,
  dateRanges: (draft) => draft.dateRanges,
  destinationIds: (draft) => draft.destinationIds,
  travelStyleIds: (draft) => draft.travelStyleIds,
  departureCityIds: (draft) => draft.departureCityIds,
  status: (draft) => draft.status,
  validFrom: (draft) => (draft.validFrom === '' ? null : draft.validFrom),
  validUntil: (draft) => (draft.validUntil === '' ? null : draft.validUntil),
  seo: (draft) => ({ title: draft.seoTitle, description: draft.seoDescription }),
  tabs: (_draft, tabs) =>
    tabsInOrder(tabs).map((tab) => ({ tabName: tab.tabName, layoutName: tab.layoutName, fields: fieldsForLayout(tab.layoutName, tab.fields) })),
  // None is sent as none: the server stores no departures either way.
  departures: (draft) => (draft.departures.length > 0 ? draft.departures.map(departureInputOf) : undefined),
  fr: (draft) => draft.fr ?? undefined,
};

/** The body the API takes (before its schema runs): what the builder sends on save. */
export function packageInputOf(draft: PackageDraft, tabs: PackageTabsState): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of PACKAGE_FIELD_NAMES) {
    const value = BODY_FIELDS[name](draft, tabs);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

/** The package's English texts as the builder holds them: what its French version translates. */
export function englishTextsOf(draft: PackageDraft, tabs: PackageTabsState): TranslatablePackage {
  return {
    title: draft.title,
    icons_data: draft.icons_data,
    seo: { title: draft.seoTitle, description: draft.seoDescription },
    tabs: tabsInOrder(tabs).map((tab) => ({ tabName: tab.tabName, layoutName: tab.layoutName, fields: tab.fields })),
  };
}

/** Problems by dotted path (`title`, `tabs.1.fields.summary`), each a rule to show under its field. */
export type DraftErrors = Readonly<Record<string, string>>;

/** Checks the values with the shared create schema: the body to send, or the problems of each field. */
export function checkDraft(draft: PackageDraft, tabs: PackageTabsState): { ok: true; body: PackageCreateInput } | { ok: false; errors: DraftErrors } {
  const result = packageCreateInputSchema.safeParse(packageInputOf(draft, tabs));
  if (result.success) return { ok: true, body: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The errors whose path lies in `prefix` (`tabs.2`), keyed by the rest of the path (`fields.summary`). */
export function errorsUnder(errors: DraftErrors, prefix: string): DraftErrors {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(start))
      .map(([path, rule]) => [path.slice(start.length), rule]),
  );
}

/** The first problem of a field or anything inside it (`dateRanges` → `dateRanges.2.end`). */
export function firstErrorAt(errors: DraftErrors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}

/** Human names of the package's own fields, for the summary of problems ("Price must be 0 or more"). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: messages.titleLabel,
  package_url: messages.urlLabel,
  banner_image: messages.bannerLabel,
  share_image: messages.shareImageLabel,
  price: messages.priceLabel,
  tax: messages.taxLabel,
  icons_data: messages.iconsLabel,
  dateRanges: messages.datesLabel,
  destinationIds: messages.destinationsLabel,
  travelStyleIds: messages.stylesLabel,
  departureCityIds: messages.departuresLabel,
  status: messages.statusLabel,
  validFrom: messages.validFromLabel,
  validUntil: messages.validUntilLabel,
  seo: messages.seoHeading,
  tabs: messages.tabsHeading,
  departures: departuresMessages.section,
};

/** "Tab Overview › Summary" or "Price": where a problem is, in the admin's words. */
export function describeErrorPath(path: string, tabs: PackageTabsState): string {
  const parts = path.split('.');
  if (parts[0] === 'tabs' && parts.length > 1) {
    const tab = tabsInOrder(tabs)[Number(parts[1])];
    if (!tab) return messages.tabsHeading;
    const fieldKey = parts[2] === 'fields' ? parts[3] : parts[2];
    const label =
      getLayout(tab.layoutName)?.fields.find((field) => field.key === fieldKey)?.label ?? (parts[2] === 'tabName' ? messages.tabNameLabel : undefined);
    return label ? `${tab.tabName} › ${label}` : tab.tabName;
  }
  if (parts[0] === 'departures' && parts.length > 1)
    return `${departuresMessages.section} › ${formatMessage(departuresMessages.rowLabel, { number: Number(parts[1]) + 1 })}`;
  if (parts[0] === 'seo') return parts[1] === 'description' ? messages.seoDescriptionLabel : messages.seoTitleLabel;
  if (parts[0] === 'fr') return frenchMessages.section;
  return FIELD_LABELS[parts[0]!] ?? parts[0]!;
}

/**
 * The package as a visitor's page would receive it, for the preview: today's values whatever their state
 * (the preview shows what is typed, even before it is valid).
 */
export function previewPackage(
  draft: PackageDraft,
  tabs: PackageTabsState,
  saved: { id: number; version: number; createdAt: string; updatedAt: string } | null,
): PublicPackage {
  const now = new Date().toISOString();
  const amount = (text: string) => {
    const value = Number(text);
    return Number.isFinite(value) && text.trim() !== '' ? value : 0;
  };
  return {
    id: saved?.id ?? 1,
    version: saved?.version ?? 1,
    createdAt: saved?.createdAt ?? now,
    updatedAt: saved?.updatedAt ?? now,
    package_url: draft.package_url,
    title: draft.title || messages.untitled,
    banner_image: draft.banner_image || '/favicon.svg',
    share_image: draft.share_image,
    price: amount(draft.price),
    tax: amount(draft.tax),
    icons_data: draft.icons_data.filter((line): line is { icon: IconName; text1: string } => line.icon !== '' && line.text1.trim() !== ''),
    dateRanges: draft.dateRanges,
    destinationIds: draft.destinationIds as PublicPackage['destinationIds'],
    travelStyleIds: draft.travelStyleIds,
    departureCityIds: draft.departureCityIds,
    status: draft.status,
    validFrom: draft.validFrom || null,
    validUntil: draft.validUntil || null,
    seo: { title: draft.seoTitle, description: draft.seoDescription },
    tabs: tabsInOrder(tabs).map((tab) => ({ tabName: tab.tabName, layoutName: tab.layoutName, fields: fieldsForLayout(tab.layoutName, tab.fields) })),
  };
}
