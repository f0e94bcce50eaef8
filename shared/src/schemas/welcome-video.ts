import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { isoDateTimeSchema, requiredText } from './common-fields.ts';
import { editorVersionSchema, richTextSchema, videoUrlSchema } from './portal-fields.ts';

/**
 * The video that greets connected agents on the portal's `WelcomeVideo` page, set by an admin on the
 * `welcome-video` screen. There is one; it has version 0 until it is first saved.
 */

export const WELCOME_VIDEO_INTRO_MAX = 10_000;

const welcomeVideoEditableShape = () => ({
  title: requiredText(150),
  /** A YouTube or Vimeo address, stored as the player's embed address. */
  videoUrl: videoUrlSchema,
  /** Rich text shown with the video, sanitised on save. */
  introText: richTextSchema(WELCOME_VIDEO_INTRO_MAX),
});

/** Body of `PUT /api/admin/welcome-video`: the video and the version the editor read (0 the first time). */
export const welcomeVideoUpdateInputSchema = lazySchema(() => z.strictObject({ ...welcomeVideoEditableShape(), version: editorVersionSchema }));
export type WelcomeVideoUpdateInput = z.output<typeof welcomeVideoUpdateInputSchema>;

/** The welcome video as stored and answered. */
export const welcomeVideoSchema = lazySchema(() =>
  z.object({
    ...welcomeVideoEditableShape(),
    version: editorVersionSchema,
    updatedAt: isoDateTimeSchema,
    updatedBy: z.string(),
  }),
);
export type WelcomeVideo = z.output<typeof welcomeVideoSchema>;

/** Answer of `GET /api/portal/welcome-video` and `GET /api/admin/welcome-video`: null until an admin sets one. */
export interface WelcomeVideoAnswer {
  data: WelcomeVideo | null;
}
