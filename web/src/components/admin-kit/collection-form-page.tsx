import { useState, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { AdminScreen } from '../admin-form/admin-screen.tsx';
import { ConfirmDialog } from '../admin-form/confirm-dialog.tsx';
import { adminFormMessages } from '../admin-form/admin-form-messages.ts';
import { ProblemBar } from '../admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../admin-form/save-bar.tsx';
import { useAdminSave } from '../admin-form/use-admin-save.ts';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from '../admin-form/use-schema-form.ts';
import { useUnsavedChangesWarning } from '../admin-form/unsaved-changes-warning.tsx';
import { LinkButton } from '../link-button.tsx';
import { adminKitMessages as messages } from './admin-kit-messages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
});

/** A question asked before a save goes out (deactivating an account ends its sessions). */
export interface SaveQuestion {
  title: string;
  message: string;
  confirmLabel: string;
}

/** Props of {@link CollectionFormPage}. */
export interface CollectionFormPageProps<TDraft, TBody> extends SchemaFormOptions<TDraft, TBody> {
  /** The heading, tab title and the form's accessible name, e.g. "Edit newsletter". */
  title: string;
  /** The list the page belongs to: the back link above the heading, Cancel, and where a save leads. */
  back: { to: string; label: string };
  /** Under the back link, e.g. a pending invitation. */
  notice?: ReactNode;
  /** Names the member in save failures, e.g. 'newsletter'. */
  thing: string;
  /** The save button's words, e.g. "Save newsletter". */
  saveLabel: string;
  /** Sends the checked body (create, or update at the version loaded), says so and refreshes the reads. */
  send: (body: TBody, draft: TDraft) => Promise<void>;
  /** A question to answer before `send`, or null to send at once. */
  confirm?: (body: TBody, draft: TDraft) => SaveQuestion | null;
  /** Re-reads the member after a 409 (someone else saved first): the page shows what they saved. */
  onReload: () => void;
  /** Styles the form (its width). */
  className?: string;
  /** The fields, from the form's values and errors. */
  children: (form: SchemaForm<TDraft, TBody>) => ReactNode;
}

/**
 * The add or edit page of one member of a collection, the page counterpart of `CollectionFormDialog`: a link back
 * to the list, the values checked with the shared schema before they are sent, the server's field rules under the
 * fields, any other refusal (a 409: someone saved first) in a problem bar with Reload, a warning before leaving the
 * page with unsaved changes, and Save with Cancel. A saved member leads back to the list.
 */
export function CollectionFormPage<TDraft, TBody>({
  title,
  back,
  notice,
  thing,
  saveLabel,
  send,
  confirm,
  onReload,
  className,
  children,
  ...options
}: CollectionFormPageProps<TDraft, TBody>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const form = useSchemaForm(options);
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit, run } = useAdminSave(form, thing);
  const [asking, setAsking] = useState<{ body: TBody; question: SaveQuestion } | null>(null);

  async function finish(body: TBody) {
    await send(body, form.draft);
    warning.allowNextNavigation();
    await navigate(back.to);
  }

  return (
    <AdminScreen
      title={title}
      before={
        <div>
          <LinkButton to={back.to} appearance="transparent" icon={<ArrowLeftRegular />}>
            {back.label}
          </LinkButton>
          {notice}
        </div>
      }
    >
      <form
        className={mergeClasses(styles.form, className)}
        onSubmit={(event) =>
          void submit(event, async (body) => {
            const question = confirm?.(body, form.draft) ?? null;
            if (question) setAsking({ body, question });
            else await finish(body);
          })
        }
        noValidate
        aria-label={title}
      >
        {problem && <ProblemBar problem={problem} onReload={onReload} />}
        {children(form)}
        <AdminSaveBar saving={saving} label={saveLabel} savingLabel={messages.saving} cancelTo={back.to} cancelLabel={adminFormMessages.cancel} />
      </form>
      {asking && (
        <ConfirmDialog
          title={asking.question.title}
          message={asking.question.message}
          confirmLabel={asking.question.confirmLabel}
          thing={thing}
          onConfirm={() => run(asking.body, finish)}
          onClose={() => setAsking(null)}
        />
      )}
      {warning.dialog}
    </AdminScreen>
  );
}
