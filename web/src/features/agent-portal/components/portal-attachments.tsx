import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, DocumentRegular, LinkRegular, MailRegular, CallRegular, OpenRegular } from '@fluentui/react-icons';
import { extensionOf } from '@tdp/shared/schemas/media';
import { VIDEO_EMBED_ORIGINS, isWebAddress, type PortalDocument, type PortalLink, type PortalVideo } from '@tdp/shared/schemas/portal-fields';
import { AppLink } from '../../../components/app-link.tsx';
import { PrivateDocumentLink } from '../../../components/private-document-link.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { portalMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { flexShrink: 0, fontSize: '20px', color: tokens.colorBrandForeground1, marginTop: '1px' },
  kind: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS },
  videos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))', gap: tokens.spacingHorizontalL },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  frame: { position: 'relative', width: '100%', aspectRatio: '16 / 9', backgroundColor: tokens.colorNeutralBackground3 },
  iframe: { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 },
});

/**
 * Documents of the media library's private `Documents/` folder, each opened at the click through a short-lived address
 * (PDFs in a new tab, other files saved).
 */
export function DocumentList({ documents }: { documents: readonly PortalDocument[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {documents.map((document) => {
        const extension = extensionOf(document.key).toUpperCase();
        const Icon = extension === 'PDF' ? DocumentPdfRegular : DocumentRegular;
        return (
          <li key={document.key} className={styles.item}>
            <Icon className={styles.icon} aria-hidden />
            <span>
              <PrivateDocumentLink document={document} />
              {extension && (
                <Text size={200} className={styles.kind}>
                  {extension}
                </Text>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Links of a section: pages of this site inside the app, web addresses in a new tab, e-mail and phone as such. */
export function LinkList({ links }: { links: readonly PortalLink[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={`${link.label}-${link.url}`} className={styles.item}>
          <LinkTarget link={link} iconClassName={styles.icon} />
        </li>
      ))}
    </ul>
  );
}

function LinkTarget({ link, iconClassName }: { link: PortalLink; iconClassName: string }) {
  if (link.url.startsWith('/')) {
    return (
      <>
        <LinkRegular className={iconClassName} aria-hidden />
        <AppLink to={link.url}>{link.label}</AppLink>
      </>
    );
  }
  if (isWebAddress(link.url)) {
    return (
      <>
        <OpenRegular className={iconClassName} aria-hidden />
        <Link href={link.url} target="_blank" rel="noopener noreferrer" aria-label={formatMessage(messages.opensInNewTab, { label: link.label })}>
          {link.label}
        </Link>
      </>
    );
  }
  const Icon = link.url.startsWith('tel:') ? CallRegular : MailRegular;
  return (
    <>
      <Icon className={iconClassName} aria-hidden />
      <Link href={link.url}>{link.label}</Link>
    </>
  );
}

/** Whether a stored player address is one the portal embeds (YouTube's privacy-enhanced player, Vimeo's player). */
export function isEmbeddableVideo(url: string): boolean {
  try {
    return (VIDEO_EMBED_ORIGINS as readonly string[]).includes(new URL(url).origin);
  } catch {
    return false;
  }
}

/** One embedded video with its title (the frame's accessible name); an address of another host is not embedded. */
export function VideoEmbed({ video }: { video: PortalVideo }) {
  const styles = useStyles();
  if (!isEmbeddableVideo(video.url)) {
    return <Text>{formatMessage(messages.videoUnavailable, { title: video.title })}</Text>;
  }
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <iframe
          className={styles.iframe}
          src={video.url}
          title={video.title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <Text as="p" weight="semibold">
        {video.title}
      </Text>
    </figure>
  );
}

/** Videos of a section side by side (one column on phones). */
export function VideoList({ videos }: { videos: readonly PortalVideo[] }) {
  const styles = useStyles();
  return (
    <div className={styles.videos}>
      {videos.map((video) => (
        <VideoEmbed key={video.url} video={video} />
      ))}
    </div>
  );
}
