import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { PORTAL_MENU_GROUPS, portalPageSlugSchema } from '@tdp/shared/schemas/portal-page';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { FEATURE_LABELS } from '../feature-labels.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { portalPageEditorPath } from '../resource-centre-paths.ts';
import { PortalPageEditorScreen } from './portal-page-editor.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

function PortalPageList() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalRoutes.listPortalPagesForAdmin);
  let content;
  if (error && !data) content = <AdminLoadError error={error} thing={messages.pagesThing} onRetry={() => void mutate()} />;
  else if (!data) content = <AdminLoading />;
  else
    content = (
      <div className={styles.groups}>
        {PORTAL_MENU_GROUPS.map((group) => (
          <section key={group} className={styles.group} aria-labelledby={`pages-${group}`}>
            <Text as="h2" id={`pages-${group}`} size={500} weight="semibold" className={styles.heading}>
              {group}
            </Text>
            <AdminTable label={group} columns={[messages.pageColumn, messages.sectionsColumn, messages.liveDataColumn, messages.lastChangedColumn]}>
              {data.data
                .filter((page) => page.group === group)
                .map((page) => (
                  <tr key={page.slug}>
                    <th scope="row">
                      <AppLink to={portalPageEditorPath(page.slug)} aria-label={formatMessage(messages.editPage, { title: page.title })}>
                        {page.title}
                      </AppLink>
                    </th>
                    <td>
                      {page.sectionCount > 0 ? (
                        page.sectionCount
                      ) : (
                        <Badge appearance="tint" color="warning">
                          {messages.never}
                        </Badge>
                      )}
                    </td>
                    <td className={styles.muted}>{page.feature ? FEATURE_LABELS[page.feature] : messages.featureNone}</td>
                    <td className={styles.muted}>
                      {page.updatedAt && page.updatedBy
                        ? formatMessage(messages.lastChanged, { date: formatDate(page.updatedAt), user: page.updatedBy })
                        : messages.never}
                    </td>
                  </tr>
                ))}
            </AdminTable>
          </section>
        ))}
      </div>
    );
  return (
    <AdminScreen title={messages.pagesTitle} description={messages.pagesDescription}>
      {content}
    </AdminScreen>
  );
}

/**
 * `MainPageView/view`: the portal's pages by menu, each with its section count and last save; `?page={slug}`
 * opens that page's editor.
 */
export function PortalPagesPage() {
  const [search] = useSearchParams();
  const parsed = portalPageSlugSchema.safeParse(search.get('page'));
  return parsed.success ? <PortalPageEditorScreen key={parsed.data} slug={parsed.data} /> : <PortalPageList />;
}
