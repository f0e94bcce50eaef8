import { mediaRootOf, type MediaUse, type MediaUseKind } from '@tdp/shared/schemas/media';
import type { Package } from '@tdp/shared/schemas/package';
import { isAgentProfileComplete } from '@tdp/shared/schemas/agent-profile';
import { portalPageDefinition } from '@tdp/shared/portal-pages';
import { parseVariantPath, VARIANT_PATH_SEGMENT } from '@tdp/shared/media/image-variants';
import { listAgentProfiles } from '../../data/agent-profile-repository.ts';
import { batchGetEntities } from '../../data/content-batch-read.ts';
import { packageAgentNotesKey, packageKey } from '../../data/content-keys.ts';
import { newsletterRepository } from '../../data/newsletter-repository.ts';
import { listPackageCards } from '../../data/package-repository.ts';
import type { StoredPackageAgentNotes } from '../../data/package-agent-notes-repository.ts';
import { listSavedPortalPages } from '../../data/portal-page-repository.ts';
import { promotionRepository } from '../../data/promotion-repository.ts';
import { supplierRepository } from '../../data/supplier-repository.ts';
import { webinarRepository } from '../../data/webinar-repository.ts';
import { findWelcomeVideo } from '../../data/welcome-video-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { Conflict } from '../domain-errors.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/**
 * Who uses a media file: every item of content whose stored values point at it, wherever the reference sits
 * (a package's banner, share image, a photo of a tab, an image or link inside rich text, a supplier's logo or
 * documents, a newsletter's attachments, an agent's photo...). Values are read as the content stores them, so a
 * field added later is found without a change here. Decisions: docs/decisions/media-in-use.md.
 */

/** How a kind of content is named in a refusal ("package", "portal page"). */
const KIND_LABELS: Readonly<Record<MediaUseKind, string>> = {
  package: 'package',
  promotion: 'promotion',
  supplier: 'supplier',
  webinar: 'webinar',
  newsletter: 'newsletter',
  portalPage: 'portal page',
  welcomeVideo: 'welcome video',
  agent: 'agent',
};

/** How many uses a refusal names before summarising the rest. */
const USES_SHOWN = 10;

/** Attributes of rich text that hold an address. */
const ADDRESS_ATTRIBUTE = /\b(?:src|href|srcset|poster|data)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** Where files are publicly read (`MEDIA_PUBLIC_URL`, the site's `/media/` by default): addresses below it are keys. */
function publicBases(): string[] {
  const configured = process.env.MEDIA_PUBLIC_URL;
  return configured && configured !== '/media/' ? ['/media/', configured] : ['/media/'];
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function withoutQuery(address: string): string {
  return address.replace(/[?#].*$/, '');
}

function decodeAttributeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The object key a stored reference points at, or null: a key (`package-images/a.jpg`, `agents/x/photo.jpg`), a site
 * path under `/media/`, or an address below the public media address or with a `/media/` path (the CDN's). Whatever
 * folder it names: {@link mediaKeyOfReference} keeps the media library's.
 */
export function objectKeyOfReference(reference: string): string | null {
  const value = reference.trim();
  if (value === '') return null;
  for (const base of publicBases()) {
    if (value.startsWith(base)) return decodePath(withoutQuery(value.slice(base.length)));
  }
  if (/^https?:\/\//i.test(value)) {
    try {
      const path = new URL(value).pathname;
      const at = path.indexOf('/media/');
      return at >= 0 ? decodePath(path.slice(at + '/media/'.length)) : null;
    } catch {
      return null;
    }
  }
  return value.startsWith('/') ? null : value;
}

/**
 * The media key a stored reference points at, or null: a key (`package-images/a.jpg`), a site path under
 * `/media/`, or an address below the public media address or with a `/media/` path (the CDN's). A variant's
 * address (`/media/_v/webp/720/package-images/a.jpg`) shows its original, so it is a use of that file.
 */
export function mediaKeyOfReference(reference: string): string | null {
  const objectKey = objectKeyOfReference(reference);
  const key = objectKey?.startsWith(`${VARIANT_PATH_SEGMENT}/`) ? (parseVariantPath(objectKey)?.key ?? null) : objectKey;
  return key !== null && mediaRootOf(key) !== undefined ? key : null;
}

/** The addresses rich text points at (`src`, `href`, each entry of a `srcset`...), entities decoded. */
export function addressesInRichText(value: string): string[] {
  if (!value.includes('<')) return [];
  const addresses: string[] = [];
  for (const match of value.matchAll(ADDRESS_ATTRIBUTE)) {
    const attribute = decodeAttributeEntities(match[1] ?? match[2] ?? '');
    // srcset lists "address width" pairs separated by commas.
    for (const candidate of attribute.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')) addresses.push(candidate);
  }
  return addresses;
}

/** Every media key a stored value points at: its strings, and the addresses inside rich text, at any depth. */
export function mediaKeysReferencedBy(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const reference of [value, ...addressesInRichText(value)]) {
      const key = mediaKeyOfReference(reference);
      if (key) found.add(key);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) mediaKeysReferencedBy(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) mediaKeysReferencedBy(item, found);
  }
  return found;
}

/** An item of content as the search sees it: who it is, and the values to look into. */
interface ContentItem extends Omit<MediaUse, 'key'> {
  content: unknown;
}

/** What is asked about: one file, or every file below a folder. */
export type MediaTarget = { key: string } | { folder: string };

function matches(target: MediaTarget): (key: string) => boolean {
  return 'key' in target ? (key) => key === target.key : (key) => key.startsWith(target.folder);
}

async function packageItems(): Promise<ContentItem[]> {
  const cards = await listPackageCards();
  const [packages, agentNotes] = await Promise.all([
    batchGetEntities<Package>(cards.map((card) => packageKey(card.id))),
    batchGetEntities<StoredPackageAgentNotes>(cards.map((card) => packageAgentNotesKey(card.id))),
  ]);
  // A package's agent-only notes (their own item) are edited in its builder: their files are the package's uses.
  const notesByPackage = new Map(agentNotes.map((notes) => [notes.packageId, notes]));
  return packages.map((pkg) => ({
    kind: 'package',
    id: String(pkg.id),
    title: pkg.title,
    published: pkg.status === 'published',
    adminPath: pathHref(ADMIN_PATHS.packageEdit, { id: pkg.id }),
    content: [pkg, notesByPackage.get(pkg.id) ?? null],
  }));
}

async function promotionItems(today: string): Promise<ContentItem[]> {
  return (await promotionRepository.list()).map((promotion) => ({
    kind: 'promotion',
    id: String(promotion.id),
    title: promotion.title,
    // Switched on and not over: on the site now, or about to be.
    published: promotion.active && promotion.endsAt >= today,
    adminPath: `${ADMIN_PATHS.promotionForm}?id=${promotion.id}`,
    content: promotion,
  }));
}

async function portalItems(): Promise<ContentItem[]> {
  const [suppliers, webinars, newsletters, pages, welcomeVideo] = await Promise.all([
    supplierRepository.list(),
    webinarRepository.list(),
    newsletterRepository.list(),
    listSavedPortalPages(),
    findWelcomeVideo(),
  ]);
  return [
    ...suppliers.map((supplier): ContentItem => ({
      kind: 'supplier',
      id: String(supplier.id),
      title: supplier.name,
      published: supplier.active,
      adminPath: pathHref(ADMIN_PATHS.supplierEdit, { id: supplier.id }),
      content: supplier,
    })),
    ...webinars.map((webinar): ContentItem => ({
      kind: 'webinar',
      id: String(webinar.id),
      title: webinar.title,
      published: webinar.published,
      adminPath: pathHref(ADMIN_PATHS.webinarEdit, { id: webinar.id }),
      content: webinar,
    })),
    ...newsletters.map((newsletter): ContentItem => ({
      kind: 'newsletter',
      id: String(newsletter.id),
      title: newsletter.title,
      published: newsletter.published,
      adminPath: pathHref(ADMIN_PATHS.newsletterEdit, { id: newsletter.id }),
      content: newsletter,
    })),
    // Agents see every page of the portal as soon as it is saved.
    ...pages.map((page): ContentItem => ({
      kind: 'portalPage',
      id: page.slug,
      title: portalPageDefinition(page.slug)?.title ?? page.slug,
      published: true,
      adminPath: `${ADMIN_PATHS.portalPages}?page=${encodeURIComponent(page.slug)}`,
      content: { intro: page.intro, sections: page.sections },
    })),
    ...(welcomeVideo
      ? [
          {
            kind: 'welcomeVideo',
            id: 'welcome-video',
            title: welcomeVideo.title,
            published: true,
            adminPath: ADMIN_PATHS.welcomeVideo,
            content: welcomeVideo,
          } satisfies ContentItem,
        ]
      : []),
  ];
}

async function agentItems(): Promise<ContentItem[]> {
  return (await listAgentProfiles()).map((profile) => ({
    kind: 'agent',
    id: profile.slug,
    title: profile.name,
    // Only a complete, active profile is public (the directory and /ca/{slug}).
    published: profile.status === 'active' && isAgentProfileComplete(profile),
    adminPath: pathHref(ADMIN_PATHS.agentEdit, { id: profile.slug }),
    content: { photo: profile.photo },
  }));
}

const KIND_ORDER: readonly MediaUseKind[] = Object.keys(KIND_LABELS) as MediaUseKind[];

/**
 * Every item of content that points at the file (or at a file below the folder), live uses first. It reads
 * every package and every small collection of content: an admin action's cost, never a visitor's
 * (docs/decisions/media-in-use.md).
 */
export async function findMediaUses(target: MediaTarget, now: Date = new Date()): Promise<MediaUse[]> {
  const isTarget = matches(target);
  const groups = await Promise.all([packageItems(), promotionItems(agencyToday(now)), portalItems(), agentItems()]);
  const uses: MediaUse[] = [];
  for (const { content, ...item } of groups.flat()) {
    for (const key of [...mediaKeysReferencedBy(content)].filter(isTarget).sort()) uses.push({ ...item, key });
  }
  return uses.sort(
    (a, b) =>
      Number(b.published) - Number(a.published) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.title.localeCompare(b.title, 'en-CA') ||
      a.key.localeCompare(b.key),
  );
}

/** "package "Lisbon by rail", supplier "Sunwing" and 3 more": the live uses a refusal names. */
function describeUses(uses: readonly MediaUse[]): string {
  // One item using several files of a folder is named once.
  const items = [...new Map(uses.map((use) => [`${use.kind}:${use.id}`, use])).values()];
  const shown = items.slice(0, USES_SHOWN).map((use) => `${KIND_LABELS[use.kind]} "${use.title}"`);
  const more = items.length > USES_SHOWN ? ` and ${items.length - USES_SHOWN} more` : '';
  return `${shown.join(', ')}${more}`;
}

/** What a refusal says: the sentence before the list of uses, and the one after it. */
export interface MediaUseRefusal {
  /** e.g. 'This file is used by' */
  lead: string;
  /** e.g. 'Remove it from there (or unpublish that content) before deleting it.' */
  advice: string;
}

/**
 * Refuses (409) to delete or rename a file, or delete a folder, that published content uses, naming that content.
 * Drafts and switched-off items do not block: the admin sees them listed, and they show nothing until published.
 */
export async function refuseIfLiveContentUses(target: MediaTarget, refusal: MediaUseRefusal): Promise<void> {
  const live = (await findMediaUses(target)).filter((use) => use.published);
  if (live.length === 0) return;
  throw new Conflict(`${refusal.lead} published content: ${describeUses(live)}. ${refusal.advice}`, {
    usedBy: [...new Set(live.map((use) => use.adminPath))].join(', '),
  });
}
