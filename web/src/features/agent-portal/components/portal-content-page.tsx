import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { portalPageDefinition, type PortalPageFeature, type PortalPageSlug } from '@tdp/shared/schemas/portal-page';
import { RichTextView, hasVisibleText } from '../../../components/rich-text-view.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { portalMessages as messages } from '../messages.ts';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalSectionView } from './portal-section-view.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { NewslettersPanel, TeamPanel, WelcomeVideoPanel } from './resource-panels.tsx';
import { SupplierCategoriesPanel, SupplierQuickReferencePanel } from './supplier-panels.tsx';
import { CalendarPanel, WebinarsPanel } from './webinar-panels.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';

const useStyles = makeStyles({
  intro: { maxWidth: '80ch' },
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  updated: { color: tokens.colorNeutralForeground3 },
});

/** The live data a page shows besides its sections (`feature` of the shared page list). */
const FEATURE_PANELS: Readonly<Record<PortalPageFeature, () => ReactNode>> = {
  'welcome-video': () => <WelcomeVideoPanel />,
  team: () => <TeamPanel />,
  webinars: () => <WebinarsPanel />,
  calendar: () => <CalendarPanel />,
  'supplier-categories': () => <SupplierCategoriesPanel />,
  'supplier-quick-reference': () => <SupplierQuickReferencePanel />,
  newsletters: () => <NewslettersPanel />,
};

/**
 * One page of the portal (`/agent-dashboard/{slug}`): the introduction and sections an admin wrote for it in
 * `MainPageView/view` (rich text, links, documents, videos) and, for some pages, live data: the calendar, the
 * suppliers guide, newsletters, the team, the welcome video.
 */
export function PortalContentPage({ slug }: { slug: PortalPageSlug }) {
  const styles = useStyles();
  const { supportEmail } = useRuntimeConfig();
  const definition = portalPageDefinition(slug)!;
  const { data, error, mutate } = useApi(portalReadRoutes.getPortalPage, { params: { slug } });
  const page = data?.data;
  const feature = definition.feature ? FEATURE_PANELS[definition.feature]() : null;
  const hasIntro = page ? hasVisibleText(page.intro) : false;

  let content: ReactNode;
  if (error && !page) {
    content = <PortalLoadError error={error} thing={messages.pageThing} onRetry={() => void mutate()} />;
  } else if (!page) {
    content = <PortalLoading />;
  } else if (page.sections.length > 0) {
    content = (
      <div className={styles.sections}>
        {page.sections.map((section, index) => (
          <PortalSectionView key={`${index}-${section.heading}`} section={section} index={index} />
        ))}
      </div>
    );
  } else if (!feature && !hasIntro) {
    content = <PortalEmpty>{formatMessage(messages.pageEmpty, { email: supportEmail })}</PortalEmpty>;
  } else {
    content = null;
  }

  return (
    <PortalPageFrame title={definition.title} crumbs={[{ label: definition.group }]}>
      {page && hasIntro && <RichTextView className={styles.intro} html={page.intro} />}
      {feature}
      {content}
      {page?.updatedAt && (
        <Text size={200} className={styles.updated}>
          {formatMessage(messages.updatedOn, { date: formatDate(isoDateInTimeZone(new Date(page.updatedAt), AGENCY_TIME_ZONE)) })}
        </Text>
      )}
    </PortalPageFrame>
  );
}
