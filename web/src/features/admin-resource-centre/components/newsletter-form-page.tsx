import type { FormEvent } from 'react';
import { Card, Field, Input, Switch, Textarea } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { newsletterCreateInputSchema, type Newsletter, type NewsletterCreateInput } from '@tdp/shared/schemas/newsletter';
import { AdminItemPending, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { DocumentListEditor, type DocumentDraft } from '../../../components/admin-form/document-list-editor.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { RichTextEditor } from '../../../components/admin-form/rich-text-editor.tsx';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { NEWSLETTER_PATHS, idFromParam } from '../resource-centre-paths.ts';
import { useFormStyles } from './form-styles.ts';
import { NEWSLETTER_READS } from './newsletters-page.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import { apiFetch } from '../../../lib/api-client.ts';

interface NewsletterDraft {
  title: string;
  issueDate: string;
  summary: string;
  body: string;
  attachments: DocumentDraft[];
  published: boolean;
}

const labelOf = labelsFrom({
  title: messages.newsletterTitleLabel,
  issueDate: messages.issueDateLabel,
  summary: messages.newsletterSummaryLabel,
  body: messages.bodyLabel,
  attachments: messages.attachmentsLabel,
  published: messages.publishedLabel,
});

const toInput = (draft: NewsletterDraft) => draft;

function draftOf(issue: Newsletter | null): NewsletterDraft {
  if (!issue) {
    // A new issue starts unpublished: agents see it only once the admin switches it on.
    return { title: '', issueDate: isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE), summary: '', body: '', attachments: [], published: false };
  }
  return {
    title: issue.title,
    issueDate: issue.issueDate,
    summary: issue.summary,
    body: issue.body,
    attachments: issue.attachments.map((document) => ({ ...document })),
    published: issue.published,
  };
}

function NewsletterEditor({ issue, onReload }: { issue: Newsletter | null; onReload: () => void }) {
  const formStyles = useFormStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const form = useSchemaForm<NewsletterDraft, NewsletterCreateInput>({ initial: draftOf(issue), schema: newsletterCreateInputSchema, toInput, labelOf });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, messages.newsletterThing);
  const { draft, errors } = form;
  const title = issue ? messages.editNewsletterTitle : messages.newNewsletterTitle;

  function save(event: FormEvent) {
    return submit(event, async (body) => {
      const saved = issue ? (await apiFetch(portalRoutes.updateNewsletter, { params: { id: issue.id }, body: { ...body, version: issue.version } })).data : (await apiFetch(portalRoutes.createNewsletter, { body })).data;
      notify('success', formatMessage(issue ? messages.saved : messages.added, { name: saved.title }));
      await refreshReads(NEWSLETTER_READS);
      warning.allowNextNavigation();
      await navigate(NEWSLETTER_PATHS.list);
    });
  }

  const state = (name: string) => ({ validationState: errors[name] ? ('error' as const) : ('none' as const), validationMessage: errors[name] });

  return (
    <AdminScreen
      title={title}
      before={
        <div>
          <LinkButton to={NEWSLETTER_PATHS.list} appearance="transparent" icon={<ArrowLeftRegular />}>
            {messages.backToNewsletters}
          </LinkButton>
        </div>
      }
    >
      <form className={formStyles.form} onSubmit={(event) => void save(event)} noValidate aria-label={title}>
        {problem && <ProblemBar problem={problem} onReload={onReload} />}
        <Card className={formStyles.card}>
          <div className={formStyles.columns}>
            <Field label={messages.newsletterTitleLabel} required {...state('title')}>
              <Input value={draft.title} onChange={(_, data) => form.set('title', data.value)} />
            </Field>
            <Field label={messages.issueDateLabel} required {...state('issueDate')}>
              <Input type="date" value={draft.issueDate} onChange={(_, data) => form.set('issueDate', data.value)} />
            </Field>
          </div>
          <Field label={messages.newsletterSummaryLabel} hint={messages.newsletterSummaryHint} {...state('summary')}>
            <Textarea value={draft.summary} resize="vertical" onChange={(_, data) => form.set('summary', data.value)} />
          </Field>
          <Field label={messages.bodyLabel} required {...state('body')}>
            {(fieldProps) => (
              <RichTextEditor
                label={messages.bodyLabel}
                labelledBy={fieldProps['aria-labelledby']}
                describedBy={fieldProps['aria-describedby']}
                invalid={Boolean(errors.body)}
                value={draft.body}
                onChange={(html) => form.set('body', html)}
              />
            )}
          </Field>
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{messages.attachmentsLabel}</legend>
            <DocumentListEditor documents={draft.attachments} onChange={(attachments) => form.set('attachments', attachments)} errors={errors} path="attachments" />
          </fieldset>
          <Field hint={messages.newsletterPublishedHint}>
            <Switch label={messages.publishedLabel} checked={draft.published} onChange={(_, data) => form.set('published', data.checked)} />
          </Field>
        </Card>
        <AdminSaveBar saving={saving} label={messages.saveNewsletter} savingLabel={messages.saving} cancelTo={NEWSLETTER_PATHS.list} cancelLabel={messages.cancel} />
      </form>
      {warning.dialog}
    </AdminScreen>
  );
}

/** `newsletter/add` and `newsletter/edit/{id}`: one newsletter issue. */
export function NewsletterFormPage() {
  const { id: idText } = useParams();
  const id = idFromParam(idText);
  const { data, error, mutate } = useApi(portalRoutes.getNewsletterForAdmin, id === null ? null : { params: { id } });
  if ((idText !== undefined && id === null) || (id !== null && !data)) {
    return (
      <AdminItemPending
        title={messages.editNewsletterTitle}
        invalidIdMessage={id === null ? messages.notFoundId : undefined}
        error={error}
        thing={messages.newsletterThing}
        onRetry={() => void mutate()}
      />
    );
  }
  return <NewsletterEditor key={data ? `${data.data.id}-${data.data.version}` : 'new'} issue={data?.data ?? null} onReload={() => void mutate()} />;
}
