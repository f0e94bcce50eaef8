import { useState } from 'react';
import { Badge, Button, Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, MegaphoneRegular } from '@fluentui/react-icons';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDeleteDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { promotionStatus } from './promotion-status.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

const useStyles = makeStyles({
  tableCard: { padding: 0, overflowX: 'auto' },
  table: { minWidth: '820px' },
  promotionCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, padding: `${tokens.spacingVerticalS} 0` },
  thumbnail: {
    width: '96px',
    height: '48px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  placementsColumn: { width: '140px' },
  datesColumn: { width: '140px' },
  statusColumn: { width: '88px' },
  orderColumn: { width: '64px' },
  actionsColumn: { width: '196px' },
});

/** Address of the promotion form: `promotion-form` for a new one, `promotion-form?id=7` to edit (the id in the query, not the path). */
export function promotionFormHref(id?: number): string {
  return id === undefined ? ADMIN_PATHS.promotionForm : `${ADMIN_PATHS.promotionForm}?id=${id}`;
}

/**
 * `/admin-dashboard/promotions`: every promotion (live, scheduled, ended or switched off) with where it
 * shows and its dates; add and edit on the promotion form, delete after confirming.
 */
export function PromotionsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { cdnPrefix } = useRuntimeConfig();
  const { data, error, isLoading, mutate } = useApi(asAdminRead(catalogueReadRoutes.listPromotions), { query: ADMIN_VIEW_QUERY });
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);
  const promotions = [...(data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || b.startsAt.localeCompare(a.startsAt));
  const placementName = { landing: messages.placementLanding, deals: messages.placementDeals };

  let content;
  if (error && !data) {
    content = <AdminLoadError error={error} thing={messages.promotionsTitle.toLowerCase()} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <AdminLoading />;
  } else if (promotions.length === 0) {
    content = (
      <AdminEmpty icon={<MegaphoneRegular />} title={messages.noPromotions}>
        <Text>{messages.noPromotionsHint}</Text>
      </AdminEmpty>
    );
  } else {
    content = (
      <Card className={styles.tableCard}>
        <Table className={styles.table} aria-label={messages.promotionsTitle}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{messages.columnPromotion}</TableHeaderCell>
              <TableHeaderCell className={styles.placementsColumn}>{messages.columnPlacements}</TableHeaderCell>
              <TableHeaderCell className={styles.datesColumn}>{messages.columnDates}</TableHeaderCell>
              <TableHeaderCell className={styles.statusColumn}>{messages.columnStatus}</TableHeaderCell>
              <TableHeaderCell className={styles.orderColumn}>{messages.columnOrder}</TableHeaderCell>
              <TableHeaderCell className={styles.actionsColumn}>{messages.actionsColumn}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {promotions.map((promotion) => {
              const status = promotionStatus(promotion, today);
              return (
                <TableRow key={promotion.id}>
                  <TableCell>
                    <div className={styles.promotionCell}>
                      <img className={styles.thumbnail} src={resolveMediaUrl(promotion.image, cdnPrefix)} alt="" width={96} height={48} loading="lazy" />
                      <div className={styles.text}>
                        <span className={styles.title}>{promotion.title}</span>
                        {promotion.subtitle && <span className={styles.muted}>{promotion.subtitle}</span>}
                      </div>
                    </div>
                  </TableCell>
                  <TableCell>{promotion.placements.map((placement) => placementName[placement]).join(', ')}</TableCell>
                  <TableCell className={styles.muted}>
                    {formatMessage(messages.dateSpan, { start: formatDate(promotion.startsAt), end: formatDate(promotion.endsAt) })}
                  </TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={status.color}>
                      {status.label}
                    </Badge>
                  </TableCell>
                  <TableCell>{promotion.sortOrder}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <LinkButton
                        to={promotionFormHref(promotion.id)}
                        appearance="subtle"
                        icon={<EditRegular />}
                        aria-label={formatMessage(messages.editItem, { name: promotion.title })}
                      >
                        {messages.edit}
                      </LinkButton>
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={formatMessage(messages.deleteItem, { name: promotion.title })}
                        onClick={() => setDeleting(promotion)}
                      >
                        {messages.delete}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Card>
    );
  }

  return (
    <AdminScreen
      title={messages.promotionsTitle}
      description={messages.promotionsDescription}
      actions={
        <LinkButton to={promotionFormHref()} appearance="primary" icon={<AddRegular />}>
          {messages.addPromotion}
        </LinkButton>
      }
    >
      {content}
      {deleting && (
        <ConfirmDeleteDialog
          thing={messages.promotionThing}
          name={deleting.title}
          onDelete={async () => {
            await apiFetch(catalogueRoutes.deletePromotion, { params: { id: deleting.id } });
            notify('success', formatMessage(messages.deleted, { name: deleting.title }));
            await refreshReads([catalogueReadRoutes.listPromotions, catalogueReadRoutes.getPromotion]);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
