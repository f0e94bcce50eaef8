import { useCallback, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  Rating,
  RatingDisplay,
  Switch,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, CommentQuoteRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { testimonialCreateInputSchema, type Testimonial, type TestimonialCreateInput } from '@tdp/shared/schemas/testimonial';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDeleteDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { numberFromInput } from '../../../components/admin-form/number-input.ts';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { FormDialog } from './form-dialog.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';

interface TestimonialDraft {
  author: string;
  location: string;
  quote: string;
  rating: number;
  trip: string;
  date: string;
  published: boolean;
  sortOrder: string;
}

const labelOf = labelsFrom({
  author: messages.authorLabel,
  location: messages.locationLabel,
  quote: messages.quoteLabel,
  rating: messages.ratingLabel,
  trip: messages.tripLabel,
  date: messages.dateLabel,
  published: messages.publishedLabel,
  sortOrder: messages.sortOrderLabel,
});

function toInput(draft: TestimonialDraft) {
  return { ...draft, sortOrder: numberFromInput(draft.sortOrder) };
}

function draftOf(testimonial: Testimonial | null, nextOrder: number): TestimonialDraft {
  if (!testimonial) {
    return {
      author: '',
      location: '',
      quote: '',
      rating: 5,
      trip: '',
      date: isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE),
      published: true,
      sortOrder: String(nextOrder),
    };
  }
  const { author, location, quote, rating, trip, date, published, sortOrder } = testimonial;
  return { author, location, quote, rating, trip, date, published, sortOrder: String(sortOrder) };
}

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { height: '100%', padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  quote: { margin: 0, flexGrow: 1, fontStyle: 'italic', color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  author: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  twoColumns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', alignItems: 'start', gap: tokens.spacingHorizontalM },
});

function TestimonialDialog({ testimonial, nextOrder, onClose }: { testimonial: Testimonial | null; nextOrder: number; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { mutate } = useApi(asAdminRead(catalogueReadRoutes.listTestimonials), { query: ADMIN_VIEW_QUERY });
  const form = useSchemaForm<TestimonialDraft, TestimonialCreateInput>({
    initial: draftOf(testimonial, nextOrder),
    schema: testimonialCreateInputSchema,
    toInput,
    labelOf,
  });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const { draft, errors } = form;

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const body = form.validate();
    if (!body) return;
    setSaving(true);
    try {
      if (testimonial) await apiFetch(catalogueRoutes.updateTestimonial, { params: { id: testimonial.id }, body: { ...body, version: testimonial.version } });
      else await apiFetch(catalogueRoutes.createTestimonial, { body });
      notify('success', formatMessage(messages.saved, { name: formatMessage(messages.testimonialBy, { author: body.author }) }));
      await refreshReads([catalogueReadRoutes.listTestimonials]);
      warning.allowNextNavigation();
      onClose();
    } catch (failure) {
      const described = describeSaveProblem(failure, messages.testimonialThing);
      if (described.kind === 'fields') form.showServerErrors(described.fields);
      setProblem(described);
      setSaving(false);
    }
  }

  const state = (name: keyof TestimonialDraft) => ({
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors[name],
  });
  return (
    <>
      <FormDialog
        title={testimonial ? messages.editTestimonialTitle : messages.newTestimonialTitle}
        saving={saving}
        problem={problem}
        onReload={() => {
          void mutate();
          onClose();
        }}
        onSubmit={(event) => void save(event)}
        onCancel={onClose}
      >
        <Field label={messages.quoteLabel} required {...state('quote')}>
          <Textarea value={draft.quote} rows={4} resize="vertical" onChange={(_, data) => form.set('quote', data.value)} />
        </Field>
        <div className={styles.twoColumns}>
          <Field label={messages.authorLabel} hint={messages.authorHint} required {...state('author')}>
            <Input value={draft.author} onChange={(_, data) => form.set('author', data.value)} />
          </Field>
          <Field label={messages.locationLabel} {...state('location')}>
            <Input value={draft.location} onChange={(_, data) => form.set('location', data.value)} />
          </Field>
          <Field label={messages.tripLabel} {...state('trip')}>
            <Input value={draft.trip} onChange={(_, data) => form.set('trip', data.value)} />
          </Field>
          <Field label={messages.dateLabel} required {...state('date')}>
            <Input type="date" value={draft.date} onChange={(_, data) => form.set('date', data.value)} />
          </Field>
          <Field label={messages.ratingLabel} required {...state('rating')}>
            <Rating value={draft.rating} max={5} onChange={(_, data) => form.set('rating', data.value)} />
          </Field>
          <Field label={messages.sortOrderLabel} hint={messages.sortOrderHint} required {...state('sortOrder')}>
            <Input type="number" min={0} step={1} value={draft.sortOrder} onChange={(_, data) => form.set('sortOrder', data.value)} />
          </Field>
        </div>
        <Switch label={messages.publishedLabel} checked={draft.published} onChange={(_, data) => form.set('published', data.checked)} />
      </FormDialog>
      {warning.dialog}
    </>
  );
}

/**
 * `/admin-dashboard/testimonials`: travellers' testimonials, published or hidden, in their order; add and
 * edit in a dialog, delete after confirming.
 */
export function TestimonialsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, isLoading, mutate } = useApi(asAdminRead(catalogueReadRoutes.listTestimonials), { query: ADMIN_VIEW_QUERY });
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const closeDialog = useCallback(() => setEditing(null), []);
  const testimonials = [...(data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const nextOrder = testimonials.length === 0 ? 10 : Math.min(9999, testimonials.at(-1)!.sortOrder + 10);

  let content;
  if (error && !data) {
    content = <AdminLoadError error={error} thing={messages.testimonialsTitle.toLowerCase()} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <AdminLoading />;
  } else if (testimonials.length === 0) {
    content = (
      <AdminEmpty icon={<CommentQuoteRegular />} title={messages.noTestimonials}>
        <Text>{messages.noTestimonialsHint}</Text>
      </AdminEmpty>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {testimonials.map((testimonial) => {
          const name = formatMessage(messages.testimonialBy, { author: testimonial.author });
          return (
            <li key={testimonial.id}>
              <Card className={styles.card} role="group" aria-label={name}>
                <div className={styles.top}>
                  <RatingDisplay value={testimonial.rating} max={5} compact={false} size="small" aria-label={formatMessage(messages.ratingValue, { rating: testimonial.rating })} />
                  <Badge appearance="tint" color={testimonial.published ? 'success' : 'informative'}>
                    {testimonial.published ? messages.published : messages.hidden}
                  </Badge>
                </div>
                <blockquote className={styles.quote}>“{testimonial.quote}”</blockquote>
                <div>
                  <div className={styles.author}>{testimonial.author}</div>
                  <div className={styles.meta}>
                    {[testimonial.location, testimonial.trip, formatDate(testimonial.date), formatMessage(messages.orderBadge, { order: testimonial.sortOrder })]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
                <div className={styles.actions}>
                  <Button appearance="subtle" icon={<EditRegular />} aria-label={formatMessage(messages.editItem, { name })} onClick={() => setEditing(testimonial)}>
                    {messages.edit}
                  </Button>
                  <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.deleteItem, { name })} onClick={() => setDeleting(testimonial)}>
                    {messages.delete}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <AdminScreen
      title={messages.testimonialsTitle}
      description={messages.testimonialsDescription}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
          {messages.addTestimonial}
        </Button>
      }
    >
      {content}
      {editing && <TestimonialDialog testimonial={editing === 'new' ? null : editing} nextOrder={nextOrder} onClose={closeDialog} />}
      {deleting && (
        <ConfirmDeleteDialog
          thing={messages.testimonialThing}
          name={formatMessage(messages.testimonialBy, { author: deleting.author })}
          onDelete={async () => {
            await apiFetch(catalogueRoutes.deleteTestimonial, { params: { id: deleting.id } });
            notify('success', formatMessage(messages.deleted, { name: formatMessage(messages.testimonialBy, { author: deleting.author }) }));
            await refreshReads([catalogueReadRoutes.listTestimonials]);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
