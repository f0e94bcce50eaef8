import type { Package, PackageCreateInput, PackageUpdateInput } from '@tdp/shared/schemas/package';

/** The columns of the admin package list an admin edits in place (price, tax and status cells). */
export type InlineEditColumn = 'price' | 'tax' | 'status';

/** A change made in one cell of the list. */
export type InlineChange = Partial<Pick<Package, InlineEditColumn>>;

const PACKAGE_URL_MAX = 120;
const TITLE_MAX = 150;

/** The editable fields of a stored package: everything a create or an update body carries. */
function editableFields(pkg: Package): PackageCreateInput {
  return {
    package_url: pkg.package_url,
    title: pkg.title,
    banner_image: pkg.banner_image,
    share_image: pkg.share_image ?? null,
    price: pkg.price,
    tax: pkg.tax,
    icons_data: pkg.icons_data,
    dateRanges: pkg.dateRanges,
    destinationIds: pkg.destinationIds,
    travelStyleIds: pkg.travelStyleIds,
    departureCityIds: pkg.departureCityIds,
    status: pkg.status,
    validFrom: pkg.validFrom,
    validUntil: pkg.validUntil,
    seo: pkg.seo,
    // Stored tabs were checked against their layouts when saved.
    tabs: pkg.tabs.map((tab) => ({ tabName: tab.tabName, layoutName: tab.layoutName, fields: tab.fields })) as PackageCreateInput['tabs'],
  };
}

/**
 * The `PUT /packages/{id}` body of a cell edit: the package as loaded for editing with the one change,
 * and the version the list showed, so a package someone else saved since is refused (409) rather than
 * overwritten.
 */
export function packageUpdateFrom(pkg: Package, change: InlineChange, version: number): PackageUpdateInput {
  return { ...editableFields(pkg), ...change, version };
}

/** `text` then `suffix`, the text cut (and tidied by `trim`) so the whole stays within `max` characters. */
function withSuffix(text: string, suffix: string, max: number, trim: (cut: string) => string = (cut) => cut): string {
  return text.length + suffix.length <= max ? `${text}${suffix}` : `${trim(text.slice(0, max - suffix.length))}${suffix}`;
}

/**
 * The `POST /packages` body of a duplicate: an unpublished draft with "(copy)" after the title and a new
 * url, `<url>-copy`, then `<url>-copy-2`, `-copy-3`... for later attempts when the url is taken.
 */
export function duplicateOf(pkg: Package, attempt = 1): PackageCreateInput {
  const urlSuffix = attempt <= 1 ? '-copy' : `-copy-${attempt}`;
  return {
    ...editableFields(pkg),
    package_url: withSuffix(pkg.package_url, urlSuffix, PACKAGE_URL_MAX, (cut) => cut.replace(/-+$/, '')),
    title: withSuffix(pkg.title, ' (copy)', TITLE_MAX, (cut) => cut.trimEnd()),
    status: 'draft',
  };
}
