import { useMemo, useReducer, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { defaultPackageTabs, packageTabsReducer, tabsInOrder, type PackageTabsAction, type PackageTabsState } from '@tdp/shared/catalogue/package-tabs-state';
import type { AdminPackage, Package } from '@tdp/shared/schemas/package';
import { describeSaveProblem, type SaveProblem } from '../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../components/admin-form/unsaved-changes-warning.tsx';
import { useNotify } from '../../components/app-toaster.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { formatMessage } from '../../lib/intl.ts';
import { useRefreshRoutes } from '../../lib/use-api.ts';
import { conflictMessages } from './conflict-messages.ts';
import { builderMessages as messages } from './messages.ts';
import {
  applyMerge,
  describeMerge,
  valuesOfPackage,
  type BuilderValues,
  type ConflictNames,
  type ConflictSide,
  type PackageMerge,
} from './package-conflict.ts';
import { checkDraft, draftFromPackage, emptyDraft, type DraftErrors, type PackageDraft } from './package-draft.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/** Every read that shows packages (admin list, deals, homepage, related deals, package pages, pricing tables): read again after a save. */
const PACKAGE_READS = [
  catalogueReadRoutes.getDeals,
  catalogueReadRoutes.getPackage,
  catalogueReadRoutes.listRelatedPackages,
  catalogueReadRoutes.listHomepagePackages,
  catalogueReadRoutes.getPricingTable,
  catalogueRoutes.listPackagesForAdmin,
  catalogueRoutes.getPackageEditForm,
];

/** What a saved package needs to be saved again: its id, the version read and its dates; its stored url and status. */
export interface SavedPackage {
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

/** Someone else's save that refused ours: their stored package, whether the merge is open, and what the save asked. */
export interface EditConflict {
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
export interface PendingUrlChange {
  publish: boolean;
  from: string;
  to: string;
}

/** What {@link usePackageSave} takes. */
export interface PackageSaveOptions {
  /** The package as loaded at one version, or null for a new one (an empty draft with the Overview tab). */
  initial: AdminPackage | null;
  /** Names of the places, styles and cities the package points at, for the conflict comparison. */
  names: ConflictNames;
  /** Other unsaved work on the screen (the agent notes, saved on their own): leaving warns for it too. */
  otherUnsaved: boolean;
}

/** What {@link usePackageSave} gives the builder: the form's values, the save's state, and the conflict to show. */
export interface PackageSave {
  draft: PackageDraft;
  setDraft: Dispatch<SetStateAction<PackageDraft>>;
  tabs: PackageTabsState;
  dispatchTabs: Dispatch<PackageTabsAction>;
  /** The stored package the next save replaces (null until a new package is created). */
  saved: SavedPackage | null;
  /** The form differs from the package as loaded or last saved. */
  isDirty: boolean;
  saving: boolean;
  /** Field errors under their paths: the draft's own check once a save was tried, or the server's (400/422, a url taken) until the form changes. */
  errors: DraftErrors;
  /** A save problem for the problem bar (failed, gone, stale with no merge possible). */
  problem: SaveProblem | null;
  /** Saves the form, publishing it when asked; a new package's builder then moves to its edit address. */
  save: (publish: boolean) => Promise<void>;
  /** A published package's new address waiting for confirmation, with its answers. */
  urlChange: PendingUrlChange | null;
  confirmUrlChange: () => Promise<void>;
  cancelUrlChange: () => void;
  /** Someone else's save refused ours (409 on `version`): the bar shows it while set. */
  conflict: EditConflict | null;
  /** The three-way merge (base, mine, theirs) to show in the dialog while the comparison is open. */
  conflictMerge: PackageMerge | null;
  /** Opens the comparison again ("Combine changes"). */
  compareConflict: () => void;
  /** Closes the comparison ("Not now"), the bar staying. */
  closeConflict: () => void;
  /** Puts the merged values in the form and saves them on their version, with the admin's choice per conflicting field. */
  saveMerged: (choices: Record<string, ConflictSide>) => void;
  /** The "leave with unsaved changes?" dialog, to render. */
  leaveWarning: ReactNode;
}

function snapshot(draft: PackageDraft, tabs: PackageTabsState): string {
  return JSON.stringify([draft, tabs.order, tabs.order.map((name) => tabs.tabs[name])]);
}

/**
 * The package builder's form state and its save: the version it read, the draft's check, the server's field errors,
 * a published package's address change, the three-way merge when someone else saved first, and the move to the edit
 * address after a create. The page lays out the form from what it returns.
 */
export function usePackageSave({ initial, names, otherUnsaved }: PackageSaveOptions): PackageSave {
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const refreshRoutes = useRefreshRoutes();

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
  const [urlChange, setUrlChange] = useState<PendingUrlChange | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  const current = snapshot(draft, tabs);
  const isDirty = current !== baseline;
  const warning = useUnsavedChangesWarning((isDirty || otherUnsaved) && !saving);
  const errors: DraftErrors = useMemo(() => {
    if (serverErrors && serverErrors.at === current) return serverErrors.errors;
    if (!attempted) return {};
    const checked = checkDraft(draft, tabs);
    return checked.ok ? {} : checked.errors;
  }, [attempted, current, draft, serverErrors, tabs]);

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
      const stored = saved
        ? await apiFetch(catalogueRoutes.updatePackage, { params: { id: saved.id }, body: { ...checked.body, version: saved.version } })
        : await apiFetch(catalogueRoutes.createPackage, { body: checked.body });
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
        navigate(pathHref(ADMIN_PATHS.packageEdit, { id: stored.id }), { replace: true, state: location.state });
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
          setConflict({
            theirs: await apiFetch(catalogueRoutes.getPackageEditForm, { params: { id: saved.id } }),
            comparing: true,
            baseVersion: saved.version,
            publish,
          });
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

  return {
    draft,
    setDraft,
    tabs,
    dispatchTabs,
    saved,
    isDirty,
    saving,
    errors,
    problem,
    save: (publish) => save(publish),
    urlChange,
    confirmUrlChange: () => (urlChange ? save(urlChange.publish, true) : Promise.resolve()),
    cancelUrlChange: () => setUrlChange(null),
    conflict,
    conflictMerge,
    compareConflict: () => setConflict(conflict && { ...conflict, comparing: true }),
    closeConflict: () => setConflict(conflict && { ...conflict, comparing: false }),
    saveMerged: (choices) => {
      if (conflict) saveMerged(conflict, choices);
    },
    leaveWarning: warning.dialog,
  };
}
