import { useRef, useState } from 'react';
import {
  Avatar,
  Button,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { AGENT_CONTACT_PREFERENCES, agentInitials, type AgentContactPreference } from '@tdp/shared/schemas/agent-profile';
import {
  AGENT_PHOTO_CONTENT_TYPES,
  AGENT_PHOTO_MAX_BYTES,
  agentOwnProfileUpdateSchema,
  type AgentOwnProfile,
  type AgentOwnProfileUpdate,
} from '@tdp/shared/schemas/agent-own-profile';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { fieldState } from '../../../components/admin-kit/collection-form-dialog.tsx';
import { AgentProfileFields, type AgentProfileValues } from '../../../components/agent-profile-fields.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { putFileToBucket } from '../../../lib/media/upload-media-file.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { formatLeadTime } from '../../../lib/lead-activity.ts';
import { CONTACT_METHOD_LABELS } from '../../../lib/lead-option-labels.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { smallPictureUrl } from '../../../lib/media/small-picture-url.ts';
import { useApi } from '../../../lib/use-api.ts';
import { myPageMessages as messages } from '../my-page-messages.ts';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/** What the agent types: the own fields, the photo as its media key (null: initials), province '' until chosen. */
interface MyPageDraft extends AgentProfileValues {
  photo: string | null;
  /** '' until chosen: no preference. */
  contactPreference: AgentContactPreference | '';
}

const FIELD_LABELS = {
  photo: messages.photoHeading,
  bio: messages.bioLabel,
  specialties: messages.specialtiesLabel,
  languages: messages.languagesLabel,
  city: messages.cityLabel,
  province: messages.provinceLabel,
  phone: messages.phoneLabel,
  contactPreference: messages.contactPreferenceLabel,
} as const;
const labelOf = labelsFrom(FIELD_LABELS);

/** The form starts from the agent's latest word: the public profile with the change still waiting, if any. */
function draftOf({ profile, pending }: AgentOwnProfile): MyPageDraft {
  const current = { ...profile, ...(pending?.changes ?? {}) };
  return {
    photo: current.photo ?? null,
    bio: current.bio,
    specialties: [...current.specialties],
    languages: [...current.languages],
    city: current.city,
    province: current.province ?? '',
    phone: current.phone,
    contactPreference: current.contactPreference ?? '',
  };
}

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  photo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  photoText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  photoActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  problem: { color: tokens.colorPaletteRedForeground1 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

type Saved = 'published' | 'waiting';

/**
 * The editor of one version of the profile (rendered with `key={version}`, so a save or a reload starts again from
 * what the server holds). The body is checked with the shared schema first; the server's refusals show under the
 * fields; a 409 (the page changed since it was loaded) offers Reload.
 */
function MyPageForm({ own, onSaved, onReload }: { own: AgentOwnProfile; onSaved: (answer: AgentOwnProfile) => void; onReload: () => void }) {
  const styles = useStyles();
  const { profile } = own;
  const toInput = (draft: MyPageDraft) => ({
    ...draft,
    version: own.version,
    province: draft.province === '' ? null : draft.province,
    contactPreference: draft.contactPreference === '' ? null : draft.contactPreference,
  });
  const form = useSchemaForm<MyPageDraft, AgentOwnProfileUpdate>({ initial: draftOf(own), schema: agentOwnProfileUpdateSchema, toInput, labelOf });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, messages.pageThing);
  const { draft, errors } = form;

  return (
    <form
      className={styles.form}
      aria-label={messages.formLabel}
      noValidate
      onSubmit={(event) =>
        void submit(event, async (body) => {
          const answer = await apiFetch(peopleRoutes.updateOwnAgentProfile, { body });
          warning.allowNextNavigation();
          onSaved(answer.data);
        })
      }
    >
      {problem &&
        (problem.kind === 'stale' ? (
          <ProblemBar problem={{ ...problem, title: messages.staleTitle, message: messages.staleMessage }} onReload={onReload} />
        ) : (
          <ProblemBar problem={problem} onReload={onReload} />
        ))}
      <PhotoField
        slug={profile.slug}
        name={profile.name}
        saved={own.pending?.changes.photo !== undefined ? (own.pending.changes.photo ?? null) : (profile.photo ?? null)}
        photo={draft.photo}
        error={errors.photo}
        onChange={(photo) => form.set('photo', photo)}
      />
      <AgentProfileFields form={form} texts={messages} required bioRows={8}>
        <Field label={messages.contactPreferenceLabel} hint={messages.contactPreferenceHint} {...fieldState(errors, 'contactPreference')}>
          <Select value={draft.contactPreference} onChange={(_, data) => form.set('contactPreference', data.value as AgentContactPreference | '')}>
            <option value="">{messages.contactPreferenceNone}</option>
            {AGENT_CONTACT_PREFERENCES.map((method) => (
              <option key={method} value={method}>
                {CONTACT_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        </Field>
      </AgentProfileFields>
      <AdminSaveBar saving={saving} label={messages.save} savingLabel={messages.saving} />
      {warning.dialog}
    </form>
  );
}

type PhotoUpload = { kind: 'uploading'; percent: number } | { kind: 'problem'; message: string } | null;

/**
 * The agent's photo: their current one (or initials), Upload / Replace (a presigned PUT straight to their own folder of
 * the media library, with progress) and Remove. The new photo is part of the draft: it reaches the page, or waits for
 * approval, with the next save.
 */
function PhotoField({
  slug,
  name,
  saved,
  photo,
  error,
  onChange,
}: {
  slug: string;
  name: string;
  saved: string | null;
  photo: string | null;
  error: string | undefined;
  onChange: (photo: string | null) => void;
}) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<PhotoUpload>(null);

  async function send(file: File) {
    const contentType = AGENT_PHOTO_CONTENT_TYPES.find((type) => type === file.type);
    if (!contentType) return setUpload({ kind: 'problem', message: messages.photoWrongType });
    if (file.size > AGENT_PHOTO_MAX_BYTES) return setUpload({ kind: 'problem', message: messages.photoTooLarge });
    setUpload({ kind: 'uploading', percent: 0 });
    try {
      const ticket = await apiFetch(peopleRoutes.createOwnAgentPhotoUpload, { body: { contentType, size: file.size } });
      await putFileToBucket(ticket, file, (fraction) => setUpload({ kind: 'uploading', percent: Math.round(fraction * 100) }));
      setUpload(null);
      onChange(ticket.key);
    } catch (problem) {
      const reason = problem instanceof ApiError ? problem.message : String(problem);
      setUpload({ kind: 'problem', message: formatMessage(messages.photoUploadFailed, { reason }) });
    }
  }

  const uploading = upload?.kind === 'uploading';
  return (
    <section className={styles.photo} aria-label={messages.photoHeading}>
      <Avatar
        size={72}
        color="colorful"
        idForColor={slug}
        initials={agentInitials(name)}
        image={photo ? { src: smallPictureUrl(photo, cdnPrefix), alt: name } : undefined}
      />
      <div className={styles.photoText}>
        {!photo && !saved && (
          <Text as="p" className={styles.muted}>
            {messages.noPhoto}
          </Text>
        )}
        <Text as="p" className={styles.muted}>
          {messages.photoHint}
        </Text>
        <div className={styles.photoActions}>
          <input
            ref={fileInput}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={messages.photoChoose}
            accept={AGENT_PHOTO_CONTENT_TYPES.join(',')}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void send(file);
            }}
          />
          <Button icon={uploading ? <Spinner size="tiny" /> : <ArrowUploadRegular />} disabledFocusable={uploading} onClick={() => fileInput.current?.click()}>
            {photo ? messages.photoReplace : messages.photoUpload}
          </Button>
          {photo && (
            <Button
              icon={<DeleteRegular />}
              disabledFocusable={uploading}
              onClick={() => {
                setUpload(null);
                onChange(null);
              }}
            >
              {messages.photoRemove}
            </Button>
          )}
        </div>
        <div role="status">
          {uploading && <Text>{formatMessage(messages.photoUploading, { percent: upload.percent })}</Text>}
          {!upload && photo !== saved && <Text>{photo ? messages.photoNew : messages.photoRemoved}</Text>}
        </div>
        {(upload?.kind === 'problem' || error) && (
          <Text role="alert" className={styles.problem}>
            {upload?.kind === 'problem' ? upload.message : error}
          </Text>
        )}
      </div>
    </section>
  );
}

function SavedBar({ saved }: { saved: Saved }) {
  return (
    <MessageBar intent={saved === 'published' ? 'success' : 'info'} layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>{saved === 'published' ? messages.publishedTitle : messages.waitingTitle}</MessageBarTitle>
        {saved === 'published' ? messages.publishedMessage : messages.waitingMessage}
      </MessageBarBody>
    </MessageBar>
  );
}

function PendingBar({ pending }: { pending: NonNullable<AgentOwnProfile['pending']> }) {
  const fields = pending.diff.map((change) => FIELD_LABELS[change.field]).join(', ');
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{messages.pendingTitle}</MessageBarTitle>
        {formatMessage(messages.pendingMessage, { date: formatLeadTime(pending.submittedAt), fields })}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * `/agent-dashboard/MyPage`: the signed-in agent edits their public page (`/ca/{slug}`). Per the agency's setting
 * a save is public at once or waits for an admin's approval; the page says which after each save.
 */
export function MyPage() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(peopleRoutes.getOwnAgentProfile);
  const [saved, setSaved] = useState<Saved | null>(null);
  // Each save starts the form again from the answer, even if the version stayed the same.
  const [round, setRound] = useState(0);

  if (!data) {
    const refused = error && (error.status === 403 || error.status === 404);
    return (
      <PortalPageFrame title={refused && error.status === 403 ? messages.agentsOnlyTitle : messages.title}>
        {refused ? (
          <PortalEmpty>{error.status === 403 ? messages.agentsOnly : messages.notFound}</PortalEmpty>
        ) : error ? (
          <PortalLoadError error={error} thing={messages.pageThing} onRetry={() => void mutate()} />
        ) : (
          <PortalLoading />
        )}
      </PortalPageFrame>
    );
  }

  const own = data.data;
  const publicPath = pathHref(PUBLIC_PATHS.agentProfile, { slug: own.profile.slug });
  return (
    <PortalPageFrame
      title={messages.title}
      lead={`${messages.intro} ${own.publishing === 'immediate' ? messages.publishesAtOnce : messages.needsApproval}`}
      details={
        <div>
          <Link href={publicPath} target="_blank" rel="noopener">
            {messages.viewPublicPage}
          </Link>
          <Text as="p" block size={200} className={styles.muted}>
            {formatMessage(messages.publicPageHint, { slug: own.profile.slug })}
          </Text>
        </div>
      }
    >
      <div className={styles.layout}>
        {saved && <SavedBar saved={saved} />}
        {own.pending && saved !== 'waiting' && <PendingBar pending={own.pending} />}
        <MyPageForm
          key={`${own.version}-${round}`}
          own={own}
          onReload={() => {
            setSaved(null);
            void mutate();
          }}
          onSaved={(answer) => {
            setSaved(answer.pending ? 'waiting' : 'published');
            setRound((count) => count + 1);
            void mutate({ data: answer }, { revalidate: false });
          }}
        />
      </div>
    </PortalPageFrame>
  );
}
