import { useState } from 'react';
import { Badge, Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router-dom';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import { SUPPLIER_CATEGORIES, SUPPLIER_CATEGORY_LABELS, supplierCategorySchema, type Supplier } from '@tdp/shared/schemas/supplier';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const useStyles = makeStyles({
  filter: { maxWidth: '320px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The reads a supplier change affects: the admin's lists and the portal's. */
export const SUPPLIER_READS = [
  portalRoutes.listSuppliersForAdmin,
  portalRoutes.getSupplierForAdmin,
  portalReadRoutes.listPortalSuppliers,
  portalReadRoutes.getPortalSupplier,
];

/** `SuppliersGuide/view`: every supplier, optionally of one category (`?category=`), with add, edit and delete. */
export function SuppliersPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const [search, setSearch] = useSearchParams();
  const parsedCategory = supplierCategorySchema.safeParse(search.get('category'));
  const category = parsedCategory.success ? parsedCategory.data : null;
  const { data, error, mutate } = useApi(portalRoutes.listSuppliersForAdmin, { query: category ? { category } : undefined });
  const [deleting, setDeleting] = useState<Supplier | null>(null);

  let content;
  if (error && !data) content = <AdminLoadError error={error} thing={messages.suppliersThing} onRetry={() => void mutate()} />;
  else if (!data) content = <AdminLoading />;
  else if (data.data.length === 0) content = <AdminEmpty title={category ? messages.noSuppliersInCategory : messages.noSuppliers} />;
  else
    content = (
      <AdminTable
        label={messages.suppliersTitle}
        columns={[messages.nameColumn, messages.categoriesColumn, messages.statusColumn, messages.lastChangedColumn, messages.actionsColumn]}
      >
        {data.data.map((supplier) => (
          <tr key={supplier.id}>
            <th scope="row">
              <AppLink to={pathHref(ADMIN_PATHS.supplierEdit, { id: supplier.id })}>{supplier.name}</AppLink>
            </th>
            <td>{supplier.categories.map((value) => SUPPLIER_CATEGORY_LABELS[value]).join(', ')}</td>
            <td>
              <Badge appearance="tint" color={supplier.active ? 'success' : 'warning'}>
                {supplier.active ? messages.active : messages.inactive}
              </Badge>
            </td>
            <td className={styles.muted}>{formatMessage(messages.lastChanged, { date: formatDate(supplier.updatedAt), user: supplier.updatedBy })}</td>
            <td>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={formatMessage(messages.deleteItem, { name: supplier.name })}
                onClick={() => setDeleting(supplier)}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
    );

  return (
    <AdminScreen
      title={messages.suppliersTitle}
      description={messages.suppliersDescription}
      actions={
        <LinkButton
          to={category ? `${ADMIN_PATHS.supplierAdd}?category=${encodeURIComponent(category)}` : ADMIN_PATHS.supplierAdd}
          appearance="primary"
          icon={<AddRegular />}
        >
          {messages.addSupplier}
        </LinkButton>
      }
    >
      <Field label={messages.categoryFilter} className={styles.filter}>
        <Select value={category ?? ''} onChange={(_, select) => setSearch(select.value ? { category: select.value } : {}, { replace: true })}>
          <option value="">{messages.allCategories}</option>
          {SUPPLIER_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {SUPPLIER_CATEGORY_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {content}
      {deleting && (
        <ConfirmDialog
          title={formatMessage(messages.deleteTitle, { thing: messages.supplierThing })}
          message={formatMessage(messages.deleteMessage, { name: deleting.name })}
          confirmLabel={messages.delete}
          thing={messages.supplierThing}
          onConfirm={async () => {
            await apiFetch(portalRoutes.deleteSupplier, { params: { id: deleting.id } });
            notify('success', formatMessage(messages.deleted, { name: deleting.name }));
            await refreshReads(SUPPLIER_READS);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
