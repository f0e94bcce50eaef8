import { useState } from 'react';
import { Link, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPLIER_CATEGORIES, SUPPLIER_CATEGORY_LABELS, type Supplier, type SupplierCategory } from '@tdp/shared/schemas/supplier';
import { AppLink } from '../../../components/app-link.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import { portalMessages as messages } from '../messages.ts';
import { SupplierCategoryIcon } from './supplier-category-icon.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  category: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  categoryIcon: {
    flexShrink: 0,
    width: '48px',
    height: '48px',
    padding: '10px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  categoryText: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  count: { color: tokens.colorNeutralForeground3 },
  chevron: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  supplier: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  supplierHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  supplierName: { margin: 0 },
  summary: { margin: 0, color: tokens.colorNeutralForeground2 },
  supplierFoot: { marginTop: 'auto', display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  logo: { width: '96px', height: '48px', objectFit: 'contain', flexShrink: 0, backgroundColor: tokens.colorNeutralBackground1 },
  logoLarge: { width: '160px', height: '80px' },
  logoFallback: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '48px',
    height: '48px',
    flexShrink: 0,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
  },
  logoFallbackLarge: { width: '80px', height: '80px', fontSize: tokens.fontSizeHero700 },
  tableWrap: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    '& th, & td': {
      textAlign: 'left',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      verticalAlign: 'top',
    },
    '& thead th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
    '& caption': { captionSide: 'top', textAlign: 'left', padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
    // On a phone four columns do not fit: each supplier becomes a small block, every value named by its column.
    '@media (max-width: 599px)': {
      '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
      '& tbody tr': {
        display: 'block',
        padding: `${tokens.spacingVerticalS} 0`,
        borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      },
      '& tbody th, & tbody td': {
        display: 'flex',
        gap: tokens.spacingHorizontalM,
        padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
        borderBottom: 'none',
      },
      '& tbody th': { fontWeight: tokens.fontWeightSemibold },
      '& tbody td::before': { content: 'attr(data-label)', flexShrink: 0, width: '88px', color: tokens.colorNeutralForeground3 },
    },
  },
  nowrap: { whiteSpace: 'nowrap' },
});

/** How many suppliers a category lists, in words. */
function supplierCountText(count: number): string {
  if (count === 0) return messages.supplierCountNone;
  return count === 1 ? messages.supplierCountOne : formatMessage(messages.supplierCount, { count });
}

/** How many active suppliers each category lists (a supplier in two categories counts in both). */
export function countSuppliersByCategory(suppliers: readonly Supplier[]): Record<SupplierCategory, number> {
  const counts = Object.fromEntries(SUPPLIER_CATEGORIES.map((category) => [category, 0])) as Record<SupplierCategory, number>;
  for (const supplier of suppliers) for (const category of supplier.categories) counts[category] += 1;
  return counts;
}

/** The suppliers guide's index: the nine categories, each with how many suppliers it lists. */
export function SupplierCategoriesPanel() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalReadRoutes.listPortalSuppliers);
  if (error && !data) return <PortalLoadError error={error} thing={messages.suppliersThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  const counts = countSuppliersByCategory(data.data.data);
  return (
    <nav aria-label={messages.categoriesHeading}>
      <ul className={styles.grid}>
        {SUPPLIER_CATEGORIES.map((category) => (
          <li key={category}>
            <RouterLink to={pathHref(PORTAL_PATHS.supplierCategory, { category })} className={styles.category}>
              <SupplierCategoryIcon category={category} className={styles.categoryIcon} />
              <span className={styles.categoryText}>
                <Text weight="semibold" size={400}>
                  {SUPPLIER_CATEGORY_LABELS[category]}
                </Text>
                <Text size={200} className={styles.count}>
                  {supplierCountText(counts[category])}
                </Text>
              </span>
              <ChevronRightRegular className={styles.chevron} aria-hidden />
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A supplier's logo from the media library, or its initial when it has none (or the file cannot be loaded). */
export function SupplierLogo({ supplier, large = false }: { supplier: Pick<Supplier, 'name' | 'logo'>; large?: boolean }) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  if (!supplier.logo || failed) {
    return (
      <span className={mergeClasses(styles.logoFallback, large && styles.logoFallbackLarge)} aria-hidden>
        {supplier.name.trim().charAt(0).toLocaleUpperCase('en-CA')}
      </span>
    );
  }
  return (
    <ResponsivePicture
      className={mergeClasses(styles.logo, large && styles.logoLarge)}
      reference={supplier.logo}
      alt={formatMessage(messages.logoAlt, { name: supplier.name })}
      width={large ? 160 : 96}
      height={large ? 80 : 48}
      sizes={large ? '160px' : '96px'}
      priority="eager"
      onError={() => setFailed(true)}
    />
  );
}

/** The first phone number among a supplier's contacts (the quick reference's "main line"). */
export function mainPhoneOf(supplier: Pick<Supplier, 'contacts'>): string | null {
  return supplier.contacts.find((contact) => contact.phone !== '')?.phone ?? null;
}

/** One supplier in a category's list: logo, name, summary, main phone and a link to its page. */
export function SupplierCard({ supplier }: { supplier: Supplier }) {
  const styles = useStyles();
  const phone = mainPhoneOf(supplier);
  return (
    <article className={styles.supplier} aria-labelledby={`supplier-${supplier.id}`}>
      <div className={styles.supplierHead}>
        <SupplierLogo supplier={supplier} />
        <Text as="h2" id={`supplier-${supplier.id}`} size={500} weight="semibold" className={styles.supplierName}>
          {supplier.name}
        </Text>
      </div>
      {supplier.summary && (
        <Text as="p" className={styles.summary}>
          {supplier.summary}
        </Text>
      )}
      <div className={styles.supplierFoot}>
        <AppLink to={pathHref(PORTAL_PATHS.supplierDetail, { id: supplier.id })}>{formatMessage(messages.viewSupplier, { name: supplier.name })}</AppLink>
        {phone && <Link href={phoneHref(phone)}>{phone}</Link>}
      </div>
    </article>
  );
}

/** The quick reference: every active supplier with its categories, main phone and website in one table. */
export function SupplierQuickReferencePanel() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalReadRoutes.listPortalSuppliers);
  if (error && !data) return <PortalLoadError error={error} thing={messages.suppliersThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  const suppliers = data.data.data;
  if (suppliers.length === 0) return <PortalEmpty>{messages.quickReferenceEmpty}</PortalEmpty>;
  return (
    // A keyboard user can scroll the table sideways on a phone: the region takes focus.
    <div className={styles.tableWrap} role="region" aria-label={messages.quickReferenceCaption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{messages.quickReferenceCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.columnSupplier}</th>
            <th scope="col">{messages.columnCategories}</th>
            <th scope="col">{messages.columnPhone}</th>
            <th scope="col">{messages.columnWebsite}</th>
          </tr>
        </thead>
        <tbody>
          {suppliers.map((supplier) => {
            const phone = mainPhoneOf(supplier);
            return (
              <tr key={supplier.id}>
                <th scope="row">
                  <AppLink to={pathHref(PORTAL_PATHS.supplierDetail, { id: supplier.id })}>{supplier.name}</AppLink>
                </th>
                <td data-label={messages.columnCategories}>{supplier.categories.map((category) => SUPPLIER_CATEGORY_LABELS[category]).join(', ')}</td>
                <td data-label={messages.columnPhone} className={styles.nowrap}>
                  {phone ? <Link href={phoneHref(phone)}>{phone}</Link> : '—'}
                </td>
                <td data-label={messages.columnWebsite}>
                  {supplier.website ? (
                    <Link href={supplier.website} target="_blank" rel="noopener noreferrer">
                      {new URL(supplier.website).hostname.replace(/^www\./, '')}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
