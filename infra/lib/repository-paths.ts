import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';

/** Root of the monorepo (where package-lock.json lives). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The lock file esbuild bundling resolves dependencies against. */
export const LOCK_FILE = path.join(REPOSITORY_ROOT, 'package-lock.json');

/** The built SPA (`npm run build`). */
export const WEB_DIST_DIR = path.join(REPOSITORY_ROOT, 'web', 'dist');

/** The built server side (`npm run build`): the render function's code (`render-function.js` and its chunks). */
export const WEB_SERVER_DIST_DIR = path.join(REPOSITORY_ROOT, 'web', 'dist-server');

/** Files the SPA serves as they are (Vite's public folder): each top-level entry is a path of the site bucket. */
export const WEB_PUBLIC_DIR = path.join(REPOSITORY_ROOT, 'web', 'public');

/** The module a handler group's Lambda function runs; it exports `handler`. */
export function groupHandlerEntry(group: HandlerGroup): string {
  return path.join(REPOSITORY_ROOT, 'functions', 'src', 'groups', group, 'handler.ts');
}

/** The mail-events function's module (SES bounces and complaints from SNS); it exports `handler`. */
export const MAIL_EVENTS_HANDLER_ENTRY = path.join(REPOSITORY_ROOT, 'functions', 'src', 'events', 'mail-events-handler.ts');

/** The mail-sender function's module (the mail queue's consumer: functions/src/events); it exports `handler`. */
export const MAIL_SENDER_HANDLER_ENTRY = path.join(REPOSITORY_ROOT, 'functions', 'src', 'events', 'mail-sender-handler.ts');

/** The scheduled-jobs function's module (functions/src/jobs): the jobs an hourly schedule runs; it exports `handler`. */
export const SCHEDULED_JOBS_HANDLER_ENTRY = path.join(REPOSITORY_ROOT, 'functions', 'src', 'jobs', 'scheduled-jobs-handler.ts');

/** The lead-deadlines function's module (functions/src/jobs): the first-contact clock, every minute; it exports `handler`. */
export const LEAD_DEADLINES_HANDLER_ENTRY = path.join(REPOSITORY_ROOT, 'functions', 'src', 'jobs', 'lead-deadlines-handler.ts');

/** The image function's module (functions/src/images): the pictures' variants made on their first request. */
export const IMAGE_FUNCTION_ENTRY = path.join(REPOSITORY_ROOT, 'functions', 'src', 'images', 'variant-function.ts');
