import type { FormEvent } from 'react';
import { Card, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';

import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import { videoEmbedUrl } from '@tdp/shared/schemas/portal-fields';
import { welcomeVideoUpdateInputSchema, type WelcomeVideo, type WelcomeVideoUpdateInput } from '@tdp/shared/schemas/welcome-video';
import { AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { RichTextField } from '../../../components/admin-form/rich-text-field.tsx';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { resourceCentreMessages as messages } from '../messages.ts';
import { useFormStyles } from './form-styles.ts';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

interface WelcomeVideoDraft {
  title: string;
  videoUrl: string;
  introText: string;
  version: number;
}

const labelOf = labelsFrom({ title: messages.videoLabel, videoUrl: messages.videoAddressLabel, introText: messages.introLabel });
const toInput = (draft: WelcomeVideoDraft) => draft;

function draftOf(video: WelcomeVideo | null): WelcomeVideoDraft {
  return video
    ? { title: video.title, videoUrl: video.videoUrl, introText: video.introText, version: video.version }
    : { title: '', videoUrl: '', introText: '', version: 0 };
}

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '640px' },
  frame: { position: 'relative', width: '100%', aspectRatio: '16 / 9', backgroundColor: tokens.colorNeutralBackground3 },
  iframe: { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

function WelcomeVideoEditor({ video, onReload }: { video: WelcomeVideo | null; onReload: () => void }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const form = useSchemaForm<WelcomeVideoDraft, WelcomeVideoUpdateInput>({ initial: draftOf(video), schema: welcomeVideoUpdateInputSchema, toInput, labelOf });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, messages.welcomeVideoSubject);
  const { draft, errors } = form;
  const embed = videoEmbedUrl(draft.videoUrl.trim());

  function save(event: FormEvent) {
    return submit(event, async (body) => {
      const saved = (await apiFetch(portalRoutes.updateWelcomeVideo, { body })).data;
      form.reset(draftOf(saved));
      notify('success', messages.welcomeVideoSaved);
      await refreshReads([portalRoutes.getWelcomeVideoForAdmin, portalReadRoutes.getPortalWelcomeVideo]);
    });
  }

  const state = (name: string) => ({ validationState: errors[name] ? ('error' as const) : ('none' as const), validationMessage: errors[name] });

  return (
    <form className={formStyles.form} onSubmit={(event) => void save(event)} noValidate aria-label={messages.welcomeVideoTitle}>
      {problem && <ProblemBar problem={problem} onReload={onReload} />}
      <Card className={formStyles.card}>
        <Field label={messages.videoLabel} required {...state('title')}>
          <Input value={draft.title} onChange={(_, data) => form.set('title', data.value)} />
        </Field>
        <Field label={messages.videoAddressLabel} hint={messages.videoAddressHint} required {...state('videoUrl')}>
          <Input type="url" value={draft.videoUrl} onChange={(_, data) => form.set('videoUrl', data.value)} />
        </Field>
        <div className={styles.preview}>
          <Text weight="semibold">{messages.preview}</Text>
          {embed ? (
            <div className={styles.frame}>
              <iframe
                className={styles.iframe}
                src={embed}
                title={draft.title || messages.preview}
                loading="lazy"
                allow="encrypted-media; picture-in-picture; fullscreen"
              />
            </div>
          ) : (
            <Text className={styles.muted}>{messages.previewUnavailable}</Text>
          )}
        </div>
        <RichTextField
          label={messages.introLabel}
          validationMessage={errors.introText}
          value={draft.introText}
          onChange={(html) => form.set('introText', html)}
        />
      </Card>
      <AdminSaveBar saving={saving} label={messages.saveWelcomeVideo} savingLabel={messages.saving} />
      {warning.dialog}
    </form>
  );
}

/** `welcome-video`: the video greeting agents on the portal's Welcome Video page, with a preview. */
export function WelcomeVideoPage() {
  const { data, error, mutate } = useApi(portalRoutes.getWelcomeVideoForAdmin);
  let content;
  if (error && !data) content = <AdminLoadError error={error} thing={messages.welcomeVideoThing} onRetry={() => void mutate()} />;
  else if (!data) content = <AdminLoading />;
  else content = <WelcomeVideoEditor key={data.data?.version ?? 0} video={data.data} onReload={() => void mutate()} />;
  return (
    <AdminScreen title={messages.welcomeVideoTitle} description={messages.welcomeVideoDescription}>
      {content}
    </AdminScreen>
  );
}
