import type { PortalPageFeature } from '@tdp/shared/schemas/portal-page';
import { resourceCentreMessages as messages } from './messages.ts';

/** What each portal page shows besides its sections (`feature` of the shared page list), in the admin's words. */
export const FEATURE_LABELS: Readonly<Record<PortalPageFeature, string>> = {
  'welcome-video': messages.featureWelcomeVideo,
  team: messages.featureTeam,
  webinars: messages.featureWebinars,
  calendar: messages.featureCalendar,
  'supplier-categories': messages.featureSupplierCategories,
  'supplier-quick-reference': messages.featureSupplierQuickReference,
  newsletters: messages.featureNewsletters,
};
