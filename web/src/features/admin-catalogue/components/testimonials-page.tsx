import { Badge, Card, Field, Input, Rating, RatingDisplay, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CommentQuoteRegular } from '@fluentui/react-icons';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { testimonialCreateInputSchema, type Testimonial, type TestimonialCreateInput } from '@tdp/shared/schemas/testimonial';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { numberFromInput } from '../../../components/admin-form/number-input.ts';
import { CollectionFormDialog, fieldState } from '../../../components/admin-kit/collection-form-dialog.tsx';
import { bySortOrder, nextSortOrder } from '../../../components/admin-kit/collection-order.ts';
import { CollectionScreen, EditDeleteButtons } from '../../../components/admin-kit/collection-screen.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { catalogueMessages as messages } from '../messages.ts';

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

const nameOf = (testimonial: Pick<Testimonial, 'author'>) => formatMessage(messages.testimonialBy, { author: testimonial.author });

/**
 * `/admin-dashboard/testimonials`: travellers' testimonials, published or hidden, in their order; add and
 * edit in a dialog, delete after confirming.
 */
export function TestimonialsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, mutate } = useApi(asAdminRead(catalogueReadRoutes.listTestimonials), { query: ADMIN_VIEW_QUERY });

  return (
    <CollectionScreen
      title={messages.testimonialsTitle}
      description={messages.testimonialsDescription}
      add={{ label: messages.addTestimonial }}
      items={data}
      error={error}
      onRetry={() => void mutate()}
      thing={messages.testimonialsTitle.toLowerCase()}
      empty={{ icon: <CommentQuoteRegular />, title: messages.noTestimonials, hint: messages.noTestimonialsHint }}
      order={bySortOrder}
      form={(testimonial, close) => (
        <CollectionFormDialog<TestimonialDraft, TestimonialCreateInput>
          title={testimonial ? messages.editTestimonialTitle : messages.newTestimonialTitle}
          thing={messages.testimonialThing}
          initial={draftOf(testimonial, nextSortOrder(data))}
          schema={testimonialCreateInputSchema}
          toInput={toInput}
          labelOf={labelOf}
          send={async (body) => {
            if (testimonial)
              await apiFetch(catalogueRoutes.updateTestimonial, { params: { id: testimonial.id }, body: { ...body, version: testimonial.version } });
            else await apiFetch(catalogueRoutes.createTestimonial, { body });
            notify('success', formatMessage(messages.saved, { name: nameOf(body) }));
            await refreshReads([catalogueReadRoutes.listTestimonials]);
          }}
          onReload={() => void mutate()}
          onClose={close}
        >
          {({ draft, errors, set }) => (
            <>
              <Field label={messages.quoteLabel} required {...fieldState(errors, 'quote')}>
                <Textarea value={draft.quote} rows={4} resize="vertical" onChange={(_, data) => set('quote', data.value)} />
              </Field>
              <div className={styles.twoColumns}>
                <Field label={messages.authorLabel} hint={messages.authorHint} required {...fieldState(errors, 'author')}>
                  <Input value={draft.author} onChange={(_, data) => set('author', data.value)} />
                </Field>
                <Field label={messages.locationLabel} {...fieldState(errors, 'location')}>
                  <Input value={draft.location} onChange={(_, data) => set('location', data.value)} />
                </Field>
                <Field label={messages.tripLabel} {...fieldState(errors, 'trip')}>
                  <Input value={draft.trip} onChange={(_, data) => set('trip', data.value)} />
                </Field>
                <Field label={messages.dateLabel} required {...fieldState(errors, 'date')}>
                  <Input type="date" value={draft.date} onChange={(_, data) => set('date', data.value)} />
                </Field>
                <Field label={messages.ratingLabel} required {...fieldState(errors, 'rating')}>
                  <Rating value={draft.rating} max={5} onChange={(_, data) => set('rating', data.value)} />
                </Field>
                <Field label={messages.sortOrderLabel} hint={messages.sortOrderHint} required {...fieldState(errors, 'sortOrder')}>
                  <Input type="number" min={0} step={1} value={draft.sortOrder} onChange={(_, data) => set('sortOrder', data.value)} />
                </Field>
              </div>
              <Switch label={messages.publishedLabel} checked={draft.published} onChange={(_, data) => set('published', data.checked)} />
            </>
          )}
        </CollectionFormDialog>
      )}
      remove={{
        thing: messages.testimonialThing,
        nameOf,
        send: async (testimonial) => {
          await apiFetch(catalogueRoutes.deleteTestimonial, { params: { id: testimonial.id } });
          notify('success', formatMessage(messages.deleted, { name: nameOf(testimonial) }));
          await refreshReads([catalogueReadRoutes.listTestimonials]);
        },
      }}
    >
      {(testimonials, actions) => (
        <ul className={styles.list}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <Card className={styles.card} role="group" aria-label={nameOf(testimonial)}>
                <div className={styles.top}>
                  <RatingDisplay
                    value={testimonial.rating}
                    max={5}
                    compact={false}
                    size="small"
                    aria-label={formatMessage(messages.ratingValue, { rating: testimonial.rating })}
                  />
                  <Badge appearance="tint" color={testimonial.published ? 'success' : 'informative'}>
                    {testimonial.published ? messages.published : messages.hidden}
                  </Badge>
                </div>
                <blockquote className={styles.quote}>“{testimonial.quote}”</blockquote>
                <div>
                  <div className={styles.author}>{testimonial.author}</div>
                  <div className={styles.meta}>
                    {[
                      testimonial.location,
                      testimonial.trip,
                      formatDate(testimonial.date),
                      formatMessage(messages.orderBadge, { order: testimonial.sortOrder }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
                <EditDeleteButtons className={styles.actions} item={testimonial} name={nameOf(testimonial)} actions={actions} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </CollectionScreen>
  );
}
