import { makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { portalPageDefinition } from '@tdp/shared/schemas/portal-page';
import { SUPPLIER_CATEGORY_LABELS, supplierCategorySchema, type SupplierCategory } from '@tdp/shared/schemas/supplier';
import { AppLink } from '../../../components/app-link.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { portalMessages as messages } from '../messages.ts';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { SupplierCard } from './supplier-panels.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';

const GUIDE = portalPageDefinition('SuppliersGuide')!;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

function CategorySuppliers({ category }: { category: SupplierCategory }) {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalReadRoutes.listPortalSuppliers, { query: category ? { category } : undefined });
  if (error && !data) return <PortalLoadError error={error} thing={messages.suppliersThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  const suppliers = data.data.data;
  if (suppliers.length === 0) {
    return <PortalEmpty>{formatMessage(messages.categoryEmpty, { category: SUPPLIER_CATEGORY_LABELS[category] })}</PortalEmpty>;
  }
  return (
    <ul className={styles.grid}>
      {suppliers.map((supplier) => (
        <li key={supplier.id}>
          <SupplierCard supplier={supplier} />
        </li>
      ))}
    </ul>
  );
}

/** `SuppliersGuide/{category}`: the active suppliers of one of the nine categories, by name. */
export function SupplierCategoryPage() {
  const { category = '' } = useParams();
  const parsed = supplierCategorySchema.safeParse(category);
  const crumbs = [{ label: GUIDE.group }, { label: GUIDE.title, to: pathHref(PORTAL_PATHS.page, { slug: GUIDE.slug }) }];
  if (!parsed.success) {
    return (
      <PortalPageFrame title={messages.notFoundTitle} crumbs={crumbs}>
        <PortalEmpty>{formatMessage(messages.categoryNotFound, { category })}</PortalEmpty>
        <AppLink to={pathHref(PORTAL_PATHS.page, { slug: GUIDE.slug })}>{messages.backToGuide}</AppLink>
      </PortalPageFrame>
    );
  }
  return (
    <PortalPageFrame title={SUPPLIER_CATEGORY_LABELS[parsed.data]} crumbs={crumbs}>
      <CategorySuppliers category={parsed.data} />
      <AppLink to={pathHref(PORTAL_PATHS.page, { slug: GUIDE.slug })}>{messages.backToGuide}</AppLink>
    </PortalPageFrame>
  );
}
