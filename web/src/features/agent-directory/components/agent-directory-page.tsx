import { useMemo } from 'react';
import { Button, Field, MessageBar, MessageBarActions, MessageBarBody, SearchBox, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { AGENT_LANGUAGES, AGENT_SPECIALTIES } from '@tdp/shared/schemas/agent-profile';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { LANGUAGE_LABELS, PROVINCE_LABELS, SPECIALTY_LABELS } from '../../../lib/lead-option-labels.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import {
  directoryFilterFrom,
  directorySearchParams,
  EMPTY_DIRECTORY_FILTER,
  isFiltered,
  matchesDirectoryFilter,
  provincesOf,
  type DirectoryFilter,
} from '../directory-filter.ts';
import { agentDirectoryMessages as messages } from '../messages.ts';
import { AgentCard } from './agent-card.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';

const useStyles = makeStyles({
  hero: { backgroundColor: tokens.colorBrandBackground2, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}` },
  heroInner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold },
  intro: { margin: 0, maxWidth: '70ch', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
  body: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  search: { gridColumn: 'span 2', '@media (max-width: 599px)': { gridColumn: 'auto' } },
  searchBox: { width: '100%', maxWidth: 'none' },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  count: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
  },
  emptyTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  emptyBody: { margin: 0, color: tokens.colorNeutralForeground2 },
  emptyActions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/**
 * `/agents/FindYourConnectedAgent`: every active agent from `GET /api/all-agents`, filtered at once in the
 * browser by words (name, city, province), province, language and specialty. The filters live in the
 * address, so a filtered list can be shared and survives a reload.
 */
export function AgentDirectoryPage() {
  const styles = useStyles();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => directoryFilterFrom(searchParams), [searchParams]);
  const { data, error, mutate } = useApi(agentDirectoryRoutes.listAgents);
  usePageMeta({ title: pageTitle(messages.directoryTitle), description: messages.directoryDescription });

  const agents = data?.data;
  const matches = useMemo(() => (agents ?? []).filter((agent) => matchesDirectoryFilter(agent, filter)), [agents, filter]);
  const provinces = useMemo(() => provincesOf(agents ?? []), [agents]);

  // Replace rather than push: typing a name must not fill the history with one entry per letter.
  const change = (next: Partial<DirectoryFilter>) =>
    setSearchParams(directorySearchParams({ ...filter, ...next }), { replace: true, preventScrollReset: true });

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.heading}>{messages.directoryTitle}</h1>
          <p className={styles.intro}>{messages.directoryIntro}</p>
        </div>
      </div>
      <div className={styles.body}>
        <div role="search" className={styles.filters} aria-label={messages.filtersLabel}>
          <Field className={styles.search} label={messages.search}>
            <SearchBox
              className={styles.searchBox}
              placeholder={messages.searchPlaceholder}
              value={filter.q}
              onChange={(_, changed) => change({ q: changed.value })}
            />
          </Field>
          <Field label={messages.province}>
            <Select value={filter.province} onChange={(_, changed) => change({ province: changed.value as DirectoryFilter['province'] })}>
              <option value="">{messages.any}</option>
              {provinces.map((province) => (
                <option key={province} value={province}>
                  {PROVINCE_LABELS[province]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={messages.language}>
            <Select value={filter.language} onChange={(_, changed) => change({ language: changed.value as DirectoryFilter['language'] })}>
              <option value="">{messages.any}</option>
              {AGENT_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_LABELS[language]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={messages.specialty}>
            <Select value={filter.specialty} onChange={(_, changed) => change({ specialty: changed.value as DirectoryFilter['specialty'] })}>
              <option value="">{messages.any}</option>
              {AGENT_SPECIALTIES.map((specialty) => (
                <option key={specialty} value={specialty}>
                  {SPECIALTY_LABELS[specialty]}
                </option>
              ))}
            </Select>
          </Field>
        </div>

        {error && !agents ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{messages.loadFailed}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void mutate()}>{messages.retry}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {!agents && !error ? (
          <div className={styles.loading}>
            <Spinner label={messages.loading} />
          </div>
        ) : null}

        {agents ? (
          <>
            <div className={styles.summary}>
              <p className={styles.count} role="status">
                {matches.length === 1 ? messages.resultsOne : formatMessage(messages.resultsMany, { count: matches.length })}
              </p>
              {isFiltered(filter) ? (
                <Button appearance="subtle" onClick={() => change(EMPTY_DIRECTORY_FILTER)}>
                  {messages.clearFilters}
                </Button>
              ) : null}
            </div>
            {matches.length > 0 ? (
              <ul className={styles.grid} aria-label={messages.resultsLabel}>
                {matches.map((agent) => (
                  <li key={agent.slug}>
                    <AgentCard agent={agent} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <h2 className={styles.emptyTitle}>{messages.noMatchesTitle}</h2>
                <p className={styles.emptyBody}>{messages.noMatchesBody}</p>
                <div className={styles.emptyActions}>
                  <Button appearance="secondary" onClick={() => change(EMPTY_DIRECTORY_FILTER)}>
                    {messages.clearFilters}
                  </Button>
                  <LinkButton appearance="primary" to={PUBLIC_PATHS.requestQuote}>
                    {messages.requestQuote}
                  </LinkButton>
                </div>
              </div>
            )}
          </>
        ) : null}
      </div>
    </>
  );
}
