import type { WelcomeVideo, WelcomeVideoUpdateInput } from '@tdp/shared/schemas/welcome-video';
import { findWelcomeVideo, saveWelcomeVideo, type StoredWelcomeVideo } from '../../data/welcome-video-repository.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { loadRichTextSanitizer } from '../rich-text/load-rich-text-sanitizer.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

function view(stored: StoredWelcomeVideo): WelcomeVideo {
  return {
    title: stored.title,
    videoUrl: stored.videoUrl,
    introText: stored.introText,
    version: stored.version,
    updatedAt: stored.updatedAt,
    updatedBy: stored.updatedBy,
  };
}

/** The welcome video, or null until an admin sets one. */
export async function readWelcomeVideo(): Promise<WelcomeVideo | null> {
  const stored = await findWelcomeVideo();
  return stored ? view(stored) : null;
}

/**
 * Sets the welcome video at the version the editor read (0 the first time); 409 when stale. The address was
 * turned into a YouTube/Vimeo player address by the schema; the intro text is sanitised here.
 */
export async function updateWelcomeVideo(input: WelcomeVideoUpdateInput, actor: WriteActor): Promise<WelcomeVideo> {
  await refuseUnusablePictures(input, findWelcomeVideo);
  const { version, ...fields } = input;
  const { sanitizeRichText } = await loadRichTextSanitizer();
  return view(await saveWelcomeVideo(version, { ...fields, introText: sanitizeRichText(fields.introText) }, actor));
}
