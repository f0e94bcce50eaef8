import { useMemo, useReducer, useState, type ReactNode } from 'react';
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
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { continentDisplayName, formatDestinationId } from '@tdp/shared/catalogue/destination-ids';
import { defaultPackageTabs, packageTabsReducer, tabsInOrder, type PackageTabsState } from '@tdp/shared/catalogue/package-tabs-state';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { AdminPackage, Package } from '@tdp/shared/schemas/package';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { packagePath } from '../../../components/package-card.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { quotedPriceText } from '../../../components/admin-form/quoted-price.tsx';
import { packageListAddressFrom } from '../../../lib/package-list-return.ts';
import {
  checkDraft,
  describeErrorPath,
  draftFromPackage,
  errorsUnder,
  emptyDraft,
  firstErrorAt,
  previewPackage,
  withBanner,
  withTitle,
  withUrl,
  type DraftErrors,
  type PackageDraft,
} from '../package-draft.ts';
import { builderMessages as messages } from '../messages.ts';
import { conflictMessages } from '../conflict-messages.ts';
import { applyMerge, describeMerge, valuesOfPackage, type BuilderValues, type ConflictNames, type ConflictSide } from '../package-conflict.ts';
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
import { agentNotesMessages } from '../agent-notes-messages.ts';
import { asAdminRead, ADMIN_VIEW_QUERY } from '../../../lib/admin-read.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/** Every read that shows packages (admin list, deals, homepage, related deals, package pages, pricing tables): read again after a save. */
const PACKAGE_READS = [
  catalogueReadRoutes.searchDeals,
  catalogueReadRoutes.getPackage,
  catalogueReadRoutes.listRelatedPackages,
  catalogueReadRoutes.listHomepagePackages,
  catalogueReadRoutes.getPricingTable,
  catalogueRoutes.listPackagesForAdmin,
  catalogueRoutes.getPackageEditForm,
];

const PACKAGES_PATH = '/admin-dashboard/packages';
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

/** What a saved package needs to be saved again: its id, the version read and its dates; its stored url and status. */
interface SavedPackage {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  package_url: string;
  status: Package['status'];
}

function savedPackage(pkg: Package): SavedPackage {
  return { id: pkg.id, version: pkg.version, createdAt: pkg.createdAt, updatedAt: pkg.updatedAt, package_url: pkg.package_url, status: pkg.status };
}

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

/** Someone else's save that refused ours: their stored package, whether the merge is open, and what the save asked. */
interface EditConflict {
  theirs: Package;
  comparing: boolean;
  /** The version the refused save was based on (the base of the merge). */
  baseVersion: number;
  publish: boolean;
}

/** The values a save sends and the stored package it replaces (null for a new package). */
interface SaveForm {
  draft: PackageDraft;
  tabs: PackageTabsState;
  saved: SavedPackage | null;
}

/** A save waiting for the admin to confirm a published package's new address. */
interface PendingUrlChange {
  publish: boolean;
  from: string;
  to: string;
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
        <AdminLoadError error={loaded.error ?? new ApiError(404, 'NOT_FOUND', 'There is no such package.')} thing={messages.packageThing} onRetry={() => void loaded.mutate()} />
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

function snapshot(draft: PackageDraft, tabs: PackageTabsState): string {
  return JSON.stringify([draft, tabs.order, tabs.order.map((name) => tabs.tabs[name])]);
}

/** The builder's form for one package (new, or as loaded at one version). */
function PackageBuilder({ initial, onReload }: { initial: AdminPackage | null; onReload: () => Promise<unknown> }) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const refreshRoutes = useRefreshRoutes();
  const styleChoices = useApi(catalogueReadRoutes.listTravelStyles);
  const departureChoices = useApi(catalogueReadRoutes.listDepartureCities);
  const destinationTree = useApi(asAdminRead(catalogueReadRoutes.listContinents), { query: ADMIN_VIEW_QUERY });

  const start = useMemo(() => (initial ? draftFromPackage(initial) : { draft: emptyDraft(), tabs: defaultPackageTabs() }), [initial]);
  const [draft, setDraft] = useState<PackageDraft>(start.draft);
  const [tabs, dispatchTabs] = useReducer(packageTabsReducer, start.tabs);
  // The values as loaded or last saved: the base of a merge with someone else's save, and what "unsaved" is measured from.
  const [base, setBase] = useState<BuilderValues>(start);
  const baseline = useMemo(() => snapshot(base.draft, base.tabs), [base]);
  const [saved, setSaved] = useState<SavedPackage | null>(initial ? savedPackage(initial) : null);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ at: string; errors: DraftErrors } | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [urlChange, setUrlChange] = useState<PendingUrlChange | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  // The agent notes are saved on their own (their section's form); leaving with unsaved notes warns too.
  const [notesDirty, setNotesDirty] = useState(false);

  const current = snapshot(draft, tabs);
  const isDirty = current !== baseline;
  const warning = useUnsavedChangesWarning((isDirty || notesDirty) && !saving);
  const errors: DraftErrors = useMemo(() => {
    if (serverErrors && serverErrors.at === current) return serverErrors.errors;
    if (!attempted) return {};
    const checked = checkDraft(draft, tabs);
    return checked.ok ? {} : checked.errors;
  }, [attempted, current, draft, serverErrors, tabs]);
  const errorPaths = Object.keys(errors);

  const names: ConflictNames = useMemo(() => {
    const places = destinationNames(destinationTree.data);
    const styles = new Map((styleChoices.data ?? []).map((style) => [style.id, style.style_name]));
    const cities = new Map((departureChoices.data ?? []).map((city) => [city.id, city.city_name]));
    return { destination: (id) => places.get(id), travelStyle: (id) => styles.get(id), departureCity: (id) => cities.get(id) };
  }, [destinationTree.data, styleChoices.data, departureChoices.data]);
  // Merged with the form as it is now (the admin may have typed more since the refused save).
  const conflictMerge = useMemo(
    () => (conflict?.comparing ? describeMerge({ base, mine: { draft, tabs }, theirs: valuesOfPackage(conflict.theirs) }, names) : null),
    [conflict, base, draft, tabs, names],
  );

  /** Saves the combined package on their version; the form shows it, and keeps it should this save be refused too. */
  function saveMerged(refused: EditConflict, choices: Record<string, ConflictSide>) {
    const theirs = valuesOfPackage(refused.theirs);
    const merged = applyMerge({ base, mine: { draft, tabs }, theirs }, choices);
    const onTheirs = savedPackage(refused.theirs);
    setDraft(merged.draft);
    dispatchTabs({ type: 'populate', tabs: tabsInOrder(merged.tabs) });
    setBase(theirs);
    setSaved(onTheirs);
    setConflict(null);
    void save(refused.publish, false, { ...merged, saved: onTheirs });
  }

  const set = <K extends keyof PackageDraft>(key: K, value: PackageDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const pricedByDepartures = draft.departures.length > 0;
  // A saved package priced by its departures: the price visitors see today, as the admin list and best bets quote it.
  const departuresPriceHint =
    initial?.priceSource.from === 'departures' ? formatMessage(messages.fromDeparturesToday, { price: quotedPriceText(initial) }) : messages.fromDeparturesHint;

  /**
   * Saves the draft (publishing it when asked). A published package's new address is confirmed first: links to the
   * old one (shared, indexed, e-mailed) will redirect, and the old address stays this package's.
   */
  async function save(publish: boolean, addressConfirmed = false, form: SaveForm = { draft, tabs, saved }) {
    const { saved } = form;
    const values: PackageDraft = publish ? { ...form.draft, status: 'published' } : form.draft;
    if (publish) setDraft(values);
    setAttempted(true);
    setProblem(null);
    setServerErrors(null);
    const checked = checkDraft(values, form.tabs);
    if (!checked.ok) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    if (saved?.status === 'published' && checked.body.package_url !== saved.package_url && !addressConfirmed) {
      setUrlChange({ publish, from: saved.package_url, to: checked.body.package_url });
      return;
    }
    setSaving(true);
    setConflict(null);
    try {
      const stored = saved ? await apiFetch(catalogueRoutes.updatePackage, { params: { id: saved.id }, body: { ...checked.body, version: saved.version } }) : await apiFetch(catalogueRoutes.createPackage, { body: checked.body });
      await refreshRoutes(PACKAGE_READS);
      // The server keeps the version when nothing changed: say so rather than "saved".
      const unchanged = saved !== null && stored.version === saved.version;
      notify(
        'success',
        unchanged
          ? formatMessage(conflictMessages.unchanged, { version: stored.version })
          : formatMessage(stored.status === 'published' && publish ? messages.published : saved ? messages.saved : messages.created, { title: stored.title }),
      );
      if (!saved) {
        warning.allowNextNavigation();
        navigate(`${PACKAGES_PATH}/edit/${stored.id}`, { replace: true, state: location.state });
        return;
      }
      // The form shows the stored package at its new version (texts trimmed, rich text sanitised by the server).
      const reread = draftFromPackage(stored);
      setDraft(reread.draft);
      dispatchTabs({ type: 'populate', tabs: stored.tabs });
      setBase(reread);
      setSaved(savedPackage(stored));
      setAttempted(false);
    } catch (error) {
      const described = describeSaveProblem(error, messages.packageThing);
      const at = snapshot(values, form.tabs);
      if (error instanceof ApiError && error.status === 409 && 'package_url' in error.fields) {
        setServerErrors({ at, errors: { package_url: formatMessage(messages.urlRefused, { reason: error.fields.package_url ?? messages.urlTakenReason }) } });
      } else if (described.kind === 'stale' && saved) {
        // Their version is read to merge it with ours, field by field.
        try {
          setConflict({ theirs: await apiFetch(catalogueRoutes.getPackageEditForm, { params: { id: saved.id } }), comparing: true, baseVersion: saved.version, publish });
        } catch (readError) {
          const unread = describeSaveProblem(readError, messages.packageThing);
          setProblem(unread.kind === 'gone' ? unread : { ...described, title: messages.staleTitle, message: messages.staleMessage });
        }
      } else if (described.kind === 'stale') {
        setProblem({ ...described, title: messages.staleTitle, message: messages.staleMessage });
      } else if (described.kind === 'fields') {
        setServerErrors({ at, errors: described.fields });
      } else {
        setProblem(described);
      }
    } finally {
      setSaving(false);
    }
  }

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
      <Button appearance="primary" icon={saving ? <Spinner size="tiny" appearance="inverted" /> : <SaveRegular />} onClick={() => void save(false)} disabled={saving}>
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
            <Button appearance="primary" icon={<BranchCompareRegular />} onClick={() => setConflict({ ...conflict, comparing: true })}>
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
                <Input type="number" inputMode="decimal" min={0} step="0.01" contentBefore="$" value={draft.price} readOnly={pricedByDepartures} onChange={(_, data) => set('price', data.value)} />
              </Field>
              <Field
                label={messages.taxLabel}
                hint={pricedByDepartures ? messages.fromDeparturesHint : messages.taxHint}
                validationMessage={sentence(messages.taxLabel, errors.tax)}
                required
              >
                <Input type="number" inputMode="decimal" min={0} step="0.01" contentBefore="$" value={draft.tax} readOnly={pricedByDepartures} onChange={(_, data) => set('tax', data.value)} />
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
          onConfirm={() => save(urlChange.publish, true)}
          onClose={() => setUrlChange(null)}
        />
      )}
      {conflict && conflictMerge && (
        <PackageConflictDialog
          merge={conflictMerge}
          baseVersion={conflict.baseVersion}
          theirs={conflict.theirs}
          onSave={(choices) => saveMerged(conflict, choices)}
          onClose={() => setConflict({ ...conflict, comparing: false })}
        />
      )}
      {previewing && <PackagePreviewDialog pkg={previewPackage(draft, tabs, saved)} hasBanner={draft.banner_image !== ''} onClose={() => setPreviewing(false)} />}
      {warning.dialog}
    </AdminScreen>
  );
}
