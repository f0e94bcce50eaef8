import { Card, Field, Input, Switch, Textarea } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { newsletterCreateInputSchema, type Newsletter, type NewsletterCreateInput } from '@tdp/shared/schemas/newsletter';
import { DocumentListEditor, type DocumentDraft } from '../../../components/admin-form/document-list-editor.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { RichTextField } from '../../../components/admin-form/rich-text-field.tsx';
import { fieldState } from '../../../components/admin-kit/collection-form-dialog.tsx';
import { AdminItemPage } from '../../../components/admin-kit/admin-item-page.tsx';
import { CollectionFormPage } from '../../../components/admin-kit/collection-form-page.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { idRead } from '../resource-centre-paths.ts';
import { useFormStyles } from './form-styles.ts';
import { NEWSLETTER_READS } from './newsletters-page.tsx';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

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
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();

  async function send(body: NewsletterCreateInput) {
    const saved = issue
      ? (await apiFetch(portalRoutes.updateNewsletter, { params: { id: issue.id }, body: { ...body, version: issue.version } })).data
      : (await apiFetch(portalRoutes.createNewsletter, { body })).data;
    notify('success', formatMessage(issue ? messages.saved : messages.added, { name: saved.title }));
    await refreshReads(NEWSLETTER_READS);
  }

  return (
    <CollectionFormPage<NewsletterDraft, NewsletterCreateInput>
      title={issue ? messages.editNewsletterTitle : messages.newNewsletterTitle}
      back={{ to: ADMIN_PATHS.newsletters, label: messages.backToNewsletters }}
      thing={messages.newsletterThing}
      saveLabel={messages.saveNewsletter}
      initial={draftOf(issue)}
      schema={newsletterCreateInputSchema}
      toInput={toInput}
      labelOf={labelOf}
      send={send}
      onReload={onReload}
    >
      {({ draft, errors, set }) => (
        <Card className={formStyles.card}>
          <div className={formStyles.columns}>
            <Field label={messages.newsletterTitleLabel} required {...fieldState(errors, 'title')}>
              <Input value={draft.title} onChange={(_, data) => set('title', data.value)} />
            </Field>
            <Field label={messages.issueDateLabel} required {...fieldState(errors, 'issueDate')}>
              <Input type="date" value={draft.issueDate} onChange={(_, data) => set('issueDate', data.value)} />
            </Field>
          </div>
          <Field label={messages.newsletterSummaryLabel} hint={messages.newsletterSummaryHint} {...fieldState(errors, 'summary')}>
            <Textarea value={draft.summary} resize="vertical" onChange={(_, data) => set('summary', data.value)} />
          </Field>
          <RichTextField label={messages.bodyLabel} required validationMessage={errors.body} value={draft.body} onChange={(html) => set('body', html)} />
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{messages.attachmentsLabel}</legend>
            <DocumentListEditor documents={draft.attachments} onChange={(attachments) => set('attachments', attachments)} errors={errors} path="attachments" />
          </fieldset>
          <Field hint={messages.newsletterPublishedHint}>
            <Switch label={messages.publishedLabel} checked={draft.published} onChange={(_, data) => set('published', data.checked)} />
          </Field>
        </Card>
      )}
    </CollectionFormPage>
  );
}

/** `newsletter/add` and `newsletter/edit/{id}`: one newsletter issue. */
export function NewsletterFormPage() {
  const { id } = useParams();
  return (
    <AdminItemPage
      route={portalRoutes.getNewsletterForAdmin}
      id={id}
      read={idRead}
      title={messages.editNewsletterTitle}
      notFound={messages.notFoundId}
      thing={messages.newsletterThing}
    >
      {(issue, onReload) => <NewsletterEditor issue={issue} onReload={onReload} />}
    </AdminItemPage>
  );
}
