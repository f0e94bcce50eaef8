import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { adminFormMessages } from '../admin-form/admin-form-messages.ts';
import type { FieldErrors } from '../admin-form/field-errors.ts';
import { ProblemBar } from '../admin-form/problem-bar.tsx';
import { useAdminSave } from '../admin-form/use-admin-save.ts';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from '../admin-form/use-schema-form.ts';
import { useUnsavedChangesWarning } from '../admin-form/unsaved-changes-warning.tsx';
import { adminKitMessages as messages } from './admin-kit-messages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** A Fluent `Field`'s error state and message for one field of a schema form. */
export function fieldState(errors: FieldErrors, name: string): { validationState: 'error' | 'none'; validationMessage: string | undefined } {
  return { validationState: errors[name] ? 'error' : 'none', validationMessage: errors[name] };
}

/** Props of {@link CollectionFormDialog}. */
export interface CollectionFormDialogProps<TDraft, TBody> extends SchemaFormOptions<TDraft, TBody> {
  title: string;
  /** Names the member in save failures, e.g. 'best bet'. */
  thing: string;
  /** Sends the checked body (create, or update at the version loaded), says so and refreshes the reads. */
  send: (body: TBody, draft: TDraft) => Promise<void>;
  /** Re-reads the collection after a 409 (someone else saved first); the dialog closes. */
  onReload: () => void;
  onClose: () => void;
  /** The fields, from the form's values and errors. */
  children: (form: SchemaForm<TDraft, TBody>) => ReactNode;
}

/**
 * The form of one member of a collection in a modal dialog: values checked with the shared schema before they are
 * sent, the server's field rules under the fields, any other refusal (a 409: someone saved first) in a problem bar
 * with Reload, and a warning before leaving the page with unsaved changes.
 */
export function CollectionFormDialog<TDraft, TBody>({ title, thing, send, onReload, onClose, children, ...options }: CollectionFormDialogProps<TDraft, TBody>) {
  const styles = useStyles();
  const form = useSchemaForm(options);
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, thing, { reportInvalid: false });

  return (
    <>
      <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !saving && onClose()}>
        <DialogSurface className={styles.surface}>
          <form
            onSubmit={(event) =>
              void submit(event, async (body) => {
                await send(body, form.draft);
                warning.allowNextNavigation();
                onClose();
              })
            }
            noValidate
            aria-label={title}
          >
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent className={styles.content}>
                {problem && (
                  <ProblemBar
                    problem={problem}
                    onReload={() => {
                      onReload();
                      onClose();
                    }}
                  />
                )}
                {children(form)}
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={onClose} disabled={saving}>
                  {adminFormMessages.cancel}
                </Button>
                <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" appearance="inverted" /> : undefined}>
                  {saving ? messages.saving : messages.save}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      {warning.dialog}
    </>
  );
}
