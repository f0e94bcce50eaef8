import { useState, type FormEvent } from 'react';
import { Card, Checkbox, Field, Input, Label, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { isMediaReference, resolveMediaUrl } from '@tdp/shared/media/media-references';
import {
  PROMOTION_PLACEMENTS,
  promotionCreateInputSchema,
  type Promotion,
  type PromotionCreateInput,
  type PromotionPlacement,
} from '@tdp/shared/schemas/promotion';
import { AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminItemPage } from '../../../components/admin-kit/admin-item-page.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { numberFromInput } from '../../../components/admin-form/number-input.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

/** A new promotion runs for this many days unless the admin changes its dates. */
const DEFAULT_RUN_DAYS = 30;

interface PromotionDraft {
  title: string;
  subtitle: string;
  image: string;
  link: string;
  linkLabel: string;
  placements: PromotionPlacement[];
  startsAt: string;
  endsAt: string;
  active: boolean;
  sortOrder: string;
}

const labelOf = labelsFrom({
  title: messages.promotionTitleLabel,
  subtitle: messages.promotionSubtitleLabel,
  image: messages.promotionImageLabel,
  link: messages.promotionLinkLabel,
  linkLabel: messages.promotionLinkTextLabel,
  placements: messages.placementsLabel,
  startsAt: messages.startsAtLabel,
  endsAt: messages.endsAtLabel,
  active: messages.activeLabel,
  sortOrder: messages.sortOrderLabel,
});

function toInput(draft: PromotionDraft) {
  return { ...draft, link: draft.link.trim() === '' ? null : draft.link, sortOrder: numberFromInput(draft.sortOrder) };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function draftOf(promotion: Promotion | null): PromotionDraft {
  if (!promotion) {
    const today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);
    return {
      title: '',
      subtitle: '',
      image: '',
      link: '',
      linkLabel: '',
      placements: ['landing'],
      startsAt: today,
      endsAt: addDays(today, DEFAULT_RUN_DAYS),
      active: true,
      sortOrder: '10',
    };
  }
  return {
    title: promotion.title,
    subtitle: promotion.subtitle,
    image: promotion.image,
    link: promotion.link ?? '',
    linkLabel: promotion.linkLabel,
    placements: [...promotion.placements],
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    active: promotion.active,
    sortOrder: String(promotion.sortOrder),
  };
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', alignItems: 'start', gap: tokens.spacingHorizontalL },
  imageRow: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 200px', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  preview: {
    width: '200px',
    height: '100px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  placementsGroup: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  placements: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  groupError: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
  },
});

function PromotionEditor({ promotion, onReload }: { promotion: Promotion | null; onReload: () => void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { cdnPrefix } = useRuntimeConfig();
  const form = useSchemaForm<PromotionDraft, PromotionCreateInput>({ initial: draftOf(promotion), schema: promotionCreateInputSchema, toInput, labelOf });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, messages.promotionThing);
  const [previewFailed, setPreviewFailed] = useState(false);
  const { draft, errors } = form;
  const title = promotion ? messages.editPromotionTitle : messages.newPromotionTitle;
  const placementName: Record<PromotionPlacement, string> = { landing: messages.placementLanding, deals: messages.placementDeals };

  function save(event: FormEvent) {
    return submit(event, async (body) => {
      const saved = promotion
        ? await apiFetch(catalogueRoutes.updatePromotion, { params: { id: promotion.id }, body: { ...body, version: promotion.version } })
        : await apiFetch(catalogueRoutes.createPromotion, { body });
      notify('success', formatMessage(messages.saved, { name: saved.title }));
      await refreshReads([catalogueReadRoutes.listPromotions, catalogueReadRoutes.getPromotion]);
      warning.allowNextNavigation();
      await navigate(ADMIN_PATHS.promotions);
    });
  }

  const state = (name: keyof PromotionDraft) => ({
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors[name],
  });
  const showPreview = draft.image.trim() !== '' && isMediaReference(draft.image.trim()) && !previewFailed;

  return (
    <AdminScreen
      title={title}
      before={
        <div>
          <LinkButton to={ADMIN_PATHS.promotions} appearance="transparent" icon={<ArrowLeftRegular />}>
            {messages.backToPromotions}
          </LinkButton>
        </div>
      }
    >
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label={title}>
        {problem && <ProblemBar problem={problem} onReload={onReload} />}
        <Card className={styles.card}>
          <Field label={messages.promotionTitleLabel} required {...state('title')}>
            <Input value={draft.title} onChange={(_, data) => form.set('title', data.value)} />
          </Field>
          <Field label={messages.promotionSubtitleLabel} {...state('subtitle')}>
            <Input value={draft.subtitle} onChange={(_, data) => form.set('subtitle', data.value)} />
          </Field>
          <div className={styles.imageRow}>
            <Field label={messages.promotionImageLabel} hint={messages.promotionImageHint} required {...state('image')}>
              <Input
                value={draft.image}
                onChange={(_, data) => {
                  setPreviewFailed(false);
                  form.set('image', data.value);
                }}
              />
            </Field>
            {showPreview ? (
              <img
                className={styles.preview}
                src={resolveMediaUrl(draft.image.trim(), cdnPrefix)}
                alt={messages.imagePreviewAlt}
                width={200}
                height={100}
                onError={() => setPreviewFailed(true)}
              />
            ) : (
              <div className={styles.preview} aria-hidden />
            )}
          </div>
          <div className={styles.columns}>
            <Field label={messages.promotionLinkLabel} hint={messages.promotionLinkHint} {...state('link')}>
              <Input value={draft.link} onChange={(_, data) => form.set('link', data.value)} />
            </Field>
            <Field label={messages.promotionLinkTextLabel} hint={messages.promotionLinkTextHint} {...state('linkLabel')}>
              <Input value={draft.linkLabel} onChange={(_, data) => form.set('linkLabel', data.value)} />
            </Field>
          </div>
        </Card>
        <Card className={styles.card}>
          {/* One Field holds one control: the two boxes are a labelled group with the rule under them. */}
          <div className={styles.placementsGroup} role="group" aria-labelledby="promotion-placements-label">
            <Label id="promotion-placements-label" required>
              {messages.placementsLabel}
            </Label>
            <div className={styles.placements}>
              {PROMOTION_PLACEMENTS.map((placement) => (
                <Checkbox
                  key={placement}
                  label={placementName[placement]}
                  checked={draft.placements.includes(placement)}
                  onChange={(_, data) =>
                    form.set(
                      'placements',
                      data.checked
                        ? PROMOTION_PLACEMENTS.filter((candidate) => candidate === placement || draft.placements.includes(candidate))
                        : draft.placements.filter((candidate) => candidate !== placement),
                    )
                  }
                />
              ))}
            </div>
            {errors.placements && (
              <Text className={styles.groupError} role="alert">
                <ErrorCircleRegular aria-hidden /> {errors.placements}
              </Text>
            )}
          </div>
          <div className={styles.columns}>
            <Field label={messages.startsAtLabel} required {...state('startsAt')}>
              <Input type="date" value={draft.startsAt} onChange={(_, data) => form.set('startsAt', data.value)} />
            </Field>
            <Field label={messages.endsAtLabel} required {...state('endsAt')}>
              <Input type="date" value={draft.endsAt} onChange={(_, data) => form.set('endsAt', data.value)} />
            </Field>
            <Field label={messages.sortOrderLabel} hint={messages.sortOrderHint} required {...state('sortOrder')}>
              <Input type="number" min={0} step={1} value={draft.sortOrder} onChange={(_, data) => form.set('sortOrder', data.value)} />
            </Field>
          </div>
          <Field hint={messages.activeHint}>
            <Switch label={messages.activeLabel} checked={draft.active} onChange={(_, data) => form.set('active', data.checked)} />
          </Field>
        </Card>
        <AdminSaveBar
          saving={saving}
          label={messages.savePromotion}
          savingLabel={messages.saving}
          cancelTo={ADMIN_PATHS.promotions}
          cancelLabel={messages.cancel}
        />
      </form>
      {warning.dialog}
    </AdminScreen>
  );
}

/**
 * `/admin-dashboard/promotion-form` (new) and `promotion-form?id=7` (edit): a promotion's banner, link,
 * placements, dates, switch and order, checked with the shared schema and saved with the version read.
 */
export function PromotionFormPage() {
  const [search] = useSearchParams();
  const read = (text: string) => (/^[1-9][0-9]*$/.test(text) ? { params: { id: Number(text) }, query: ADMIN_VIEW_QUERY } : null);
  return (
    <AdminItemPage
      route={asAdminRead(catalogueReadRoutes.getPromotion)}
      id={search.get('id')}
      read={read}
      title={messages.editPromotionTitle}
      notFound={messages.promotionNotFound}
      thing={messages.promotionThing}
    >
      {(promotion, onReload) => <PromotionEditor promotion={promotion} onReload={onReload} />}
    </AdminItemPage>
  );
}
