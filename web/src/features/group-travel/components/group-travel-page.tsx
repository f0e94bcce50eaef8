import { AppLink } from '../../../components/app-link.tsx';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { GROUP_TOPICS, groupQuotePath, groupTopicPath } from '../group-topics.ts';
import { groupTravelMessages as messages } from '../messages.ts';
import { GroupCallToAction, GroupHero, useGroupPageStyles } from './group-travel-parts.tsx';

/**
 * `/group-travels`: what group travel with the agency is, its three kinds of group trip (each with its own
 * page), the other groups it travels with, how it works, and the group quote form.
 */
export function GroupTravelPage() {
  const styles = useGroupPageStyles();
  usePageMeta({ title: pageTitle(messages.overviewTitle), description: messages.overviewDescription });
  return (
    <>
      <GroupHero heading={messages.overviewHeading} intro={messages.overviewIntro} quotePath={groupQuotePath()} />

      <section className={styles.section} aria-labelledby="group-topics-heading">
        <h2 id="group-topics-heading" className={styles.sectionHeading}>
          {messages.topicsHeading}
        </h2>
        <ul className={styles.cards}>
          {GROUP_TOPICS.map((topic) => (
            <li key={topic}>
              <article className={styles.card}>
                <h3 className={styles.cardTitle}>{messages.topics[topic].title}</h3>
                <p className={styles.cardBody}>{messages.topics[topic].card}</p>
                <AppLink to={groupTopicPath(topic)} aria-label={`${messages.learnMore}: ${messages.topics[topic].title}`}>
                  {messages.learnMore}
                </AppLink>
              </article>
            </li>
          ))}
        </ul>
        <div className={styles.column}>
          <h3 className={styles.subheading}>{messages.moreGroupsHeading}</h3>
          <ul className={styles.list}>
            {messages.moreGroups.map((group) => (
              <li key={group}>{group}</li>
            ))}
          </ul>
        </div>
      </section>

      <div className={styles.band}>
        <section className={styles.section} aria-labelledby="group-steps-heading">
          <h2 id="group-steps-heading" className={styles.sectionHeading}>
            {messages.stepsHeading}
          </h2>
          <ol className={styles.steps}>
            {messages.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className={styles.cardBody}>{step.body}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <div className={styles.section}>
        <GroupCallToAction quotePath={groupQuotePath()} />
      </div>
    </>
  );
}
