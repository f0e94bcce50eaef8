import type { FormEvent } from 'react';
import { Button, Card, Checkbox, Field, Input, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular, DeleteRegular } from '@fluentui/react-icons';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PORTAL_MEDIA_FOLDERS } from '@tdp/shared/schemas/portal-fields';
import {
  SUPPLIER_CATEGORIES,
  SUPPLIER_CATEGORY_LABELS,
  supplierCreateInputSchema,
  type Supplier,
  type SupplierCategory,
  type SupplierCreateInput,
} from '@tdp/shared/schemas/supplier';
import { AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminItemPage } from '../../../components/admin-kit/admin-item-page.tsx';
import { DocumentListEditor, type DocumentDraft } from '../../../components/admin-form/document-list-editor.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { MediaFileInput } from '../../../components/admin-form/media-file-field.tsx';
import { OptionGroup } from '../../../components/admin-form/option-group.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { RichTextField } from '../../../components/admin-form/rich-text-field.tsx';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { idRead } from '../resource-centre-paths.ts';
import { useFormStyles } from './form-styles.ts';
import { SUPPLIER_READS } from './suppliers-page.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

interface ContactDraft {
  name: string;
  role: string;
  phone: string;
  email: string;
}

interface SupplierDraft {
  name: string;
  categories: SupplierCategory[];
  summary: string;
  logo: string;
  website: string;
  agentPortal: string;
  contacts: ContactDraft[];
  bookingNotes: string;
  commissionNotes: string;
  documents: DocumentDraft[];
  active: boolean;
}

const labelOf = labelsFrom({
  name: messages.supplierNameLabel,
  categories: messages.categoriesLabel,
  summary: messages.summaryLabel,
  logo: messages.logoLabel,
  website: messages.websiteLabel,
  agentPortal: messages.agentPortalLabel,
  contacts: messages.contactsLabel,
  bookingNotes: messages.bookingNotesLabel,
  commissionNotes: messages.commissionNotesLabel,
  documents: messages.supplierDocumentsLabel,
  active: messages.activeLabel,
});

const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

function toInput(draft: SupplierDraft) {
  return { ...draft, logo: emptyToNull(draft.logo), website: emptyToNull(draft.website), agentPortal: emptyToNull(draft.agentPortal) };
}

function draftOf(supplier: Supplier | null, category: SupplierCategory | null): SupplierDraft {
  if (!supplier) {
    return {
      name: '',
      categories: category ? [category] : [],
      summary: '',
      logo: '',
      website: '',
      agentPortal: '',
      contacts: [],
      bookingNotes: '',
      commissionNotes: '',
      documents: [],
      active: true,
    };
  }
  return {
    name: supplier.name,
    categories: [...supplier.categories],
    summary: supplier.summary,
    logo: supplier.logo ?? '',
    website: supplier.website ?? '',
    agentPortal: supplier.agentPortal ?? '',
    contacts: supplier.contacts.map((contact) => ({ ...contact })),
    bookingNotes: supplier.bookingNotes,
    commissionNotes: supplier.commissionNotes,
    documents: supplier.documents.map((document) => ({ ...document })),
    active: supplier.active,
  };
}

const useStyles = makeStyles({
  contacts: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  contact: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr)) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  remove: { marginTop: '22px' },
  muted: { color: tokens.colorNeutralForeground3 },
  add: { alignSelf: 'flex-start' },
});

function SupplierEditor({ supplier, category, onReload }: { supplier: Supplier | null; category: SupplierCategory | null; onReload: () => void }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const form = useSchemaForm<SupplierDraft, SupplierCreateInput>({ initial: draftOf(supplier, category), schema: supplierCreateInputSchema, toInput, labelOf });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, messages.supplierThing);
  const { draft, errors } = form;
  const title = supplier ? messages.editSupplierTitle : messages.newSupplierTitle;

  function save(event: FormEvent) {
    return submit(event, async (body) => {
      const saved = supplier
        ? (await apiFetch(portalRoutes.updateSupplier, { params: { id: supplier.id }, body: { ...body, version: supplier.version } })).data
        : (await apiFetch(portalRoutes.createSupplier, { body })).data;
      notify('success', formatMessage(supplier ? messages.saved : messages.added, { name: saved.name }));
      await refreshReads(SUPPLIER_READS);
      warning.allowNextNavigation();
      await navigate(ADMIN_PATHS.suppliers);
    });
  }

  const state = (name: string) => ({ validationState: errors[name] ? ('error' as const) : ('none' as const), validationMessage: errors[name] });
  const setContact = (index: number, change: Partial<ContactDraft>) =>
    form.set(
      'contacts',
      draft.contacts.map((contact, i) => (i === index ? { ...contact, ...change } : contact)),
    );

  return (
    <AdminScreen
      title={title}
      before={
        <div>
          <LinkButton to={ADMIN_PATHS.suppliers} appearance="transparent" icon={<ArrowLeftRegular />}>
            {messages.backToSuppliers}
          </LinkButton>
        </div>
      }
    >
      <form className={formStyles.form} onSubmit={(event) => void save(event)} noValidate aria-label={title}>
        {problem && <ProblemBar problem={problem} onReload={onReload} />}
        <Card className={formStyles.card}>
          <Field label={messages.supplierNameLabel} required {...state('name')}>
            <Input value={draft.name} onChange={(_, data) => form.set('name', data.value)} />
          </Field>
          <OptionGroup legend={messages.categoriesLabel} hint={messages.categoriesHint} required error={errors.categories}>
            {SUPPLIER_CATEGORIES.map((value) => (
              <Checkbox
                key={value}
                label={SUPPLIER_CATEGORY_LABELS[value]}
                checked={draft.categories.includes(value)}
                onChange={(_, data) =>
                  form.set(
                    'categories',
                    data.checked ? SUPPLIER_CATEGORIES.filter((c) => c === value || draft.categories.includes(c)) : draft.categories.filter((c) => c !== value),
                  )
                }
              />
            ))}
          </OptionGroup>
          <Field label={messages.summaryLabel} hint={messages.summaryHint} {...state('summary')}>
            <Input value={draft.summary} onChange={(_, data) => form.set('summary', data.value)} />
          </Field>
          <Field label={messages.logoLabel} hint={messages.logoHint} {...state('logo')}>
            {(fieldProps) => (
              <MediaFileInput
                {...fieldProps}
                value={draft.logo}
                onChange={(logo) => form.set('logo', logo)}
                root={PORTAL_MEDIA_FOLDERS.supplierLogos}
                accept="image"
              />
            )}
          </Field>
          <div className={formStyles.columns}>
            <Field label={messages.websiteLabel} {...state('website')}>
              <Input type="url" value={draft.website} onChange={(_, data) => form.set('website', data.value)} />
            </Field>
            <Field label={messages.agentPortalLabel} {...state('agentPortal')}>
              <Input type="url" value={draft.agentPortal} onChange={(_, data) => form.set('agentPortal', data.value)} />
            </Field>
          </div>
          <Field hint={messages.activeHint}>
            <Switch label={messages.activeLabel} checked={draft.active} onChange={(_, data) => form.set('active', data.checked)} />
          </Field>
        </Card>
        <Card className={formStyles.card}>
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{messages.contactsLabel}</legend>
            {draft.contacts.length === 0 && <Text className={styles.muted}>{messages.noContacts}</Text>}
            <ol className={styles.contacts}>
              {draft.contacts.map((contact, index) => (
                <li key={index} className={styles.contact} aria-label={formatMessage(messages.contactNumber, { number: index + 1 })}>
                  <Field label={messages.contactNameLabel} required {...state(`contacts.${index}.name`)}>
                    <Input value={contact.name} onChange={(_, data) => setContact(index, { name: data.value })} />
                  </Field>
                  <Field label={messages.contactRoleLabel} {...state(`contacts.${index}.role`)}>
                    <Input value={contact.role} onChange={(_, data) => setContact(index, { role: data.value })} />
                  </Field>
                  <Field label={messages.contactPhoneLabel} {...state(`contacts.${index}.phone`)}>
                    <Input type="tel" value={contact.phone} onChange={(_, data) => setContact(index, { phone: data.value })} />
                  </Field>
                  <Field label={messages.contactEmailLabel} {...state(`contacts.${index}.email`)}>
                    <Input type="email" value={contact.email} onChange={(_, data) => setContact(index, { email: data.value })} />
                  </Field>
                  <Button
                    className={styles.remove}
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={formatMessage(messages.removeContact, { number: index + 1 })}
                    onClick={() =>
                      form.set(
                        'contacts',
                        draft.contacts.filter((_, i) => i !== index),
                      )
                    }
                  />
                </li>
              ))}
            </ol>
            <Button
              className={styles.add}
              icon={<AddRegular />}
              onClick={() => form.set('contacts', [...draft.contacts, { name: '', role: '', phone: '', email: '' }])}
            >
              {messages.addContact}
            </Button>
          </fieldset>
        </Card>
        <Card className={formStyles.card}>
          <RichTextField
            label={messages.bookingNotesLabel}
            validationMessage={errors.bookingNotes}
            value={draft.bookingNotes}
            onChange={(html) => form.set('bookingNotes', html)}
          />
          <RichTextField
            label={messages.commissionNotesLabel}
            validationMessage={errors.commissionNotes}
            value={draft.commissionNotes}
            onChange={(html) => form.set('commissionNotes', html)}
          />
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{messages.supplierDocumentsLabel}</legend>
            <DocumentListEditor documents={draft.documents} onChange={(documents) => form.set('documents', documents)} errors={errors} path="documents" />
          </fieldset>
        </Card>
        <AdminSaveBar
          saving={saving}
          label={messages.saveSupplier}
          savingLabel={messages.saving}
          cancelTo={ADMIN_PATHS.suppliers}
          cancelLabel={messages.cancel}
        />
      </form>
      {warning.dialog}
    </AdminScreen>
  );
}

/** `suppliers-guide/add` (`?category=` ticks that category) and `suppliers-guide/edit/{id}`: one supplier of the guide. */
export function SupplierFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const category = search.get('category');
  const startCategory = (SUPPLIER_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as SupplierCategory) : null;
  return (
    <AdminItemPage
      route={portalRoutes.getSupplierForAdmin}
      id={id}
      read={idRead}
      title={messages.editSupplierTitle}
      notFound={messages.notFoundId}
      thing={messages.supplierThing}
    >
      {(supplier, onReload) => <SupplierEditor supplier={supplier} category={startCategory} onReload={onReload} />}
    </AdminItemPage>
  );
}
