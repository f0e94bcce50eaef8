import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, Delete20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import {
  EMAIL_PLACEHOLDERS,
  EMAIL_TEMPLATE_LIMITS,
  EMAIL_TYPES,
  emailTemplateContentSchema,
  emailTemplateCreateInputSchema,
  emailTemplateUpdateInputSchema,
  type EmailTemplate,
  type EmailTypeView,
  type RenderedEmail,
} from '@tdp/shared/schemas/email-template';
import { AppLink } from '../../../components/app-link.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { htmlToText, textMatchesHtml } from '@tdp/shared/email/html-to-text';
import { EmailPreview } from '../../../components/email-preview.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { EMAIL_READS } from './email-types-page.tsx';
import { adminEmailMessages as messages } from '../messages.ts';
import {
  allowedPlaceholders,
  declareUsedPlaceholders,
  draftOf,
  EMPTY_TEMPLATE_DRAFT,
  insertPlaceholder,
  lacksFrench,
  targetValue,
  templateContentOf,
  typesUsing,
  withTarget,
  type PlaceholderTarget,
  type TemplateDraft,
} from '../template-draft.ts';
import { ADMIN_SCREEN_HEADING_ID, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import type { SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { emailTemplateRoutes } from '@tdp/shared/api/routes/email-template-routes';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { LeadPreviewPicker, type LeadPreviewChoice } from './lead-preview-picker.tsx';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)' },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  panelHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  placeholders: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', maxHeight: '560px', overflowY: 'auto' },
  placeholder: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  description: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'flex-start' },
  // English and French side by side where the window is wide enough, one above the other otherwise.
  versions: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  version: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

type FieldName = 'id' | 'name' | 'subject' | 'html' | 'text' | 'fr.subject' | 'fr.html' | 'fr.text' | 'placeholders';

const FIELD_LABELS: Readonly<Record<FieldName, string>> = {
  id: messages.templateId,
  name: messages.name,
  subject: messages.subject,
  html: messages.html,
  text: messages.text,
  'fr.subject': messages.frenchSubject,
  'fr.html': messages.frenchHtml,
  'fr.text': messages.frenchText,
  placeholders: messages.placeholders,
};

/** The field a problem's path is about: a top-level field, or one of the French version's (`fr.html`). */
function fieldOf(path: string): string {
  const [first, second] = path.split('.');
  return first === 'fr' && second ? `fr.${second}` : first!;
}

function describe(path: string, rule: string): string {
  const field = fieldOf(path) as FieldName;
  return formatMessage(messages.fieldRule, { label: FIELD_LABELS[field] ?? path, rule });
}

/** The first problem of each field, worded with its label. */
function fieldProblems(entries: ReadonlyArray<[string, string]>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, rule] of entries) {
    problems[fieldOf(path)] ??= describe(path, rule);
  }
  return problems;
}

const contentOf = templateContentOf;

/** A rendered preview's language: the English version, or the French one (the French draft, else the English). */
type PreviewLanguage = 'en' | 'fr';

/** Checks a draft with the schema of the write it would be: an update at the loaded version, or a create with its id. */
function checkForSave(existing: EmailTemplate | undefined, draft: TemplateDraft) {
  return existing
    ? emailTemplateUpdateInputSchema.safeParse({ ...contentOf(draft), version: existing.version })
    : emailTemplateCreateInputSchema.safeParse({ id: draft.id, ...contentOf(draft) });
}

function TemplateEditor({ existing, types, onReload }: { existing: EmailTemplate | undefined; types: readonly EmailTypeView[]; onReload: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshRoutes();
  const [draft, setDraft] = useState<TemplateDraft>(existing ? draftOf(existing) : EMPTY_TEMPLATE_DRAFT);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<{ draft: TemplateDraft; problems: Record<string, string> } | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saved, setSaved] = useState(draft);
  const warning = useUnsavedChangesWarning(useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]));
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<RenderedEmail | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  // What fills the preview: sample values (null), or a recent lead's as one e-mail about it; and what the last preview used.
  const [leadChoice, setLeadChoice] = useState<LeadPreviewChoice | null>(null);
  const [previewedOn, setPreviewedOn] = useState<LeadPreviewChoice | null>(null);
  // Counts the previews asked for, so each one (not only the first) brings the preview into view.
  const [previewsShown, setPreviewsShown] = useState(0);
  const previewSection = useRef<HTMLElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [target, setTarget] = useState<PlaceholderTarget>('html');
  const inputs: Record<PlaceholderTarget, { current: HTMLInputElement | HTMLTextAreaElement | null }> = {
    subject: useRef<HTMLInputElement>(null),
    html: useRef<HTMLTextAreaElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
    'fr.subject': useRef<HTMLInputElement>(null),
    'fr.html': useRef<HTMLTextAreaElement>(null),
    'fr.text': useRef<HTMLTextAreaElement>(null),
  };
  const [previewLanguage, setPreviewLanguage] = useState<PreviewLanguage>('en');
  const frenchMissing = lacksFrench(draft);

  const using = useMemo(() => (existing ? typesUsing(types, existing.id) : []), [existing, types]);
  // The plain-text body should say what the HTML says: flagged when it does not, with a way to derive it.
  const textDiffers = useMemo(() => draft.html.trim() !== '' && !textMatchesHtml(draft.text, draft.html), [draft.html, draft.text]);
  const frenchTextDiffers = useMemo(() => draft.fr.html.trim() !== '' && !textMatchesHtml(draft.fr.text, draft.fr.html), [draft.fr.html, draft.fr.text]);

  useEffect(() => {
    if (previewsShown === 0) return;
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    previewSection.current?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [previewsShown]);
  const allowed = useMemo(() => allowedPlaceholders(using), [using]);

  const clientProblems = useMemo(() => {
    if (!attempted) return {};
    const parsed = checkForSave(existing, declareUsedPlaceholders(draft, allowed));
    return parsed.success ? {} : fieldProblems(parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));
  }, [attempted, draft, allowed, existing]);
  const problems = serverProblems && serverProblems.draft === draft ? serverProblems.problems : clientProblems;
  const state = (field: FieldName) => (problems[field] ? 'error' : 'none');

  const set = <K extends keyof TemplateDraft>(name: K, value: TemplateDraft[K]) => setDraft((current) => ({ ...current, [name]: value }));

  const insert = (name: string) => {
    const element = inputs[target].current;
    const value = targetValue(draft, target);
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const inserted = insertPlaceholder(value, start, end, name);
    setDraft((current) => ({
      ...withTarget(current, target, inserted.value),
      placeholders: current.placeholders.includes(name as never)
        ? current.placeholders
        : [...current.placeholders, name as TemplateDraft['placeholders'][number]],
    }));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(inserted.caret, inserted.caret);
    });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServerProblems(null);
    const completed = declareUsedPlaceholders(draft, allowed);
    if (completed !== draft) setDraft(completed);
    const parsed = checkForSave(existing, completed);
    if (!parsed.success) return;
    setSaving(true);
    setProblem(null);
    try {
      if (existing) {
        await apiFetch(emailTemplateRoutes.updateEmailTemplate, { params: { id: existing.id }, body: { ...contentOf(completed), version: existing.version } });
        setSaved(completed);
        await refresh(EMAIL_READS);
        notify('success', messages.saved);
      } else {
        const created = (await apiFetch(emailTemplateRoutes.createEmailTemplate, { body: { id: completed.id, ...contentOf(completed) } })).data;
        await refresh(EMAIL_READS);
        notify('success', messages.created);
        warning.allowNextNavigation();
        navigate(pathHref(ADMIN_PATHS.emailTemplateEdit, { id: created.id }), { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && 'version' in error.fields) {
        setProblem({ kind: 'stale', title: messages.staleTitle, message: messages.staleMessage });
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 409) && Object.keys(error.fields).length > 0) {
        setServerProblems({ draft: completed, problems: fieldProblems(Object.entries(error.fields)) });
        setProblem({ kind: 'other', title: messages.fixFieldsTitle, message: error.message });
      } else {
        setProblem({ kind: 'other', title: messages.saveFailedTitle, message: error instanceof ApiError ? error.message : String(error) });
      }
    } finally {
      setSaving(false);
    }
  };

  const showPreview = async () => {
    const completed = declareUsedPlaceholders(draft, allowed);
    if (completed !== draft) setDraft(completed);
    const parsed = emailTemplateContentSchema.safeParse(contentOf(completed));
    if (!parsed.success) {
      setAttempted(true);
      return;
    }
    setPreviewing(true);
    setPreviewError(null);
    try {
      // On a real lead, the leads group renders it (it alone may read leads), with that lead's values, sanitised as the mail is.
      // Sample values fill the version chosen; on a lead, the server renders the version that lead's visitor would get.
      const { fr, ...english } = parsed.data;
      const sample = previewLanguage === 'fr' && fr ? { ...english, ...fr } : parsed.data;
      const rendered = leadChoice
        ? (await apiFetch(leadsRoutes.previewLeadMail, { params: { id: leadChoice.leadId }, body: { type: leadChoice.type, template: parsed.data } })).data
        : (await apiFetch(emailTemplateRoutes.previewEmailTemplate, { params: { id: existing?.id ?? (completed.id || 'new-template') }, body: sample })).data;
      setPreview(rendered);
      setPreviewedOn(leadChoice);
    } catch (error) {
      setPreviewError(formatMessage(messages.previewFailed, { message: error instanceof ApiError ? error.message : String(error) }));
    } finally {
      setPreviewing(false);
      setPreviewsShown((count) => count + 1);
    }
  };

  const remove = async () => {
    if (!existing) return;
    setConfirmDelete(false);
    try {
      await apiFetch(emailTemplateRoutes.deleteEmailTemplate, { params: { id: existing.id } });
      await refresh(EMAIL_READS);
      notify('success', messages.deleted);
      warning.allowNextNavigation();
      navigate(ADMIN_PATHS.emailTemplates);
    } catch (error) {
      setProblem({ kind: 'other', title: messages.deleteFailedTitle, message: error instanceof ApiError ? error.message : String(error) });
    }
  };

  /** The subject and both bodies of one version, English or French, with the plain-text check of that version. */
  const versionFields = (version: 'en' | 'fr') => {
    const key = (field: 'subject' | 'html' | 'text') => (version === 'fr' ? (`fr.${field}` as const) : field);
    const value = (field: 'subject' | 'html' | 'text') => targetValue(draft, key(field));
    const change = (field: 'subject' | 'html' | 'text', text: string) => setDraft((current) => withTarget(current, key(field), text));
    const label = (field: 'subject' | 'html' | 'text') => FIELD_LABELS[key(field)];
    // The French version is optional as a whole: its fields are required only once one of them is written.
    const required = version === 'en' || !frenchMissing;
    const differs = version === 'en' ? textDiffers : frenchTextDiffers;
    return (
      <>
        <Field label={label('subject')} required={required} validationState={state(key('subject'))} validationMessage={problems[key('subject')]}>
          <Input
            ref={inputs[key('subject')] as RefObject<HTMLInputElement>}
            value={value('subject')}
            maxLength={EMAIL_TEMPLATE_LIMITS.subject}
            onFocus={() => setTarget(key('subject'))}
            onChange={(_, data) => change('subject', data.value)}
          />
        </Field>
        <Field
          label={label('html')}
          required={required}
          hint={messages.htmlHint}
          validationState={state(key('html'))}
          validationMessage={problems[key('html')]}
        >
          <Textarea
            ref={inputs[key('html')] as RefObject<HTMLTextAreaElement>}
            className={styles.code}
            resize="vertical"
            rows={14}
            value={value('html')}
            onFocus={() => setTarget(key('html'))}
            onChange={(_, data) => change('html', data.value)}
          />
        </Field>
        <Field
          label={label('text')}
          required={required}
          hint={messages.textHint}
          validationState={state(key('text'))}
          validationMessage={problems[key('text')]}
        >
          <Textarea
            ref={inputs[key('text')] as RefObject<HTMLTextAreaElement>}
            className={styles.code}
            resize="vertical"
            rows={10}
            value={value('text')}
            onFocus={() => setTarget(key('text'))}
            onChange={(_, data) => change('text', data.value)}
          />
        </Field>
        {differs ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{messages.textDiffersTitle}</MessageBarTitle>
              {messages.textDiffersBody}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => change('text', htmlToText(value('html')))} aria-label={version === 'fr' ? messages.deriveFrenchText : undefined}>
                {messages.deriveText}
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
      </>
    );
  };

  const title = existing ? formatMessage(messages.editTitle, { name: existing.name }) : messages.addTitle;
  return (
    <AdminScreen
      title={title}
      description={existing?.builtIn ? messages.builtInNote : undefined}
      before={
        <AppLink className={styles.back} to={ADMIN_PATHS.emailTemplates}>
          <ArrowLeft20Regular aria-hidden="true" />
          {messages.backToTemplates}
        </AppLink>
      }
      actions={
        existing && !existing.builtIn ? (
          <Button icon={<Delete20Regular />} onClick={() => setConfirmDelete(true)}>
            {messages.delete}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-labelledby={ADMIN_SCREEN_HEADING_ID}>
          {!existing ? (
            <Field label={messages.templateId} required hint={messages.templateIdHint} validationState={state('id')} validationMessage={problems.id}>
              <Input className={styles.code} value={draft.id} maxLength={60} onChange={(_, data) => set('id', data.value)} />
            </Field>
          ) : null}
          <Field label={messages.name} required validationState={state('name')} validationMessage={problems.name}>
            <Input value={draft.name} maxLength={EMAIL_TEMPLATE_LIMITS.name} onChange={(_, data) => set('name', data.value)} />
          </Field>
          <div className={styles.versions}>
            <section className={styles.version} aria-labelledby="template-english-heading">
              <h2 id="template-english-heading" className={styles.panelHeading}>
                {messages.englishVersion}
              </h2>
              {versionFields('en')}
            </section>
            <section className={styles.version} aria-labelledby="template-french-heading">
              <h2 id="template-french-heading" className={styles.panelHeading}>
                {messages.frenchVersion}
              </h2>
              {frenchMissing ? (
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>
                    <MessageBarTitle>{messages.frenchMissingTitle}</MessageBarTitle>
                    {messages.frenchMissingBody}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              {versionFields('fr')}
            </section>
          </div>
          <LeadPreviewPicker
            usingTypes={using}
            placeholders={declareUsedPlaceholders(draft, allowed).placeholders}
            value={leadChoice}
            onChange={setLeadChoice}
          />
          {!leadChoice ? (
            <Field label={messages.previewLanguage} hint={frenchMissing ? messages.previewFrenchMissing : undefined}>
              <Select value={frenchMissing ? 'en' : previewLanguage} onChange={(_, data) => setPreviewLanguage(data.value as PreviewLanguage)}>
                <option value="en">{messages.englishVersion}</option>
                <option value="fr" disabled={frenchMissing}>
                  {messages.frenchVersion}
                </option>
              </Select>
            </Field>
          ) : null}
          {problem && <ProblemBar problem={problem} onReload={onReload} />}
          <AdminSaveBar saving={saving} label={messages.save} savingLabel={messages.saving}>
            <Button icon={previewing ? <Spinner size="tiny" /> : <Eye20Regular />} disabledFocusable={previewing} onClick={() => void showPreview()}>
              {previewing ? messages.previewing : leadChoice ? messages.previewOnLead : messages.preview}
            </Button>
          </AdminSaveBar>
        </form>

        <section className={styles.panel} aria-labelledby="placeholders-heading">
          <h2 id="placeholders-heading" className={styles.panelHeading}>
            {messages.placeholders}
          </h2>
          <p className={styles.hint}>{messages.placeholdersHint}</p>
          {using.length > 0 ? (
            <p className={styles.hint}>{formatMessage(messages.placeholdersLimited, { types: using.map((type) => type.type).join(', ') })}</p>
          ) : null}
          {problems.placeholders ? (
            <p className={styles.hint} role="alert">
              {problems.placeholders}
            </p>
          ) : null}
          <ul className={styles.placeholders}>
            {allowed.map((name) => (
              <li key={name} className={styles.placeholder}>
                <Checkbox
                  checked={draft.placeholders.includes(name)}
                  onChange={(_, data) =>
                    set('placeholders', data.checked === true ? [...draft.placeholders, name] : draft.placeholders.filter((declared) => declared !== name))
                  }
                  label={
                    <span>
                      <span className={styles.code}>{`{{${name}}}`}</span>
                      <span className={styles.description}>{EMAIL_PLACEHOLDERS[name].description}</span>
                    </span>
                  }
                />
                <Button size="small" aria-label={formatMessage(messages.insertLabel, { name })} onClick={() => insert(name)}>
                  {messages.insert}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>

      {preview || previewError ? (
        <section ref={previewSection} className={styles.panel} aria-labelledby="preview-heading">
          <h2 id="preview-heading" className={styles.panelHeading}>
            {messages.previewHeading}
          </h2>
          <p className={styles.hint}>
            {previewedOn
              ? formatMessage(messages.previewLeadHint, { reference: previewedOn.reference, type: EMAIL_TYPES[previewedOn.type].title })
              : messages.previewHint}
          </p>
          {previewError ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{previewError}</MessageBarBody>
            </MessageBar>
          ) : null}
          {preview ? (
            <EmailPreview
              subject={preview.subject}
              html={preview.html}
              text={preview.text}
              labels={{ subject: messages.previewSubject, html: messages.previewHtml, text: messages.previewText }}
            />
          ) : null}
        </section>
      ) : null}

      <Dialog open={confirmDelete} modalType="alert" onOpenChange={(_, data) => setConfirmDelete(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{formatMessage(messages.deleteTitle, { name: existing?.name ?? '' })}</DialogTitle>
            <DialogContent>{messages.deleteBody}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => void remove()}>
                {messages.delete}
              </Button>
              <Button onClick={() => setConfirmDelete(false)}>{messages.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {warning.dialog}
    </AdminScreen>
  );
}

/**
 * `/admin-dashboard/email-templates/add` and `/admin-dashboard/email-templates/edit/:id`: a template's
 * subject, HTML and text, the placeholders it may use (with Insert buttons), a preview with sample data or on a
 * recent lead (docs/decisions/email-preview-on-a-lead.md), save (409 when someone saved first) and delete.
 */
export function EmailTemplateEditorPage() {
  const { id } = useParams();
  const template = useApi(emailTemplateRoutes.getEmailTemplate, id ? { params: { id } } : null);
  const types = useApi(emailTemplateRoutes.listEmailTypes);

  if (!id) return <TemplateEditor existing={undefined} types={types.data?.data ?? []} onReload={() => undefined} />;
  if (template.data && types.data) {
    const existing = template.data.data;
    return <TemplateEditor key={`${existing.id}@${existing.version}`} existing={existing} types={types.data.data} onReload={() => void template.mutate()} />;
  }
  const error = template.error ?? types.error;
  if (error) {
    return (
      <AdminScreen title={messages.loadFailed} before={<AppLink to={ADMIN_PATHS.emailTemplates}>{messages.backToTemplates}</AppLink>}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{error.status === 404 ? messages.notFound : error.message}</MessageBarBody>
          {error.status !== 404 ? (
            <MessageBarActions>
              <Button onClick={() => void (template.error ? template.mutate() : types.mutate())}>{messages.retry}</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      </AdminScreen>
    );
  }
  return <AdminLoading />;
}
