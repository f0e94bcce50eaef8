import { useState, type FormEvent } from 'react';
import { Badge, Field, MessageBar, MessageBarBody, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { emailTypeSettingInputSchema, type EmailTemplate, type EmailTypeView } from '@tdp/shared/schemas/email-template';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { AppLink } from '../../../components/app-link.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { adminEmailMessages as messages } from '../messages.ts';
import { formatSavedAt } from '../saved-at.ts';
import { templatesFitting } from '../template-draft.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { emailTemplateRoutes } from '@tdp/shared/api/routes/email-template-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/** The reads a template or type change affects: both lists and every template read. */
export const EMAIL_READS = [emailTemplateRoutes.listEmailTemplates, emailTemplateRoutes.getEmailTemplate, emailTemplateRoutes.listEmailTypes];

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cardHeader: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  typeName: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, fontFamily: tokens.fontFamilyMonospace },
  description: { margin: 0, color: tokens.colorNeutralForeground2 },
  small: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** Addresses typed one per line (commas also separate them). */
function recipientsFrom(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

function EmailTypeCard({ type, templates }: { type: EmailTypeView; templates: readonly EmailTemplate[] }) {
  const styles = useStyles();
  const notify = useNotify();
  const refresh = useRefreshRoutes();
  const [templateId, setTemplateId] = useState(type.templateId);
  const [recipients, setRecipients] = useState(type.recipients.join('\n'));
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fitting = templatesFitting(templates, type);
  const current = templates.find((template) => template.id === templateId);
  const headingId = `email-type-${type.type}`;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailTypeSettingInputSchema.safeParse({ templateId, recipients: recipientsFrom(recipients), version: type.version });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= formatMessage(messages.fieldRule, { label: field === 'templateId' ? messages.template : messages.recipients, rule: issue.message });
      }
      setFieldErrors(errors);
      return;
    }
    setSaving(true);
    setFieldErrors({});
    setStale(false);
    setFailure(null);
    try {
      await apiFetch(emailTemplateRoutes.updateEmailType, { params: { type: type.type }, body: parsed.data });
      await refresh(EMAIL_READS);
      notify('success', formatMessage(messages.typeSaved, { type: type.type }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setFieldErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([path, rule]) => {
              const field = path.split('.')[0]!;
              return [field, formatMessage(messages.fieldRule, { label: field === 'templateId' ? messages.template : messages.recipients, rule })];
            }),
          ),
        );
      } else setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={(event) => void save(event)} aria-labelledby={headingId} noValidate>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.typeName}>
          {type.type}
        </h2>
        <Badge appearance="tint" color="informative" shape="rounded">
          {messages.audience[type.audience]}
        </Badge>
      </div>
      <p className={styles.description}>{type.description}</p>
      <div className={styles.fields}>
        <Field label={messages.template} validationState={fieldErrors.templateId ? 'error' : 'none'} validationMessage={fieldErrors.templateId}>
          <Select value={templateId} onChange={(_, data) => setTemplateId(data.value)}>
            {!fitting.some((template) => template.id === templateId) ? <option value={templateId}>{templateId}</option> : null}
            {fitting.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={messages.recipients}
          hint={
            type.audience === 'agency'
              ? formatMessage(messages.recipientsAgencyHint, { fallback: type.defaultRecipient ?? messages.noDefaultRecipient })
              : messages.recipientsCopyHint
          }
          validationState={fieldErrors.recipients ? 'error' : 'none'}
          validationMessage={fieldErrors.recipients}
        >
          <Textarea value={recipients} rows={3} resize="vertical" onChange={(_, data) => setRecipients(data.value)} />
        </Field>
      </div>
      <p className={styles.small}>{formatMessage(messages.supplies, { names: type.placeholders.join(', ') })}</p>
      {stale ? (
        <ProblemBar
          problem={{ kind: 'stale', title: messages.typeStaleTitle, message: messages.typeStaleMessage }}
          onReload={() => void refresh(EMAIL_READS)}
        />
      ) : null}
      {failure ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <AdminSaveBar
        saving={saving}
        label={messages.saveType}
        icon="none"
        status={
          <>
            {current ? (
              <AppLink to={pathHref(ADMIN_PATHS.emailTemplateEdit, { id: current.id })}>
                {formatMessage(messages.editTemplateLabel, { name: current.name })}
              </AppLink>
            ) : null}
            {type.updatedAt ? <span className={styles.small}>{formatSavedAt(type.updatedAt, type.updatedBy)}</span> : null}
          </>
        }
      />
    </form>
  );
}

/** `/admin-dashboard/email-types`: each event that sends e-mail, the template it uses and its recipients. */
export function EmailTypesPage() {
  const styles = useStyles();
  const types = useApi(emailTemplateRoutes.listEmailTypes);
  const templates = useApi(emailTemplateRoutes.listEmailTemplates);
  const error = types.error ?? templates.error;

  return (
    <AdminScreen title={messages.typesTitle} description={messages.typesDescription}>
      <AppLink to={ADMIN_PATHS.emailTemplates}>{messages.templatesLink}</AppLink>
      {error && !(types.data && templates.data) ? (
        <AdminLoadError error={error} thing={messages.templatesThing} onRetry={() => void Promise.all([types.mutate(), templates.mutate()])} />
      ) : null}
      {types.data && templates.data ? (
        <ul className={styles.list}>
          {types.data.data.map((type) => (
            <li key={`${type.type}@${type.version}`}>
              <EmailTypeCard type={type} templates={templates.data!.data} />
            </li>
          ))}
        </ul>
      ) : !error ? (
        <AdminLoading />
      ) : null}
    </AdminScreen>
  );
}
