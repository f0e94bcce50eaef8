import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { packagePath } from '../../../components/package-card.tsx';
import { packageSeoDescription, packageSeoTitle, serializeStructuredData, touristTripStructuredData } from '../package-structured-data.ts';

/**
 * Link-preview tags (Open Graph, Twitter card) and schema.org data of a package page. React 19 moves the
 * `<meta>` elements into the document head while the page is shown. The JSON-LD block is data, not
 * script: browsers do not run it, so the site's CSP (`script-src 'self'`) does not apply to it.
 */
export function PackageHeadTags({ pkg }: { pkg: PublicPackage }) {
  const { cdnPrefix } = useRuntimeConfig();
  const origin = window.location.origin;
  const pageUrl = new URL(packagePath(pkg.package_url), origin).href;
  const imageUrl = new URL(resolveMediaUrl(pkg.banner_image, cdnPrefix), origin).href;
  const title = packageSeoTitle(pkg);
  const description = packageSeoDescription(pkg);
  const structuredData = touristTripStructuredData(pkg, { pageUrl, imageUrl, siteUrl: new URL('/', origin).href });
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="TBB Travel" />
      <meta property="og:locale" content="en_CA" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={pkg.title} />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="canonical" href={pageUrl} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeStructuredData(structuredData) }} />
    </>
  );
}
