import type { Webinar, WebinarCreateInput, WebinarUpdateInput } from '@tdp/shared/schemas/webinar';
import { WEBINAR_TIME_ZONE, zonedLocalToInstant } from '@tdp/shared/schemas/webinar';
import { WEBINAR_NOT_FOUND_MESSAGE, webinarRepository, type WebinarFields } from '../../data/webinar-repository.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { Invalid, NotFound } from '../domain-errors.ts';
import { loadRichTextSanitizer } from '../rich-text/load-rich-text-sanitizer.ts';
import { assertStorableSize } from '../portal/storable-size.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

/** Published webinars and events, split at `now`: still to end (soonest first) and ended (latest first). */
export async function listPortalWebinars(now: Date = new Date()): Promise<{ timeZone: typeof WEBINAR_TIME_ZONE; upcoming: Webinar[]; past: Webinar[] }> {
  const published = (await webinarRepository.list()).filter((webinar) => webinar.published);
  const nowIso = now.toISOString();
  const upcoming = published.filter((webinar) => webinar.endsAt > nowIso).sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id);
  const past = published.filter((webinar) => webinar.endsAt <= nowIso).sort((a, b) => b.startsAt.localeCompare(a.startsAt) || b.id - a.id);
  return { timeZone: WEBINAR_TIME_ZONE, upcoming, past };
}

/** Every webinar and event, latest start first (the admin list). */
export async function listWebinars(): Promise<Webinar[]> {
  return (await webinarRepository.list()).sort((a, b) => b.startsAt.localeCompare(a.startsAt) || b.id - a.id);
}

/** One webinar or event, published or not (the admin editor). */
export async function readWebinar(id: number): Promise<Webinar> {
  const webinar = await webinarRepository.get(id);
  if (!webinar) throw new NotFound(WEBINAR_NOT_FOUND_MESSAGE);
  return webinar;
}

/** The fields to store: the UTC start and end the Vancouver wall-clock start means, and the description sanitised. */
async function prepare(input: WebinarCreateInput): Promise<WebinarFields> {
  const { sanitizeRichText } = await loadRichTextSanitizer();
  const start = zonedLocalToInstant(input.startsAtLocal, WEBINAR_TIME_ZONE);
  if (!start) throw new Invalid('Check the start time.', { startsAtLocal: 'is not a time that exists in Vancouver (the clocks change then)' });
  const fields: WebinarFields = {
    ...input,
    description: sanitizeRichText(input.description),
    timeZone: WEBINAR_TIME_ZONE,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + input.durationMinutes * 60_000).toISOString(),
  };
  assertStorableSize(fields, 'description');
  return fields;
}

/** Adds a webinar or event. */
export async function createWebinar(input: WebinarCreateInput, actor: WriteActor): Promise<Webinar> {
  await refuseUnusablePictures(input, null);
  return webinarRepository.create(await prepare(input), actor);
}

/** Replaces a webinar if it is still at `input.version` (409 when stale, 404 when gone). */
export async function updateWebinar(id: number, input: WebinarUpdateInput, actor: WriteActor): Promise<Webinar> {
  await refuseUnusablePictures(input, () => webinarRepository.get(id));
  const { version, ...fields } = input;
  return webinarRepository.update(id, version, await prepare(fields), actor);
}

/** Deletes a webinar or event (404 when gone). */
export async function deleteWebinar(id: number): Promise<void> {
  await webinarRepository.remove(id);
}
