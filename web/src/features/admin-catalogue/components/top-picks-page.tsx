import { useState } from 'react';
import { Badge, Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, StarRegular } from '@fluentui/react-icons';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { topPickUpdateInputSchema, type TopPickView } from '@tdp/shared/schemas/top-pick';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { PackagePicker } from './package-picker.tsx';
import { PackageSummary } from './package-summary.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';

/** A continent's picks being edited: the packages chosen so far for each slot. */
interface PicksDraft {
  one: PackageCard | null;
  two: PackageCard | null;
}

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  slots: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalXL },
  slot: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function samePick(a: PackageCard | null, b: PackageCard | null): boolean {
  return (a?.id ?? null) === (b?.id ?? null);
}

function ContinentPicks({
  view,
  draft,
  onDraftChange,
  onReload,
}: {
  view: TopPickView;
  draft: PicksDraft | undefined;
  onDraftChange: (draft: PicksDraft | undefined) => void;
  onReload: () => void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const current: PicksDraft = draft ?? { one: view.top_pick_one, two: view.top_pick_two };
  const dirty = draft !== undefined && (!samePick(draft.one, view.top_pick_one) || !samePick(draft.two, view.top_pick_two));
  const headingId = `top-picks-${view.continent_id}`;

  function change(slot: keyof PicksDraft, picked: PackageCard | null) {
    setSlotError(null);
    setProblem(null);
    onDraftChange({ ...current, [slot]: picked });
  }

  async function save() {
    setProblem(null);
    const body = { top_pick_one: current.one?.id ?? null, top_pick_two: current.two?.id ?? null, version: view.version };
    if (body.top_pick_one !== null && body.top_pick_one === body.top_pick_two) {
      setSlotError(messages.samePickTwice);
      return;
    }
    const parsed = topPickUpdateInputSchema.safeParse(body);
    if (!parsed.success) {
      setSlotError(parsed.error.issues[0]!.message);
      return;
    }
    setSaving(true);
    try {
      await apiFetch(catalogueRoutes.updateTopPicks, { params: { id: view.continent_id }, body: parsed.data });
      notify('success', formatMessage(messages.topPicksSaved, { name: view.continent_name }));
      await refreshReads([catalogueReadRoutes.listTopPicks]);
      onDraftChange(undefined);
    } catch (failure) {
      setProblem(describeSaveProblem(failure, messages.topPickThing));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className={styles.card} role="group" aria-labelledby={headingId}>
      <CardHeader
        header={
          <Text as="h2" id={headingId} size={500} weight="semibold" className={styles.heading}>
            {view.continent_name}
          </Text>
        }
        action={
          dirty ? (
            <Badge appearance="tint" color="warning">
              {messages.unsavedBadge}
            </Badge>
          ) : undefined
        }
      />
      {problem && (
        <ProblemBar
          problem={problem}
          onReload={() => {
            setProblem(null);
            onDraftChange(undefined);
            onReload();
          }}
        />
      )}
      <div className={styles.slots}>
        {(['one', 'two'] as const).map((slot) => {
          const label = slot === 'one' ? messages.topPickOne : messages.topPickTwo;
          return (
            <div key={slot} className={styles.slot}>
              <PackageSummary card={current[slot]} emptyText={messages.noPick} />
              <PackagePicker
                label={formatMessage(messages.pickFor, { slot: label, continent: view.continent_name })}
                selected={current[slot]}
                onChange={(picked) => change(slot, picked)}
                validationMessage={slot === 'two' && slotError ? slotError : undefined}
              />
            </div>
          );
        })}
      </div>
      <AdminSaveBar saving={saving} label={messages.saveTopPicks} savingLabel={messages.saving} disabled={!dirty} onSave={() => void save()}>
        {dirty && (
          <Button appearance="subtle" icon={<ArrowUndoRegular />} onClick={() => onDraftChange(undefined)}>
            {messages.resetTopPicks}
          </Button>
        )}
      </AdminSaveBar>
    </Card>
  );
}

/**
 * `/admin-dashboard/continent-best-bets` (labelled Top Picks): each destination continent's two package
 * cards for the Destinations mega-menu, chosen with a package search and saved per continent with the
 * version read.
 */
export function TopPicksPage() {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useApi(asAdminRead(catalogueReadRoutes.listTopPicks), { query: ADMIN_VIEW_QUERY });
  const [drafts, setDrafts] = useState<Record<number, PicksDraft>>({});
  const warning = useUnsavedChangesWarning(
    (data ?? []).some((view) => {
      const draft = drafts[view.continent_id];
      return draft !== undefined && (!samePick(draft.one, view.top_pick_one) || !samePick(draft.two, view.top_pick_two));
    }),
  );

  let content;
  if (error && !data) {
    content = <AdminLoadError error={error} thing={messages.topPicksTitle.toLowerCase()} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <AdminLoading />;
  } else if (data.length === 0) {
    content = (
      <AdminEmpty icon={<StarRegular />} title={messages.noContinentsForPicks}>
        <Text>{messages.noContinentsForPicksHint}</Text>
      </AdminEmpty>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {data.map((view) => (
          <li key={view.continent_id}>
            <ContinentPicks
              view={view}
              draft={drafts[view.continent_id]}
              onDraftChange={(draft) =>
                setDrafts((current) => {
                  const next = { ...current };
                  if (draft) next[view.continent_id] = draft;
                  else delete next[view.continent_id];
                  return next;
                })
              }
              onReload={() => void mutate()}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AdminScreen title={messages.topPicksTitle} description={messages.topPicksDescription}>
      {content}
      {warning.dialog}
    </AdminScreen>
  );
}
