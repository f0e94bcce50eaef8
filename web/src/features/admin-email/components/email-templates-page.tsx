import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AppLink } from '../../../components/app-link.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { adminEmailMessages as messages } from '../messages.ts';
import { formatSavedAt } from '../saved-at.ts';
import { typesUsing } from '../template-draft.ts';
import { useApi } from '../../../lib/use-api.ts';
import { emailTemplateRoutes } from '@tdp/shared/api/routes/email-template-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const useStyles = makeStyles({
  tableWrap: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { minWidth: '760px' },
  name: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalS },
  nameLink: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink },
  small: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  types: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase200 },
});

/** `/admin-dashboard/email-templates`: every template, which e-mail types use it, and a way to add one. */
export function EmailTemplatesPage() {
  const styles = useStyles();
  const templates = useApi(emailTemplateRoutes.listEmailTemplates);
  const types = useApi(emailTemplateRoutes.listEmailTypes);
  const typeList = types.data?.data ?? [];

  return (
    <AdminScreen
      title={messages.templatesTitle}
      description={messages.templatesDescription}
      actions={
        <LinkButton appearance="primary" icon={<Add20Regular />} to={ADMIN_PATHS.emailTemplateAdd}>
          {messages.newTemplate}
        </LinkButton>
      }
    >
      <AppLink to={ADMIN_PATHS.emailTypes}>{messages.typesLink}</AppLink>
      {templates.error && !templates.data ? (
        <AdminLoadError error={templates.error} thing={messages.templatesThing} onRetry={() => void templates.mutate()} />
      ) : null}
      {!templates.data && !templates.error ? <AdminLoading /> : null}
      {templates.data ? (
        <div className={styles.tableWrap}>
          <Table className={styles.table} aria-label={messages.templatesTable}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{messages.name}</TableHeaderCell>
                <TableHeaderCell>{messages.frenchColumn}</TableHeaderCell>
                <TableHeaderCell>{messages.usedBy}</TableHeaderCell>
                <TableHeaderCell>{messages.updated}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {templates.data.data.map((template) => {
                const using = typesUsing(typeList, template.id);
                return (
                  <TableRow key={template.id}>
                    <TableCell>
                      <div className={styles.name}>
                        <Link
                          className={styles.nameLink}
                          to={pathHref(ADMIN_PATHS.emailTemplateEdit, { id: template.id })}
                          aria-label={formatMessage(messages.editTemplateLabel, { name: template.name })}
                        >
                          {template.name}
                        </Link>
                        <span className={styles.small}>{template.id}</span>
                        {template.builtIn ? (
                          <Badge appearance="tint" color="informative" shape="rounded" size="small">
                            {messages.builtIn}
                          </Badge>
                        ) : null}
                      </div>
                    </TableCell>
                    <TableCell>
                      <Badge appearance="tint" color={template.fr ? 'success' : 'warning'} shape="rounded" size="small">
                        {template.fr ? messages.frenchWritten : messages.frenchMissing}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <div className={styles.types}>
                        {using.length === 0 ? (
                          <span className={styles.small}>{messages.notUsed}</span>
                        ) : (
                          using.map((type) => <span key={type.type}>{type.type}</span>)
                        )}
                      </div>
                    </TableCell>
                    <TableCell className={styles.small}>
                      {template.updatedAt ? formatSavedAt(template.updatedAt, template.updatedBy) : messages.neverSaved}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </AdminScreen>
  );
}
