import { Badge, Card, Field, Input, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { TrophyRegular } from '@fluentui/react-icons';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { bestBetCreateInputSchema, type BestBetCreateInput, type BestBetView } from '@tdp/shared/schemas/best-bet';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { describeFieldRule, labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { numberFromInput } from '../../../components/admin-form/number-input.ts';
import { CollectionFormDialog, fieldState } from '../../../components/admin-kit/collection-form-dialog.tsx';
import { bySortOrder, nextSortOrder } from '../../../components/admin-kit/collection-order.ts';
import { CollectionScreen, EditDeleteButtons } from '../../../components/admin-kit/collection-screen.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { PackagePicker } from './package-picker.tsx';
import { PackageSummary } from './package-summary.tsx';

interface BestBetDraft {
  package: PackageCard | null;
  label: string;
  blurb: string;
  sortOrder: string;
}

const labelOf = labelsFrom({
  packageId: messages.bestBetPackageLabel,
  label: messages.bestBetLabelLabel,
  blurb: messages.bestBetBlurbLabel,
  sortOrder: messages.sortOrderLabel,
});

function toInput(draft: BestBetDraft) {
  return { packageId: draft.package?.id, label: draft.label, blurb: draft.blurb, sortOrder: numberFromInput(draft.sortOrder) };
}

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL, padding: tokens.spacingHorizontalL },
  summary: { flexGrow: 1, flexBasis: '320px', minWidth: 0 },
  pitch: { flexGrow: 2, flexBasis: '280px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  blurb: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const nameOf = (bet: BestBetView) => formatMessage(messages.bestBetName, { label: bet.label, title: bet.package?.title ?? `#${bet.packageId}` });

/**
 * `/admin-dashboard/top-best-bets`: the packages the homepage pushes, each with a badge, a pitch and an
 * order; add and edit in a dialog (package picked with a search), delete after confirming.
 */
export function BestBetsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, mutate } = useApi(asAdminRead(catalogueReadRoutes.listBestBets), { query: ADMIN_VIEW_QUERY });

  return (
    <CollectionScreen
      title={messages.bestBetsTitle}
      description={messages.bestBetsDescription}
      add={{ label: messages.addBestBet }}
      items={data}
      error={error}
      onRetry={() => void mutate()}
      thing={messages.bestBetsTitle.toLowerCase()}
      empty={{ icon: <TrophyRegular />, title: messages.noBestBets, hint: messages.noBestBetsHint }}
      order={bySortOrder}
      form={(bet, close) => (
        <CollectionFormDialog<BestBetDraft, BestBetCreateInput>
          title={bet ? messages.editBestBetTitle : messages.newBestBetTitle}
          thing={messages.bestBetThing}
          initial={
            bet
              ? { package: bet.package, label: bet.label, blurb: bet.blurb, sortOrder: String(bet.sortOrder) }
              : { package: null, label: '', blurb: '', sortOrder: String(nextSortOrder(data)) }
          }
          schema={bestBetCreateInputSchema}
          toInput={toInput}
          labelOf={labelOf}
          send={async (body, draft) => {
            if (bet) await apiFetch(catalogueRoutes.updateBestBet, { params: { id: bet.id }, body: { ...body, version: bet.version } });
            else await apiFetch(catalogueRoutes.createBestBet, { body });
            notify('success', formatMessage(messages.saved, { name: draft.label.trim() }));
            await refreshReads([catalogueReadRoutes.listBestBets]);
          }}
          onReload={() => void mutate()}
          onClose={close}
        >
          {({ draft, errors, set }) => (
            <>
              <PackagePicker
                label={messages.bestBetPackageLabel}
                required
                selected={draft.package}
                onChange={(picked) => set('package', picked)}
                // A missing package reads "must be a number" in the schema: say what the admin has to do instead.
                validationMessage={errors.packageId && !draft.package ? describeFieldRule(messages.bestBetPackageLabel, 'is required') : errors.packageId}
              />
              <Field label={messages.bestBetLabelLabel} hint={messages.bestBetLabelHint} required {...fieldState(errors, 'label')}>
                <Input value={draft.label} onChange={(_, data) => set('label', data.value)} />
              </Field>
              <Field label={messages.bestBetBlurbLabel} hint={messages.bestBetBlurbHint} {...fieldState(errors, 'blurb')}>
                <Textarea value={draft.blurb} resize="vertical" onChange={(_, data) => set('blurb', data.value)} />
              </Field>
              <Field label={messages.sortOrderLabel} hint={messages.sortOrderHint} required {...fieldState(errors, 'sortOrder')}>
                <Input type="number" min={0} step={1} value={draft.sortOrder} onChange={(_, data) => set('sortOrder', data.value)} />
              </Field>
            </>
          )}
        </CollectionFormDialog>
      )}
      remove={{
        thing: messages.bestBetThing,
        nameOf,
        send: async (bet) => {
          await apiFetch(catalogueRoutes.deleteBestBet, { params: { id: bet.id } });
          notify('success', formatMessage(messages.deleted, { name: nameOf(bet) }));
          await refreshReads([catalogueReadRoutes.listBestBets]);
        },
      }}
    >
      {(bets, actions) => (
        <ul className={styles.list}>
          {bets.map((bet) => (
            <li key={bet.id}>
              <Card className={styles.card} role="group" aria-label={nameOf(bet)}>
                <div className={styles.summary}>
                  <PackageSummary card={bet.package} emptyText={messages.packageMissing} />
                </div>
                <div className={styles.pitch}>
                  <div className={styles.badges}>
                    <Badge appearance="filled" color="brand">
                      {bet.label}
                    </Badge>
                    <Badge appearance="outline" color="informative">
                      {formatMessage(messages.orderBadge, { order: bet.sortOrder })}
                    </Badge>
                  </div>
                  {bet.blurb && <Text className={styles.blurb}>{bet.blurb}</Text>}
                </div>
                <EditDeleteButtons className={styles.actions} item={bet} name={nameOf(bet)} actions={actions} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </CollectionScreen>
  );
}
