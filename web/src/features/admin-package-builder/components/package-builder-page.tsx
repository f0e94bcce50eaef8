import { useMemo, useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowLeftRegular, BranchCompareRegular, EyeRegular, SaveRegular, SendRegular } from '@fluentui/react-icons';
import { useLocation, useParams } from 'react-router-dom';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { continentDisplayName, formatDestinationId } from '@tdp/shared/catalogue/destination-ids';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { AdminPackage } from '@tdp/shared/schemas/package';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { packagePath } from '../../../components/package-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useApi } from '../../../lib/use-api.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { quotedPriceText } from '../../../components/admin-form/quoted-price.tsx';
import { packageListAddressFrom } from '../../../lib/package-list-return.ts';
import {
  describeErrorPath,
  englishTextsOf,
  errorsUnder,
  firstErrorAt,
  previewPackage,
  withBanner,
  withTitle,
  withUrl,
  type PackageDraft,
} from '../package-draft.ts';
import { builderMessages as messages } from '../messages.ts';
import { conflictMessages } from '../conflict-messages.ts';
import type { ConflictNames } from '../package-conflict.ts';
import { usePackageSave } from '../use-package-save.ts';
import { BannerField } from './banner-field.tsx';
import { ChoiceListField } from './choice-list-field.tsx';
import { DateRangesEditor } from './date-ranges-editor.tsx';
import { DeparturesEditor } from './departures-editor.tsx';
import { departuresMessages } from '../departures-messages.ts';
import { DestinationsPicker } from './destinations-picker.tsx';
import { IconsEditor } from './icons-editor.tsx';
import { PackageConflictDialog } from './package-conflict-dialog.tsx';
import { PackagePreviewDialog } from './package-preview-dialog.tsx';
import { TabsEditor } from './tabs-editor.tsx';
import { AgentNotesSection } from './agent-notes-section.tsx';
import { FrenchVersionSection } from './french-version-section.tsx';
import { frenchMessages } from './french-version-messages.ts';
import { agentNotesMessages } from '../agent-notes-messages.ts';
import { asAdminRead, ADMIN_VIEW_QUERY } from '../../../lib/admin-read.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

const SUMMARY_MAX = 6;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
    '@media (min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 1fr) 300px', columnGap: tokens.spacingHorizontalXL },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 1200px)': { position: 'sticky', top: tokens.spacingVerticalL },
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  sectionHead: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  sectionTitle: { margin: 0 },
  sectionHint: { color: tokens.colorNeutralForeground3 },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sideActions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  summary: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

/** Place names by destination id (`city-9` → Nice), for the conflict comparison. */
function destinationNames(continents: readonly Continent[] | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const continent of continents ?? []) {
    names.set(formatDestinationId('continent', continent.continent_id), continentDisplayName(continent));
    for (const country of continent.countries) {
      names.set(formatDestinationId('country', country.id), country.name);
      for (const city of country.cities) names.set(formatDestinationId('city', city.id), city.name);
    }
  }
  return names;
}

/**
 * `packages/add` and `packages/edit/:id`: the package builder. Editing loads `GET /packages/edit-form/{id}`
 * (the whole package and its version); adding starts from an empty draft with the single Overview tab.
 */
export function PackageBuilderPage() {
  const { id } = useParams();
  const packageId = id === undefined ? null : /^[1-9][0-9]{0,11}$/.test(id) ? Number(id) : NaN;
  const loaded = useApi(catalogueRoutes.getPackageEditForm, packageId === null || Number.isNaN(packageId) ? null : { params: { id: packageId } }, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });

  if (packageId === null) return <PackageBuilder key="new" initial={null} onReload={async () => undefined} />;
  if (Number.isNaN(packageId) || (loaded.error && loaded.error.status === 404)) {
    return (
      <AdminScreen title={messages.addTitle} before={<BackLink />}>
        <AdminLoadError
          error={loaded.error ?? new ApiError(404, 'NOT_FOUND', 'There is no such package.')}
          thing={messages.packageThing}
          onRetry={() => void loaded.mutate()}
        />
      </AdminScreen>
    );
  }
  if (loaded.error && !loaded.data) {
    return (
      <AdminScreen title={messages.loadingPackage} before={<BackLink />}>
        <AdminLoadError error={loaded.error} thing={messages.packageThing} onRetry={() => void loaded.mutate()} />
      </AdminScreen>
    );
  }
  if (!loaded.data) {
    return (
      <AdminScreen title={messages.loadingPackage} before={<BackLink />}>
        <AdminLoading label={messages.loadingPackage} />
      </AdminScreen>
    );
  }
  return <PackageBuilder key={`${loaded.data.id}@${loaded.data.version}`} initial={loaded.data} onReload={() => loaded.mutate()} />;
}

/** Back to the list as it was left (its search, filters and order, kept in the navigation state by the list's links). */
function BackLink() {
  const { state } = useLocation();
  return (
    <div>
      <LinkButton to={packageListAddressFrom(state)} appearance="subtle" icon={<ArrowLeftRegular />}>
        {messages.backToPackages}
      </LinkButton>
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <Text as="h2" size={500} weight="semibold" className={styles.sectionTitle}>
          {title}
        </Text>
        {hint && <Text className={styles.sectionHint}>{hint}</Text>}
      </div>
      {children}
    </section>
  );
}

/** "Title is required.": a label followed by the schema's rule. */
function sentence(label: string, rule: string | undefined): string | undefined {
  return rule ? `${label} ${rule}.` : undefined;
}

/** The builder's form for one package (new, or as loaded at one version). */
function PackageBuilder({ initial, onReload }: { initial: AdminPackage | null; onReload: () => Promise<unknown> }) {
  const styles = useStyles();
  const styleChoices = useApi(catalogueReadRoutes.listTravelStyles);
  const departureChoices = useApi(catalogueReadRoutes.listDepartureCities);
  const destinationTree = useApi(asAdminRead(catalogueReadRoutes.listContinents), { query: ADMIN_VIEW_QUERY });
  const names: ConflictNames = useMemo(() => {
    const places = destinationNames(destinationTree.data);
    const styles = new Map((styleChoices.data ?? []).map((style) => [style.id, style.style_name]));
    const cities = new Map((departureChoices.data ?? []).map((city) => [city.id, city.city_name]));
    return { destination: (id) => places.get(id), travelStyle: (id) => styles.get(id), departureCity: (id) => cities.get(id) };
  }, [destinationTree.data, styleChoices.data, departureChoices.data]);
  // The agent notes are saved on their own (their section's form); leaving with unsaved notes warns too.
  const [notesDirty, setNotesDirty] = useState(false);
  const { draft, setDraft, tabs, dispatchTabs, saved, isDirty, saving, errors, problem, save, ...saveState } = usePackageSave({
    initial,
    names,
    otherUnsaved: notesDirty,
  });
  const { urlChange, conflict, conflictMerge } = saveState;
  const [previewing, setPreviewing] = useState(false);
  const errorPaths = Object.keys(errors);

  const set = <K extends keyof PackageDraft>(key: K, value: PackageDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const englishTexts = useMemo(() => englishTextsOf(draft, tabs), [draft, tabs]);
  const pricedByDepartures = draft.departures.length > 0;
  // A saved package priced by its departures: the price visitors see today, as the admin list and best bets quote it.
  const departuresPriceHint =
    initial?.priceSource.from === 'departures' ? formatMessage(messages.fromDeparturesToday, { price: quotedPriceText(initial) }) : messages.fromDeparturesHint;

  const title = initial ? formatMessage(messages.editTitle, { title: initial.title }) : messages.addTitle;
  const address = draft.package_url ? `${window.location.origin}${packagePath(draft.package_url)}` : `${window.location.origin}/deals/…`;
  const saveButtons = (
    <>
      <Button icon={<EyeRegular />} onClick={() => setPreviewing(true)}>
        {messages.preview}
      </Button>
      {draft.status === 'draft' && (
        <Button icon={<SendRegular />} onClick={() => void save(true)} disabled={saving}>
          {messages.saveAndPublish}
        </Button>
      )}
      <Button
        appearance="primary"
        icon={saving ? <Spinner size="tiny" appearance="inverted" /> : <SaveRegular />}
        onClick={() => void save(false)}
        disabled={saving}
      >
        {saving ? messages.saving : messages.save}
      </Button>
    </>
  );

  return (
    <AdminScreen
      title={title}
      description={initial ? messages.editDescription : messages.addDescription}
      before={<BackLink />}
      actions={<div className={styles.actions}>{saveButtons}</div>}
    >
      <div className={styles.badges}>
        {saved && <Badge appearance="outline">{formatMessage(messages.versionBadge, { version: saved.version })}</Badge>}
        <Badge appearance="tint" color={draft.status === 'published' ? 'success' : 'informative'}>
          {draft.status === 'published' ? messages.statusPublished : messages.statusDraft}
        </Badge>
        {isDirty && (
          <Badge appearance="tint" color="warning">
            {messages.unsaved}
          </Badge>
        )}
      </div>
      {problem && <ProblemBar problem={problem} onReload={() => void onReload()} />}
      {conflict && (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{conflictMessages.barTitle}</MessageBarTitle>
            {formatMessage(conflictMessages.barMessage, { user: conflict.theirs.updatedBy, version: conflict.theirs.version })}
          </MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" icon={<BranchCompareRegular />} onClick={saveState.compareConflict}>
              {conflictMessages.compare}
            </Button>
            <Button icon={<ArrowClockwiseRegular />} onClick={() => void onReload()}>
              {messages.reload}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {errorPaths.length > 0 && (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{messages.fixTitle}</MessageBarTitle>
            {formatMessage(messages.fixMessage, { count: errorPaths.length })}
            <ul className={styles.summary}>
              {errorPaths.slice(0, SUMMARY_MAX).map((path) => (
                <li key={path}>{`${describeErrorPath(path, tabs)}: ${errors[path]}`}</li>
              ))}
              {errorPaths.length > SUMMARY_MAX && <li>{formatMessage(messages.moreProblems, { count: errorPaths.length - SUMMARY_MAX })}</li>}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}

      <div className={styles.layout}>
        <div className={styles.main}>
          <Section title={messages.cardSection} hint={messages.cardSectionHint}>
            <Field label={messages.titleLabel} validationMessage={sentence(messages.titleLabel, errors.title)} required>
              <Input value={draft.title} maxLength={150} onChange={(_, data) => setDraft((previous) => withTitle(previous, data.value))} />
            </Field>
            <Field
              label={messages.urlLabel}
              hint={formatMessage(draft.urlFollowsTitle ? messages.urlHint : messages.urlEditedHint, { address })}
              validationMessage={sentence(messages.urlLabel, errors.package_url)}
              required
            >
              <Input value={draft.package_url} maxLength={120} onChange={(_, data) => setDraft((previous) => withUrl(previous, data.value))} />
            </Field>
            <div className={styles.pair}>
              {/* With departures, the price and taxes are theirs (the server derives them on save): shown, not typed. */}
              <Field
                label={messages.priceLabel}
                hint={pricedByDepartures ? departuresPriceHint : messages.amountHint}
                validationMessage={sentence(messages.priceLabel, errors.price)}
                required
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  contentBefore="$"
                  value={draft.price}
                  readOnly={pricedByDepartures}
                  onChange={(_, data) => set('price', data.value)}
                />
              </Field>
              <Field
                label={messages.taxLabel}
                hint={pricedByDepartures ? messages.fromDeparturesHint : messages.taxHint}
                validationMessage={sentence(messages.taxLabel, errors.tax)}
                required
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  contentBefore="$"
                  value={draft.tax}
                  readOnly={pricedByDepartures}
                  onChange={(_, data) => set('tax', data.value)}
                />
              </Field>
            </div>
            <IconsEditor value={draft.icons_data} onChange={(lines) => set('icons_data', lines)} errors={errors} />
          </Section>

          <Section title={messages.bannerSection}>
            <BannerField
              value={draft.banner_image}
              shareImage={draft.share_image}
              title={draft.title}
              onChange={(banner, share) => setDraft((previous) => withBanner(previous, banner, share))}
              error={sentence(messages.bannerLabel, errors.banner_image) ?? sentence(messages.shareImageLabel, errors.share_image)}
            />
          </Section>

          <Section title={messages.whereWhenSection}>
            <DateRangesEditor value={draft.dateRanges} onChange={(ranges) => set('dateRanges', ranges)} errors={errors} />
            <DestinationsPicker
              value={draft.destinationIds}
              onChange={(ids) => set('destinationIds', ids)}
              error={sentence(messages.destinationsLabel, firstErrorAt(errors, 'destinationIds'))}
            />
            <div className={styles.pair}>
              <ChoiceListField
                label={messages.stylesLabel}
                choices={(styleChoices.data ?? []).map((style) => ({ id: style.id, name: style.style_name }))}
                value={draft.travelStyleIds}
                onChange={(ids) => set('travelStyleIds', ids)}
                error={sentence(messages.stylesLabel, firstErrorAt(errors, 'travelStyleIds'))}
              />
              <ChoiceListField
                label={messages.departuresLabel}
                choices={(departureChoices.data ?? []).map((city) => ({ id: city.id, name: city.city_name }))}
                value={draft.departureCityIds}
                onChange={(ids) => set('departureCityIds', ids)}
                error={sentence(messages.departuresLabel, firstErrorAt(errors, 'departureCityIds'))}
              />
            </div>
          </Section>

          <Section title={departuresMessages.section} hint={departuresMessages.hint}>
            <DeparturesEditor
              rows={draft.departures}
              onChange={(rows) => set('departures', rows)}
              cities={(departureChoices.data ?? []).map((city) => ({ id: city.id, name: city.city_name }))}
              errors={errorsUnder(errors, 'departures')}
              saved={saved}
            />
          </Section>

          <Section title={messages.tabsHeading} hint={messages.tabsHint}>
            <TabsEditor state={tabs} dispatch={dispatchTabs} errors={errors} />
          </Section>

          <Section title={frenchMessages.section} hint={frenchMessages.hint}>
            <FrenchVersionSection english={englishTexts} value={draft.fr} onChange={(fr) => set('fr', fr)} errors={errors} englishSlug={draft.package_url} />
          </Section>
          <Section title={agentNotesMessages.section} hint={agentNotesMessages.hint}>
            <AgentNotesSection packageId={saved?.id ?? null} onDirtyChange={setNotesDirty} />
          </Section>
        </div>

        <aside className={styles.side} aria-label={messages.publishingSection}>
          <Section title={messages.publishingSection}>
            <Field label={messages.statusLabel} validationMessage={sentence(messages.statusLabel, errors.status)}>
              <RadioGroup value={draft.status} onChange={(_, data) => set('status', data.value as PackageDraft['status'])}>
                <Radio value="draft" label={messages.statusDraft} />
                <Radio value="published" label={messages.statusPublished} />
              </RadioGroup>
            </Field>
            <Field label={messages.validFromLabel} hint={messages.validFromHint} validationMessage={sentence(messages.validFromLabel, errors.validFrom)}>
              <Input type="date" value={draft.validFrom} onChange={(_, data) => set('validFrom', data.value)} />
            </Field>
            <Field label={messages.validUntilLabel} hint={messages.validUntilHint} validationMessage={sentence(messages.validUntilLabel, errors.validUntil)}>
              <Input type="date" value={draft.validUntil} onChange={(_, data) => set('validUntil', data.value)} />
            </Field>
            <div className={styles.sideActions}>{saveButtons}</div>
          </Section>
          <Section title={messages.seoHeading} hint={messages.seoHint}>
            <Field label={messages.seoTitleLabel} validationMessage={sentence(messages.seoTitleLabel, errors['seo.title'])}>
              <Input value={draft.seoTitle} maxLength={70} onChange={(_, data) => set('seoTitle', data.value)} />
            </Field>
            <Field label={messages.seoDescriptionLabel} validationMessage={sentence(messages.seoDescriptionLabel, errors['seo.description'])}>
              <Textarea value={draft.seoDescription} maxLength={160} rows={3} resize="vertical" onChange={(_, data) => set('seoDescription', data.value)} />
            </Field>
          </Section>
        </aside>
      </div>

      {urlChange && (
        <ConfirmDialog
          title={messages.urlChangeTitle}
          message={formatMessage(messages.urlChangeMessage, {
            from: `${window.location.origin}${packagePath(urlChange.from)}`,
            to: `${window.location.origin}${packagePath(urlChange.to)}`,
          })}
          detail={messages.urlChangeDetail}
          confirmLabel={messages.urlChangeConfirm}
          busyLabel={messages.saving}
          thing={messages.packageThing}
          onConfirm={saveState.confirmUrlChange}
          onClose={saveState.cancelUrlChange}
        />
      )}
      {conflict && conflictMerge && (
        <PackageConflictDialog
          merge={conflictMerge}
          baseVersion={conflict.baseVersion}
          theirs={conflict.theirs}
          onSave={saveState.saveMerged}
          onClose={saveState.closeConflict}
        />
      )}
      {previewing && (
        <PackagePreviewDialog pkg={previewPackage(draft, tabs, saved)} hasBanner={draft.banner_image !== ''} onClose={() => setPreviewing(false)} />
      )}
      {saveState.leaveWarning}
    </AdminScreen>
  );
}
