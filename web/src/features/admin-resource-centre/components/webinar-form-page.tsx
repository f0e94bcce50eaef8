import { Card, Field, Input, Radio, RadioGroup, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import {
  WEBINAR_DURATION_MAX,
  WEBINAR_DURATION_MIN,
  webinarCreateInputSchema,
  type Webinar,
  type WebinarCreateInput,
  type WebinarKind,
} from '@tdp/shared/schemas/webinar';
import { DocumentListEditor, type DocumentDraft } from '../../../components/admin-form/document-list-editor.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { RichTextField } from '../../../components/admin-form/rich-text-field.tsx';
import { fieldState } from '../../../components/admin-kit/collection-form-dialog.tsx';
import { AdminItemPage } from '../../../components/admin-kit/admin-item-page.tsx';
import { CollectionFormPage } from '../../../components/admin-kit/collection-form-page.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { idRead } from '../resource-centre-paths.ts';
import { useFormStyles } from './form-styles.ts';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

/** Webinar Wednesdays: a new entry starts on the next Wednesday at 10:00 Pacific, for an hour. */
const DEFAULT_START_TIME = '10:00';
const DEFAULT_DURATION_MINUTES = 60;
const WEDNESDAY = 3;

interface WebinarDraft {
  kind: WebinarKind;
  title: string;
  startsAtLocal: string;
  durationMinutes: string;
  presenter: string;
  location: string;
  joinUrl: string;
  recordingUrl: string;
  materials: DocumentDraft[];
  description: string;
  published: boolean;
}

const labelOf = labelsFrom({
  kind: messages.kindLabel,
  title: messages.webinarTitleLabel,
  startsAtLocal: messages.startsAtLabel,
  durationMinutes: messages.durationLabel,
  presenter: messages.presenterLabel,
  location: messages.locationLabel,
  joinUrl: messages.joinUrlLabel,
  recordingUrl: messages.recordingUrlLabel,
  materials: messages.materialsLabel,
  description: messages.descriptionLabel,
  published: messages.publishedLabel,
});

function toInput(draft: WebinarDraft) {
  const duration = draft.durationMinutes.trim();
  return {
    ...draft,
    durationMinutes: duration === '' ? undefined : Number(duration),
    joinUrl: draft.joinUrl.trim() === '' ? null : draft.joinUrl,
    recordingUrl: draft.recordingUrl.trim() === '' ? null : draft.recordingUrl,
  };
}

/** The next Wednesday (today when it is Wednesday) in Vancouver, as `YYYY-MM-DD`. */
function nextWednesday(now: Date): string {
  const today = new Date(`${isoDateInTimeZone(now, AGENCY_TIME_ZONE)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + ((WEDNESDAY - today.getUTCDay() + 7) % 7));
  return today.toISOString().slice(0, 10);
}

function draftOf(webinar: Webinar | null): WebinarDraft {
  if (!webinar) {
    return {
      kind: 'webinar',
      title: '',
      startsAtLocal: `${nextWednesday(new Date())}T${DEFAULT_START_TIME}`,
      durationMinutes: String(DEFAULT_DURATION_MINUTES),
      presenter: '',
      location: '',
      joinUrl: '',
      recordingUrl: '',
      materials: [],
      description: '',
      published: true,
    };
  }
  return {
    kind: webinar.kind,
    title: webinar.title,
    startsAtLocal: webinar.startsAtLocal,
    durationMinutes: String(webinar.durationMinutes),
    presenter: webinar.presenter,
    location: webinar.location,
    joinUrl: webinar.joinUrl ?? '',
    recordingUrl: webinar.recordingUrl ?? '',
    materials: webinar.materials.map((document) => ({ ...document })),
    description: webinar.description,
    published: webinar.published,
  };
}

const useStyles = makeStyles({
  kinds: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

function WebinarEditor({ webinar, onReload }: { webinar: Webinar | null; onReload: () => void }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();

  async function send(body: WebinarCreateInput) {
    const saved = webinar
      ? (await apiFetch(portalRoutes.updateWebinar, { params: { id: webinar.id }, body: { ...body, version: webinar.version } })).data
      : (await apiFetch(portalRoutes.createWebinar, { body })).data;
    notify('success', formatMessage(webinar ? messages.saved : messages.added, { name: saved.title }));
    await refreshReads([portalRoutes.listWebinarsForAdmin, portalRoutes.getWebinarForAdmin, portalReadRoutes.listPortalWebinars]);
  }

  return (
    <CollectionFormPage<WebinarDraft, WebinarCreateInput>
      title={webinar ? messages.editWebinarTitle : messages.newWebinarTitle}
      back={{ to: ADMIN_PATHS.webinars, label: messages.backToWebinars }}
      thing={messages.webinarThing}
      saveLabel={messages.saveWebinar}
      initial={draftOf(webinar)}
      schema={webinarCreateInputSchema}
      toInput={toInput}
      labelOf={labelOf}
      send={send}
      onReload={onReload}
    >
      {({ draft, errors, set }) => (
        <>
          <Card className={formStyles.card}>
            <Field label={messages.kindLabel} {...fieldState(errors, 'kind')}>
              <RadioGroup className={styles.kinds} layout="horizontal" value={draft.kind} onChange={(_, data) => set('kind', data.value as WebinarKind)}>
                <Radio value="webinar" label={messages.kindWebinar} />
                <Radio value="event" label={messages.kindEvent} />
              </RadioGroup>
            </Field>
            <Field label={messages.webinarTitleLabel} required {...fieldState(errors, 'title')}>
              <Input value={draft.title} onChange={(_, data) => set('title', data.value)} />
            </Field>
            <div className={formStyles.columns}>
              <Field label={messages.startsAtLabel} hint={messages.startsAtHint} required {...fieldState(errors, 'startsAtLocal')}>
                <Input type="datetime-local" value={draft.startsAtLocal} onChange={(_, data) => set('startsAtLocal', data.value)} />
              </Field>
              <Field label={messages.durationLabel} required {...fieldState(errors, 'durationMinutes')}>
                <Input
                  type="number"
                  min={WEBINAR_DURATION_MIN}
                  max={WEBINAR_DURATION_MAX}
                  step={5}
                  value={draft.durationMinutes}
                  onChange={(_, data) => set('durationMinutes', data.value)}
                />
              </Field>
            </div>
            <div className={formStyles.columns}>
              <Field label={messages.presenterLabel} hint={messages.presenterHint} required {...fieldState(errors, 'presenter')}>
                <Input value={draft.presenter} onChange={(_, data) => set('presenter', data.value)} />
              </Field>
              <Field label={messages.locationLabel} hint={messages.locationHint} {...fieldState(errors, 'location')}>
                <Input value={draft.location} onChange={(_, data) => set('location', data.value)} />
              </Field>
            </div>
            <div className={formStyles.columns}>
              <Field label={messages.joinUrlLabel} hint={messages.joinUrlHint} {...fieldState(errors, 'joinUrl')}>
                <Input type="url" value={draft.joinUrl} onChange={(_, data) => set('joinUrl', data.value)} />
              </Field>
              <Field label={messages.recordingUrlLabel} hint={messages.recordingUrlHint} {...fieldState(errors, 'recordingUrl')}>
                <Input type="url" value={draft.recordingUrl} onChange={(_, data) => set('recordingUrl', data.value)} />
              </Field>
            </div>
          </Card>
          <Card className={formStyles.card}>
            <RichTextField
              label={messages.descriptionLabel}
              validationMessage={errors.description}
              value={draft.description}
              onChange={(html) => set('description', html)}
            />
            <fieldset className={formStyles.fieldset}>
              <legend className={formStyles.legend}>{messages.materialsLabel}</legend>
              <DocumentListEditor documents={draft.materials} onChange={(materials) => set('materials', materials)} errors={errors} path="materials" />
            </fieldset>
            <Field hint={messages.publishedHint}>
              <Switch label={messages.publishedLabel} checked={draft.published} onChange={(_, data) => set('published', data.checked)} />
            </Field>
          </Card>
        </>
      )}
    </CollectionFormPage>
  );
}

/** `WebinarWednesdaysManagement/add` and `edit/{id}`: a webinar or event of the portal's calendar. */
export function WebinarFormPage() {
  const { id } = useParams();
  return (
    <AdminItemPage
      route={portalRoutes.getWebinarForAdmin}
      id={id}
      read={idRead}
      title={messages.editWebinarTitle}
      notFound={messages.notFoundId}
      thing={messages.webinarThing}
    >
      {(webinar, onReload) => <WebinarEditor webinar={webinar} onReload={onReload} />}
    </AdminItemPage>
  );
}
