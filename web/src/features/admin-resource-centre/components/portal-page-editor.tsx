import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, Field, Input, Link, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowLeftRegular, ArrowUpRegular, DeleteRegular, OpenRegular } from '@fluentui/react-icons';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import {
  portalPageDefinition,
  portalPageUpdateInputSchema,
  type PortalPage,
  type PortalPageSlug,
  type PortalPageUpdateInput,
} from '@tdp/shared/schemas/portal-page';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { DocumentListEditor, type DocumentDraft } from '../../../components/admin-form/document-list-editor.tsx';
import type { FieldErrors } from '../../../components/admin-form/field-errors.ts';
import { moveItem } from '../../../components/admin-form/move-item.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { RichTextField } from '../../../components/admin-form/rich-text-field.tsx';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { FEATURE_LABELS } from '../feature-labels.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { useFormStyles } from './form-styles.ts';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

interface LinkDraft {
  label: string;
  url: string;
}

interface VideoDraft {
  title: string;
  url: string;
}

/** A section as the editor holds it; `uid` keeps each section's inputs with it when sections are reordered. */
interface SectionDraft {
  uid: number;
  heading: string;
  body: string;
  links: LinkDraft[];
  documents: DocumentDraft[];
  videos: VideoDraft[];
}

interface PageDraft {
  intro: string;
  sections: SectionDraft[];
  version: number;
}

const SECTION_FIELD_LABELS: Readonly<Record<string, string>> = {
  heading: messages.sectionHeadingLabel,
  body: messages.sectionBodyLabel,
  links: messages.linksLabel,
  documents: messages.documentsLabel,
  videos: messages.videosLabel,
  label: messages.linkLabelLabel,
  url: messages.linkUrlLabel,
  title: messages.videoTitleLabel,
  key: messages.documentsLabel,
};

/** "Section 2 Heading", "Section 1 Link text", "Introduction": how a message names the field at a path. */
function labelOf(path: string): string {
  const [first, index, field, , leaf] = path.split('.');
  if (first === 'intro') return messages.pageIntroLabel;
  if (first !== 'sections' || index === undefined) return messages.sectionsHeading;
  const section = formatMessage(messages.sectionNumber, { number: Number(index) + 1 });
  const name = SECTION_FIELD_LABELS[leaf ?? field ?? ''] ?? '';
  return name ? `${section}: ${name}` : section;
}

const toInput = (draft: PageDraft) => ({ ...draft, sections: draft.sections.map(({ uid: _uid, ...section }) => section) });

function draftOf(page: PortalPage, nextUid: () => number): PageDraft {
  return {
    intro: page.intro,
    version: page.version,
    sections: page.sections.map((section) => ({
      uid: nextUid(),
      heading: section.heading,
      body: section.body,
      links: section.links.map((link) => ({ ...link })),
      documents: section.documents.map((document) => ({ ...document })),
      videos: section.videos.map((video) => ({ ...video })),
    })),
  };
}

const useStyles = makeStyles({
  sections: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sectionHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  sectionTitle: { margin: 0 },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS },
  rows: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  remove: { marginTop: '22px', '@media (max-width: 767px)': { marginTop: 0, justifySelf: 'start' } },
  muted: { color: tokens.colorNeutralForeground3 },
  add: { alignSelf: 'flex-start' },
  headerLinks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
});

/** Links or videos of a section: two fields per row, add and remove. */
function PairListEditor<T extends LinkDraft | VideoDraft>({
  items,
  onChange,
  errors,
  path,
  fields,
  empty,
  addLabel,
  removeLabel,
  blank,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  errors: FieldErrors;
  path: string;
  fields: Array<{ name: keyof T & string; label: string; hint?: string; type?: 'url' }>;
  empty: string;
  addLabel: string;
  removeLabel: string;
  blank: T;
}) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  return (
    <div className={formStyles.fieldset}>
      {items.length === 0 ? (
        <Text className={styles.muted}>{empty}</Text>
      ) : (
        <ol className={styles.rows}>
          {items.map((item, index) => (
            <li key={index} className={styles.row}>
              {fields.map((field) => {
                const error = errors[`${path}.${index}.${field.name}`];
                return (
                  <Field key={field.name} label={field.label} hint={field.hint} required validationState={error ? 'error' : 'none'} validationMessage={error}>
                    <Input
                      type={field.type}
                      value={item[field.name] as string}
                      onChange={(_, data) => onChange(items.map((current, i) => (i === index ? { ...current, [field.name]: data.value } : current)))}
                    />
                  </Field>
                );
              })}
              <Button
                className={styles.remove}
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={formatMessage(removeLabel, { number: index + 1 })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
      )}
      <Button className={styles.add} icon={<AddRegular />} onClick={() => onChange([...items, { ...blank }])}>
        {addLabel}
      </Button>
    </div>
  );
}

function SectionEditor({
  section,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  section: SectionDraft;
  index: number;
  count: number;
  errors: FieldErrors;
  onChange: (change: Partial<SectionDraft>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const number = index + 1;
  const name = formatMessage(messages.sectionNumber, { number });
  const path = `sections.${index}`;
  const state = (field: string) => ({
    validationState: errors[`${path}.${field}`] ? ('error' as const) : ('none' as const),
    validationMessage: errors[`${path}.${field}`],
  });
  return (
    <Card className={formStyles.card} role="group" aria-label={section.heading ? `${name}: ${section.heading}` : name}>
      <div className={styles.sectionHead}>
        <Text as="h3" size={400} weight="semibold" className={styles.sectionTitle}>
          {section.heading ? `${name}: ${section.heading}` : name}
        </Text>
        <div className={styles.tools}>
          <Button
            appearance="subtle"
            icon={<ArrowUpRegular />}
            aria-label={formatMessage(messages.moveSectionUp, { number })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <Button
            appearance="subtle"
            icon={<ArrowDownRegular />}
            aria-label={formatMessage(messages.moveSectionDown, { number })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.removeSection, { number })} onClick={onRemove} />
        </div>
      </div>
      <Field label={messages.sectionHeadingLabel} required {...state('heading')}>
        <Input value={section.heading} onChange={(_, data) => onChange({ heading: data.value })} />
      </Field>
      <RichTextField
        label={messages.sectionBodyLabel}
        editorLabel={`${name}: ${messages.sectionBodyLabel}`}
        validationMessage={errors[`${path}.body`]}
        value={section.body}
        onChange={(body) => onChange({ body })}
      />
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{messages.linksLabel}</legend>
        <PairListEditor
          items={section.links}
          onChange={(links) => onChange({ links })}
          errors={errors}
          path={`${path}.links`}
          fields={[
            { name: 'label', label: messages.linkLabelLabel },
            { name: 'url', label: messages.linkUrlLabel, hint: messages.linkUrlHint },
          ]}
          empty={messages.noLinks}
          addLabel={messages.addLink}
          removeLabel={messages.removeLink}
          blank={{ label: '', url: '' }}
        />
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{messages.documentsLabel}</legend>
        <DocumentListEditor documents={section.documents} onChange={(documents) => onChange({ documents })} errors={errors} path={`${path}.documents`} />
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{messages.videosLabel}</legend>
        <PairListEditor
          items={section.videos}
          onChange={(videos) => onChange({ videos })}
          errors={errors}
          path={`${path}.videos`}
          fields={[
            { name: 'title', label: messages.videoTitleLabel },
            { name: 'url', label: messages.videoUrlLabel, type: 'url' },
          ]}
          empty={messages.noVideos}
          addLabel={messages.addVideo}
          removeLabel={messages.removeVideo}
          blank={{ title: '', url: '' }}
        />
      </fieldset>
    </Card>
  );
}

function PortalPageEditor({ page, onReload }: { page: PortalPage; onReload: () => void }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const uidCounter = useRef(0);
  const nextUid = () => (uidCounter.current += 1);
  const [initial] = useState(() => draftOf(page, nextUid));
  const form = useSchemaForm<PageDraft, PortalPageUpdateInput>({ initial, schema: portalPageUpdateInputSchema, toInput, labelOf });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, messages.pageThing);
  const { draft, errors } = form;
  const title = formatMessage(messages.editPageTitle, { title: page.title });

  const setSection = (index: number, change: Partial<SectionDraft>) =>
    form.update((current) => ({ ...current, sections: current.sections.map((section, i) => (i === index ? { ...section, ...change } : section)) }));

  function save(event: FormEvent) {
    return submit(event, async (body) => {
      const saved = (await apiFetch(portalRoutes.updatePortalPage, { params: { slug: page.slug }, body })).data;
      form.reset(draftOf(saved, nextUid));
      notify('success', formatMessage(messages.saved, { name: saved.title }));
      await refreshReads([portalRoutes.listPortalPagesForAdmin, portalRoutes.getPortalPageForAdmin, portalReadRoutes.getPortalPage]);
    });
  }

  return (
    <AdminScreen
      title={title}
      before={
        <div className={styles.headerLinks}>
          <LinkButton to={ADMIN_PATHS.portalPages} appearance="transparent" icon={<ArrowLeftRegular />}>
            {messages.backToPages}
          </LinkButton>
          <Link href={pathHref(PORTAL_PATHS.page, { slug: page.slug })} target="_blank" rel="noopener">
            {messages.viewInPortal} <OpenRegular aria-hidden />
          </Link>
        </div>
      }
    >
      <form className={formStyles.form} onSubmit={(event) => void save(event)} noValidate aria-label={title}>
        {problem && <ProblemBar problem={problem} onReload={onReload} />}
        {page.feature && (
          <MessageBar intent="info">
            <MessageBarBody>{formatMessage(messages.featureNote, { feature: FEATURE_LABELS[page.feature] })}</MessageBarBody>
          </MessageBar>
        )}
        <Card className={formStyles.card}>
          <RichTextField
            label={messages.pageIntroLabel}
            hint={messages.pageIntroHint}
            validationMessage={errors.intro}
            value={draft.intro}
            onChange={(intro) => form.set('intro', intro)}
          />
        </Card>
        <Text as="h2" size={500} weight="semibold" className={styles.sectionTitle}>
          {messages.sectionsHeading}
        </Text>
        <Text className={styles.muted}>{messages.sectionsHint}</Text>
        {errors.sections && (
          <Text role="alert" className={styles.muted}>
            {errors.sections}
          </Text>
        )}
        {draft.sections.length === 0 ? (
          <Text className={styles.muted}>{messages.noSections}</Text>
        ) : (
          <ol className={styles.sections}>
            {draft.sections.map((section, index) => (
              <li key={section.uid}>
                <SectionEditor
                  section={section}
                  index={index}
                  count={draft.sections.length}
                  errors={errors}
                  onChange={(change) => setSection(index, change)}
                  onMove={(step) => form.update((current) => ({ ...current, sections: moveItem(current.sections, index, step) }))}
                  onRemove={() => form.update((current) => ({ ...current, sections: current.sections.filter((_, i) => i !== index) }))}
                />
              </li>
            ))}
          </ol>
        )}
        <Button
          className={styles.add}
          icon={<AddRegular />}
          onClick={() =>
            form.update((current) => ({
              ...current,
              sections: [...current.sections, { uid: nextUid(), heading: '', body: '', links: [], documents: [], videos: [] }],
            }))
          }
        >
          {messages.addSection}
        </Button>
        <AdminSaveBar
          saving={saving}
          label={messages.savePage}
          savingLabel={messages.saving}
          cancelTo={ADMIN_PATHS.portalPages}
          cancelLabel={messages.cancel}
        />
      </form>
      {warning.dialog}
    </AdminScreen>
  );
}

/** The editor of one portal page (`MainPageView/view?page={slug}`): intro and ordered sections, saved at the version read. */
export function PortalPageEditorScreen({ slug }: { slug: PortalPageSlug }) {
  const { data, error, mutate } = useApi(portalRoutes.getPortalPageForAdmin, slug === null ? null : { params: { slug } });
  const definition = portalPageDefinition(slug)!;
  if (!data) {
    return (
      <AdminScreen title={formatMessage(messages.editPageTitle, { title: definition.title })}>
        {error ? <AdminLoadError error={error} thing={messages.pageThing} onRetry={() => void mutate()} /> : <AdminLoading />}
      </AdminScreen>
    );
  }
  return <PortalPageEditor key={data.data.version} page={data.data} onReload={() => void mutate()} />;
}
