import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { groupQuotePath, type GroupTopic } from '../group-topics.ts';
import { groupTravelMessages as messages } from '../messages.ts';
import { GroupCallToAction, GroupHero, useGroupPageStyles } from './group-travel-parts.tsx';

const useStyles = makeStyles({
  crumbs: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase300 },
  crumb: { display: 'flex', gap: tokens.spacingHorizontalS, ':not(:last-child)::after': { content: '"/"' } },
  crumbLink: { color: tokens.colorNeutralForegroundOnBrand, ':hover': { textDecorationLine: 'none' } },
});

/** One kind of group trip: what it is, what we take care of, ideas, and the quote form with the kind chosen. */
function GroupTopicPage({ topic }: { topic: GroupTopic }) {
  const styles = useGroupPageStyles();
  const own = useStyles();
  const copy = messages.topics[topic];
  const quotePath = groupQuotePath(topic);
  usePageMeta({ title: pageTitle(copy.title), description: copy.description });
  const breadcrumb = (
    <nav aria-label={messages.breadcrumbLabel}>
      <ol className={own.crumbs}>
        <li className={own.crumb}>
          <Link className={own.crumbLink} to={PUBLIC_PATHS.home}>
            {messages.home}
          </Link>
        </li>
        <li className={own.crumb}>
          <Link className={own.crumbLink} to={PUBLIC_PATHS.groupTravel}>
            {messages.overviewTitle}
          </Link>
        </li>
        <li className={own.crumb} aria-current="page">
          {copy.title}
        </li>
      </ol>
    </nav>
  );
  return (
    <>
      <GroupHero heading={copy.title} intro={copy.intro} quotePath={quotePath} before={breadcrumb} />
      <div className={styles.section}>
        <div className={styles.twoColumns}>
          <section className={styles.column} aria-labelledby="group-handled-heading">
            <h2 id="group-handled-heading" className={styles.subheading}>
              {messages.handledHeading}
            </h2>
            <ul className={styles.list}>
              {copy.handled.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section className={styles.column} aria-labelledby="group-ideas-heading">
            <h2 id="group-ideas-heading" className={styles.subheading}>
              {messages.ideasHeading}
            </h2>
            <ul className={styles.list}>
              {copy.ideas.map((idea) => (
                <li key={idea}>{idea}</li>
              ))}
            </ul>
          </section>
        </div>
        <section className={styles.column} aria-labelledby="group-good-to-know-heading">
          <h2 id="group-good-to-know-heading" className={styles.subheading}>
            {messages.goodToKnowHeading}
          </h2>
          <p className={styles.text}>{copy.goodToKnow}</p>
        </section>
        <GroupCallToAction quotePath={quotePath} />
      </div>
    </>
  );
}

/** `/group-travels/friends-and-family`. */
export function FriendsAndFamilyPage() {
  return <GroupTopicPage topic="friends-and-family" />;
}

/** `/group-travels/destination-wedding`. */
export function DestinationWeddingPage() {
  return <GroupTopicPage topic="destination-wedding" />;
}

/** `/group-travels/group-promotion`. */
export function GroupPromotionPage() {
  return <GroupTopicPage topic="group-promotion" />;
}
