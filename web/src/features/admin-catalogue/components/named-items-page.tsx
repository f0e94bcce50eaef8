import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, CheckmarkRegular, DeleteRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import type { SWRResponse } from 'swr';
import type { z } from 'zod/mini';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDeleteDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { describeFieldRule, fieldErrorsFromIssues } from '../../../components/admin-form/field-errors.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import type { ApiError, ApiRoute } from '../../../lib/api-client.ts';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { frenchGapsOf, textFingerprint } from '@tdp/shared/catalogue/french-texts';
import type { FrenchVersion } from '@tdp/shared/catalogue/french-version';

/** What every named catalogue item has: an id, a version for renaming, and who changed it last. */
export interface NamedItem {
  id: number;
  version: number;
  updatedAt: string;
  updatedBy: string;
  /** Its French name (docs/decisions/bilingual-catalogue.md); absent: none yet. */
  fr?: FrenchVersion | undefined;
}

/** How one kind of named item (travel style, departure city) is listed, added, renamed and deleted. */
export interface NamedItemsConfig<TItem extends NamedItem, TField extends string> {
  title: string;
  description: string;
  /** The item in sentences: 'travel style'. */
  thing: string;
  /** The name's field in the API (`style_name`, `city_name`). */
  nameField: TField;
  /** The name's label: 'Style name'. */
  nameLabel: string;
  addHeading: string;
  addButton: string;
  emptyTitle: string;
  emptyHint: string;
  /** API path whose cached reads a change refreshes (`/travel-styles`). */
  /** The reads a change refreshes. */
  reads: readonly ApiRoute[];
  icon: ReactNode;
  useItems: () => SWRResponse<TItem[], ApiError>;
  createSchema: z.ZodMiniType<Record<TField, string>>;
  updateSchema: z.ZodMiniType<Record<TField, string> & { version: number; fr?: FrenchVersion | undefined }>;
  create: (body: Record<TField, string>) => Promise<TItem>;
  update: (id: number, body: Record<TField, string> & { version: number; fr?: FrenchVersion | undefined }) => Promise<TItem>;
  remove: (id: number) => Promise<void>;
}

const useStyles = makeStyles({
  addCard: { padding: tokens.spacingHorizontalL },
  addForm: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  addField: { flexGrow: 1, minWidth: '240px', maxWidth: '480px' },
  addButton: { marginTop: '26px' },
  tableCard: { padding: 0, overflowX: 'auto' },
  nameCell: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  actionsHeader: { width: '220px' },
  renameForm: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalXS} 0` },
  renameField: { flexGrow: 1, maxWidth: '420px' },
  // Lines the buttons up with the input under the field's label.
  renameButton: { marginTop: '26px' },
  frenchCell: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actionsTitle: { display: 'block', width: '100%', textAlign: 'right' },
  rowProblem: { padding: `${tokens.spacingVerticalS} 0` },
});

interface Renaming {
  id: number;
  version: number;
  original: string;
  name: string;
  /** The French name as stored, and as edited. */
  originalFrench: string;
  french: string;
  error?: string;
  problem?: SaveProblem;
  saving?: boolean;
}

/**
 * The admin screen of one kind of named item (the screens `packages/travel-styles` and `packages/departures`):
 * add with the shared schema's rules, rename in place with the version read (409: reload), delete after
 * confirming (a guard's 409 names the published packages in the way).
 */
export function NamedItemsPage<TItem extends NamedItem, TField extends string>({ config }: { config: NamedItemsConfig<TItem, TField> }) {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, isLoading, mutate } = config.useItems();
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const [deleting, setDeleting] = useState<TItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [addProblem, setAddProblem] = useState<SaveProblem | null>(null);
  const addInputRef = useRef<HTMLInputElement>(null);

  const labelOf = () => config.nameLabel;
  const toInput = useMemo(() => (draft: { name: string }) => ({ [config.nameField]: draft.name }), [config.nameField]);
  const addForm = useSchemaForm({ initial: { name: '' }, schema: config.createSchema, toInput, labelOf });
  const renameDirty = renaming !== null && (renaming.name.trim() !== renaming.original || renaming.french.trim() !== renaming.originalFrench);
  const warning = useUnsavedChangesWarning(addForm.isDirty || renameDirty);

  const nameOf = (item: TItem) => (item as unknown as Record<TField, string>)[config.nameField];
  const frenchNameOf = (item: TItem) => item.fr?.texts[config.nameField]?.text ?? '';
  /** Whether an item's French name is missing, made from another English name (to review), or current (null). */
  const frenchGapOf = (item: TItem) => frenchGapsOf([{ path: config.nameField, english: nameOf(item) }], item.fr)[0]?.reason ?? null;
  // Alphabetical, so an admin finds a name at a glance.
  const items = [...(data ?? [])].sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en-CA', { sensitivity: 'base' }));

  async function refresh() {
    await refreshReads(config.reads);
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    setAddProblem(null);
    const body = addForm.validate();
    if (!body) {
      addInputRef.current?.focus();
      return;
    }
    setAdding(true);
    try {
      const created = await config.create(body);
      addForm.reset({ name: '' });
      notify('success', formatMessage(messages.added, { name: nameOf(created) }));
      await refresh();
    } catch (failure) {
      const problem = describeSaveProblem(failure, config.thing);
      if (problem.kind === 'fields') addForm.showServerErrors(problem.fields);
      else setAddProblem(problem);
      addInputRef.current?.focus();
    } finally {
      setAdding(false);
    }
  }

  async function saveRename(event?: FormEvent) {
    event?.preventDefault();
    if (!renaming || renaming.saving) return;
    // The French name is saved with the English it translates as it now reads: saving both side by side confirms it.
    const french = renaming.french.trim();
    // An emptied French name is sent as none (the style is then missing in French); never having had one, nothing is sent.
    const fr: FrenchVersion | undefined = french
      ? { texts: { [config.nameField]: { text: french, from: textFingerprint(renaming.name) } } }
      : renaming.originalFrench
        ? { texts: {} }
        : undefined;
    const parsed = config.updateSchema.safeParse({ [config.nameField]: renaming.name, version: renaming.version, ...(fr ? { fr } : {}) });
    if (!parsed.success) {
      const first = Object.values(fieldErrorsFromIssues(parsed.error.issues, labelOf))[0];
      setRenaming({ ...renaming, error: first });
      return;
    }
    const item = data?.find((candidate) => candidate.id === renaming.id);
    if (!renameDirty && item && frenchGapOf(item) === null) {
      setRenaming(null);
      return;
    }
    setRenaming({ ...renaming, saving: true, error: undefined, problem: undefined });
    try {
      const saved = await config.update(renaming.id, parsed.data);
      setRenaming(null);
      notify('success', formatMessage(messages.saved, { name: nameOf(saved) }));
      await refresh();
    } catch (failure) {
      const problem = describeSaveProblem(failure, config.thing);
      setRenaming({
        ...renaming,
        saving: false,
        error: problem.kind === 'fields' ? describeFieldRule(config.nameLabel, Object.values(problem.fields)[0] ?? '') : undefined,
        problem: problem.kind === 'fields' ? undefined : problem,
      });
    }
  }

  async function reloadAfterConflict() {
    setRenaming(null);
    await mutate();
  }

  function renameKeys(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setRenaming(null);
    }
  }

  let list: ReactNode;
  if (error && !data) {
    list = <AdminLoadError error={error} thing={config.title.toLowerCase()} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    list = <AdminLoading />;
  } else if (items.length === 0) {
    list = (
      <AdminEmpty icon={config.icon} title={config.emptyTitle}>
        <Text>{config.emptyHint}</Text>
      </AdminEmpty>
    );
  } else {
    list = (
      <Card className={styles.tableCard}>
        <Table aria-label={config.title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{config.nameLabel}</TableHeaderCell>
              <TableHeaderCell>{messages.frenchNameColumn}</TableHeaderCell>
              <TableHeaderCell>{messages.lastChangedColumn}</TableHeaderCell>
              <TableHeaderCell className={styles.actionsHeader}>
                <span className={styles.actionsTitle}>{messages.actionsColumn}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => {
              const name = nameOf(item);
              const editing = renaming?.id === item.id ? renaming : null;
              return (
                <TableRow key={item.id}>
                  {editing ? (
                    <TableCell colSpan={4}>
                      <form className={styles.renameForm} onSubmit={(event) => void saveRename(event)} noValidate>
                        <Field
                          className={styles.renameField}
                          label={formatMessage(messages.renameLabel, { name })}
                          validationState={editing.error ? 'error' : 'none'}
                          validationMessage={editing.error}
                        >
                          <Input
                            autoFocus
                            value={editing.name}
                            onKeyDown={renameKeys}
                            onChange={(_, value) => setRenaming({ ...editing, name: value.value, error: undefined })}
                          />
                        </Field>
                        <Field
                          className={styles.renameField}
                          label={formatMessage(messages.frenchNameOf, { name })}
                          hint={frenchGapOf(item) === 'outdated' ? messages.frenchOutdatedHint : undefined}
                        >
                          <Input value={editing.french} onKeyDown={renameKeys} onChange={(_, value) => setRenaming({ ...editing, french: value.value })} />
                        </Field>
                        <Button
                          type="submit"
                          appearance="primary"
                          icon={editing.saving ? <Spinner size="tiny" appearance="inverted" /> : <CheckmarkRegular />}
                          disabledFocusable={editing.saving}
                          className={styles.renameButton}
                        >
                          {editing.saving ? messages.saving : messages.save}
                        </Button>
                        <Button icon={<DismissRegular />} onClick={() => setRenaming(null)} className={styles.renameButton}>
                          {messages.cancel}
                        </Button>
                      </form>
                      {editing.problem && (
                        <div className={styles.rowProblem}>
                          <ProblemBar problem={editing.problem} onReload={() => void reloadAfterConflict()} />
                        </div>
                      )}
                    </TableCell>
                  ) : (
                    <>
                      <TableCell className={styles.nameCell}>{name}</TableCell>
                      <TableCell>
                        <span className={styles.frenchCell}>
                          {frenchNameOf(item) && <span lang="fr-CA">{frenchNameOf(item)}</span>}
                          {frenchGapOf(item) === 'missing' && (
                            <Badge appearance="tint" color="warning">
                              {messages.frenchMissing}
                            </Badge>
                          )}
                          {frenchGapOf(item) === 'outdated' && (
                            <Badge appearance="tint" color="important">
                              {messages.frenchOutdated}
                            </Badge>
                          )}
                        </span>
                      </TableCell>
                      <TableCell className={styles.meta}>
                        {formatMessage(messages.lastChanged, { date: formatDate(item.updatedAt), user: item.updatedBy })}
                      </TableCell>
                      <TableCell>
                        <div className={styles.actions}>
                          <Button
                            appearance="subtle"
                            icon={<EditRegular />}
                            aria-label={formatMessage(messages.renameItem, { name })}
                            onClick={() =>
                              setRenaming({
                                id: item.id,
                                version: item.version,
                                original: name,
                                name,
                                originalFrench: frenchNameOf(item),
                                french: frenchNameOf(item),
                              })
                            }
                          >
                            {messages.rename}
                          </Button>
                          <Button
                            appearance="subtle"
                            icon={<DeleteRegular />}
                            aria-label={formatMessage(messages.deleteItem, { name })}
                            onClick={() => setDeleting(item)}
                          >
                            {messages.delete}
                          </Button>
                        </div>
                      </TableCell>
                    </>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Card>
    );
  }

  return (
    <AdminScreen title={config.title} description={config.description}>
      <Card className={styles.addCard}>
        <form className={styles.addForm} onSubmit={(event) => void add(event)} noValidate aria-label={config.addHeading}>
          <Field
            className={styles.addField}
            label={config.addHeading}
            required
            validationState={addForm.errors[config.nameField] ? 'error' : 'none'}
            validationMessage={addForm.errors[config.nameField]}
          >
            <Input ref={addInputRef} value={addForm.draft.name} placeholder={config.nameLabel} onChange={(_, value) => addForm.set('name', value.value)} />
          </Field>
          <Button
            type="submit"
            appearance="primary"
            className={styles.addButton}
            icon={adding ? <Spinner size="tiny" appearance="inverted" /> : <AddRegular />}
            disabledFocusable={adding}
          >
            {adding ? messages.adding : config.addButton}
          </Button>
        </form>
        {addProblem && <ProblemBar problem={addProblem} />}
      </Card>
      {list}
      {deleting && (
        <ConfirmDeleteDialog
          thing={config.thing}
          name={nameOf(deleting)}
          onDelete={async () => {
            await config.remove(deleting.id);
            notify('success', formatMessage(messages.deleted, { name: nameOf(deleting) }));
            await refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {warning.dialog}
    </AdminScreen>
  );
}
