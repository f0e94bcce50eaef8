import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { AGENCY_TIME_ZONE } from '../constants.ts';
import { auditFieldsSchema, entityIdSchema, isoDateTimeSchema, optionalText, requiredText, versionSchema } from './common-fields.ts';
import { portalDocumentListSchema, richTextSchema, webAddressSchema } from './portal-fields.ts';

/**
 * Webinars (Webinar Wednesdays) and events (conference, supplier nights) of the portal's calendar. An admin
 * enters the start as a wall-clock time in the agency's time zone (America/Vancouver); the server stores
 * that and the UTC instants it means, so every agent's browser can show it in their own zone too.
 */

/** Time zone webinar times are entered and shown in. */
export const WEBINAR_TIME_ZONE = AGENCY_TIME_ZONE;

/** What a calendar entry is: an online webinar or an event (in person or online). */
export const WEBINAR_KINDS = ['webinar', 'event'] as const;
export type WebinarKind = (typeof WEBINAR_KINDS)[number];

export const WEBINAR_DESCRIPTION_MAX = 20_000;
export const WEBINAR_DURATION_MIN = 15;
/** Up to three days, for a conference. */
export const WEBINAR_DURATION_MAX = 3 * 24 * 60;
export const WEBINAR_MAX_BODY_BYTES = 96 * 1024;

const LOCAL_DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2})$/;

function partsIn(instantMs: number, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** Minutes the zone is ahead of UTC at an instant (Vancouver: -420 in summer, -480 in winter). */
function offsetMinutes(instantMs: number, timeZone: string): number {
  const p = partsIn(instantMs, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wall - Math.floor(instantMs / 60_000) * 60_000) / 60_000);
}

/** `YYYY-MM-DDTHH:mm` wall-clock time of an instant in a zone. */
export function localDateTimeIn(instant: Date, timeZone: string = WEBINAR_TIME_ZONE): string {
  const p = partsIn(instant.getTime(), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * The instant a wall-clock time (`YYYY-MM-DDTHH:mm`) means in a zone. A time the clocks skip (the spring
 * change) has none: null. A time that happens twice (the autumn change) is the first one.
 */
export function zonedLocalToInstant(local: string, timeZone: string = WEBINAR_TIME_ZONE): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const date = new Date(wall);
  if (Number.isNaN(wall) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const day24 = 24 * 3_600_000;
  // The zone's offsets on either side of any clock change near this time; the larger one gives the earlier instant.
  const offsets = [...new Set([offsetMinutes(wall - day24, timeZone), offsetMinutes(wall + day24, timeZone)])].sort((a, b) => b - a);
  for (const offset of offsets) {
    const instant = new Date(wall - offset * 60_000);
    if (localDateTimeIn(instant, timeZone) === local) return instant;
  }
  return null;
}

/** A start time as the admin types it: `YYYY-MM-DDTHH:mm`, a time that exists in Vancouver. */
export const webinarLocalStartSchema = lazySchema(() =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).check(
    z.regex(LOCAL_DATE_TIME, { error: 'must be a date and time written YYYY-MM-DDTHH:mm' }),
    z.refine((value) => zonedLocalToInstant(value) !== null, { error: 'is not a time that exists in Vancouver (the clocks change then)' }),
  ),
);

const webinarEditableShape = () => ({
  kind: z.enum(WEBINAR_KINDS, { error: 'must be webinar or event' }),
  title: requiredText(150),
  /** Wall-clock start in America/Vancouver, `YYYY-MM-DDTHH:mm`. */
  startsAtLocal: webinarLocalStartSchema,
  durationMinutes: z
    .number({ error: 'must be a number' })
    .check(
      z.int({ error: 'must be a whole number' }),
      z.gte(WEBINAR_DURATION_MIN, { error: `must be at least ${WEBINAR_DURATION_MIN} minutes` }),
      z.lte(WEBINAR_DURATION_MAX, { error: `must be at most ${WEBINAR_DURATION_MAX} minutes` }),
    ),
  /** Who presents, e.g. 'Karen Wong, Sunwing Vacations'. */
  presenter: requiredText(150),
  /** Where an event takes place ('' for an online webinar), e.g. 'Burnaby office, boardroom'. */
  location: optionalText(200),
  /** Where agents join (Zoom, Teams); null until it is known. */
  joinUrl: z.nullable(webAddressSchema),
  /** Where the recording is once it has been published; null until then. */
  recordingUrl: z.nullable(webAddressSchema),
  /** Slides and handouts in the media library's `Documents/` folder. */
  materials: portalDocumentListSchema,
  /** Rich text, sanitised on save. */
  description: richTextSchema(WEBINAR_DESCRIPTION_MAX),
  /** Agents see published entries only. */
  published: z.boolean({ error: 'must be true or false' }),
});

/** A webinar or event as stored and answered: the fields the admin sets and the instants they mean. */
export const webinarSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    ...webinarEditableShape(),
    /** Always America/Vancouver: the zone `startsAtLocal` is in. */
    timeZone: z.literal(WEBINAR_TIME_ZONE),
    /** Start, UTC. */
    startsAt: isoDateTimeSchema,
    /** End (start plus duration), UTC. */
    endsAt: isoDateTimeSchema,
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type Webinar = z.output<typeof webinarSchema>;

/** Body of `POST /api/admin/webinars`. */
export const webinarCreateInputSchema = lazySchema(() => z.strictObject(webinarEditableShape()));
export type WebinarCreateInput = z.output<typeof webinarCreateInputSchema>;

/** Body of `PUT /api/admin/webinars/{id}`: the whole entry and the `version` the editor read. */
export const webinarUpdateInputSchema = lazySchema(() => z.strictObject({ ...webinarEditableShape(), version: versionSchema }));
export type WebinarUpdateInput = z.output<typeof webinarUpdateInputSchema>;

/**
 * Answer of `GET /api/portal/webinars`: published entries, `upcoming` (not yet ended, soonest first, a
 * webinar in progress included) and `past` (most recent first). The calendar groups them by the month of
 * `startsAtLocal`.
 */
export interface PortalWebinarsAnswer {
  data: { timeZone: typeof WEBINAR_TIME_ZONE; upcoming: Webinar[]; past: Webinar[] };
}

/** Answer of the admin's single-webinar routes. */
export interface WebinarAnswer {
  data: Webinar;
}
