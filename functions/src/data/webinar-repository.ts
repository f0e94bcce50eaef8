import type { Webinar } from '@tdp/shared/schemas/webinar';
import { createCollectionRepository } from './collection-repository.ts';

/** A webinar's stored fields: what the admin sets and the instants derived from it. */
export type WebinarFields = Omit<Webinar, 'id' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

export const WEBINAR_NOT_FOUND_MESSAGE = 'There is no such webinar or event.';

/** Webinars and events of the portal's calendar, one partition of the content table (`PK=WEBINAR`). */
export const webinarRepository = createCollectionRepository<WebinarFields>('webinar', 'webinar', WEBINAR_NOT_FOUND_MESSAGE);
