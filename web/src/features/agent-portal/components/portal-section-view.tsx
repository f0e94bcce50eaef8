import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PortalSection } from '@tdp/shared/schemas/portal-page';
import { RichTextView, hasVisibleText } from '../../../components/rich-text-view.tsx';
import { portalMessages as messages } from '../messages.ts';
import { DocumentList, LinkList, VideoList } from './portal-attachments.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderTop: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
    '@media (max-width: 599px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
  },
  heading: { margin: 0 },
  attachments: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', gap: tokens.spacingHorizontalXXL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  subheading: { margin: 0, color: tokens.colorNeutralForeground2, textTransform: 'uppercase', letterSpacing: '0.04em' },
});

/** One section of a portal page: heading, rich text, then its links, documents and videos. */
export function PortalSectionView({ section, index }: { section: PortalSection; index: number }) {
  const styles = useStyles();
  const headingId = `portal-section-${index}`;
  const hasAttachments = section.links.length > 0 || section.documents.length > 0;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={600} weight="semibold" className={styles.heading}>
        {section.heading}
      </Text>
      {hasVisibleText(section.body) && <RichTextView html={section.body} />}
      {hasAttachments && (
        <div className={styles.attachments}>
          {section.links.length > 0 && (
            <div className={styles.group}>
              <Text as="h3" size={200} weight="semibold" className={styles.subheading}>
                {messages.linksHeading}
              </Text>
              <LinkList links={section.links} />
            </div>
          )}
          {section.documents.length > 0 && (
            <div className={styles.group}>
              <Text as="h3" size={200} weight="semibold" className={styles.subheading}>
                {messages.documentsHeading}
              </Text>
              <DocumentList documents={section.documents} />
            </div>
          )}
        </div>
      )}
      {section.videos.length > 0 && (
        <div className={styles.group}>
          <Text as="h3" size={200} weight="semibold" className={styles.subheading}>
            {messages.videosHeading}
          </Text>
          <VideoList videos={section.videos} />
        </div>
      )}
    </section>
  );
}
