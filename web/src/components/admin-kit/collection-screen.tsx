import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Field, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../admin-form/admin-screen.tsx';
import { ConfirmDeleteDialog, ConfirmDialog } from '../admin-form/confirm-dialog.tsx';
import { LinkButton } from '../link-button.tsx';
import type { ApiError } from '../../lib/api-client.ts';
import { formatMessage } from '../../lib/intl.ts';
import { adminKitMessages as messages } from './admin-kit-messages.ts';

const useStyles = makeStyles({
  search: { maxWidth: '360px', marginBottom: tokens.spacingVerticalM },
});

/** How a collection screen deletes a member: it asks first, then `send` deletes (and says so, and refreshes). */
export interface CollectionDelete<T> {
  /** What is deleted, e.g. 'testimonial' (names failures, and the title unless `title` is given). */
  thing: string;
  /** The member's name as the admin knows it. */
  nameOf: (item: T) => string;
  /** The dialog's title when the screen words it its own way ("Delete Jordan Lee?"). */
  title?: (item: T) => string;
  /** The dialog's sentence when the screen words it its own way. */
  message?: (item: T) => string;
  /** Deletes; a refusal stays in the dialog (a delete guard's 409 names what is in the way). */
  send: (item: T) => Promise<void>;
}

/** What a collection screen hands its list: ways to open the member's form and to ask for its delete. */
export interface CollectionActions<T> {
  edit: (item: T) => void;
  askDelete: (item: T) => void;
}

/** Props of {@link CollectionScreen}. */
export interface CollectionScreenProps<T> {
  title: string;
  description?: ReactNode;
  /** Adds a member: a link to the add page (`to`) or, without it, the screen's `form` for a new member. */
  add?: { label: string; to?: string };
  /** The collection as read; undefined until it arrives. */
  items: readonly T[] | undefined;
  error?: ApiError;
  onRetry: () => void;
  /** The collection's name in a load failure, e.g. 'newsletters'. */
  thing: string;
  empty: { title: string; icon?: ReactElement; hint?: string };
  /** The order of an ordered collection (by its order field, then id); the read's order otherwise. */
  order?: (a: T, b: T) => number;
  /** A search over the loaded members: the box's label and whether a member matches the words typed (lower-cased). */
  search?: { label: string; matches: (item: T, words: string) => boolean };
  /** The loaded, non-empty (and searched) list. */
  children: (items: T[], actions: CollectionActions<T>) => ReactNode;
  /** The form of a member (null: a new one) in a dialog; `close` ends it. */
  form?: (item: T | null, close: () => void) => ReactNode;
  remove?: CollectionDelete<T>;
}

/**
 * The admin screen of one collection, as the server's collection repository keeps it (list, create, update at
 * a version, delete): the frame, the list's loading, failure and empty states, its order and search, the add
 * action, the member's form dialog and the confirmation before a delete. The list itself is the screen's.
 */
export function CollectionScreen<T>({
  title,
  description,
  add,
  items,
  error,
  onRetry,
  thing,
  empty,
  order,
  search,
  children,
  form,
  remove,
}: CollectionScreenProps<T>) {
  const styles = useStyles();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [words, setWords] = useState('');
  const query = words.trim().toLowerCase();
  const shown = useMemo(() => {
    const ordered = order ? [...(items ?? [])].sort(order) : [...(items ?? [])];
    return search && query !== '' ? ordered.filter((item) => search.matches(item, query)) : ordered;
  }, [items, order, search, query]);

  let content: ReactNode;
  if (error && !items) content = <AdminLoadError error={error} thing={thing} onRetry={onRetry} />;
  else if (!items) content = <AdminLoading />;
  else if (items.length === 0)
    content = (
      <AdminEmpty icon={empty.icon} title={empty.title}>
        {empty.hint && <Text>{empty.hint}</Text>}
      </AdminEmpty>
    );
  else if (shown.length === 0)
    content = (
      <AdminEmpty title={formatMessage(messages.noMatches, { words: words.trim() })}>
        <Text>{messages.noMatchesHint}</Text>
      </AdminEmpty>
    );
  else content = children(shown, { edit: (item) => setEditing({ item }), askDelete: setDeleting });

  let addAction: ReactNode;
  if (add?.to) {
    addAction = (
      <LinkButton to={add.to} appearance="primary" icon={<AddRegular />}>
        {add.label}
      </LinkButton>
    );
  } else if (add) {
    addAction = (
      <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ item: null })}>
        {add.label}
      </Button>
    );
  }

  return (
    <AdminScreen title={title} description={description} actions={addAction}>
      {search && items && items.length > 0 && (
        <Field label={search.label} className={styles.search}>
          <SearchBox value={words} onChange={(_, data) => setWords(data.value)} />
        </Field>
      )}
      {content}
      {editing && form?.(editing.item, () => setEditing(null))}
      {deleting && remove && <DeleteDialog item={deleting} remove={remove} onClose={() => setDeleting(null)} />}
    </AdminScreen>
  );
}

function DeleteDialog<T>({ item, remove, onClose }: { item: T; remove: CollectionDelete<T>; onClose: () => void }) {
  const name = remove.nameOf(item);
  if (!remove.title && !remove.message) return <ConfirmDeleteDialog thing={remove.thing} name={name} onDelete={() => remove.send(item)} onClose={onClose} />;
  return (
    <ConfirmDialog
      title={remove.title?.(item) ?? name}
      message={remove.message?.(item) ?? name}
      confirmLabel={messages.delete}
      thing={remove.thing}
      onConfirm={() => remove.send(item)}
      onClose={onClose}
    />
  );
}

/** The Edit and Delete buttons of a member, named after it ("Edit Summer sale"). */
export function EditDeleteButtons<T>({ item, name, actions, className }: { item: T; name: string; actions: CollectionActions<T>; className?: string }) {
  return (
    <div className={className}>
      <Button appearance="subtle" icon={<EditRegular />} aria-label={formatMessage(messages.editItem, { name })} onClick={() => actions.edit(item)}>
        {messages.edit}
      </Button>
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.deleteItem, { name })} onClick={() => actions.askDelete(item)}>
        {messages.delete}
      </Button>
    </div>
  );
}

/** An icon-only Delete button of a table row, named after the member ("Delete June issue"). */
export function DeleteIconButton<T>({ item, name, actions }: { item: T; name: string; actions: CollectionActions<T> }) {
  return (
    <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.deleteItem, { name })} onClick={() => actions.askDelete(item)} />
  );
}
