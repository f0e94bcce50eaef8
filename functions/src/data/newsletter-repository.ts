import type { Newsletter } from '@tdp/shared/schemas/newsletter';
import { createCollectionRepository } from './collection-repository.ts';

/** What an admin sets on a newsletter (everything but the id and the audit fields). */
export type NewsletterFields = Omit<Newsletter, 'id' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

export const NEWSLETTER_NOT_FOUND_MESSAGE = 'There is no such newsletter.';

/** Newsletters to the connected agents, one partition of the content table (`PK=NEWSLETTER`). */
export const newsletterRepository = createCollectionRepository<NewsletterFields>('newsletter', 'newsletter', NEWSLETTER_NOT_FOUND_MESSAGE);
