import { useCallback, useEffect, useState } from 'react';
import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import { AppLink } from '../../../components/app-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { checkHealth, type HealthCheck } from '../api/check-health.ts';
import { diagnosticsMessages } from '../messages.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const useStyles = makeStyles({
  root: {
    maxWidth: '960px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  subheading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  healthy: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  unhealthy: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

type HealthState = { state: 'checking' } | { state: 'healthy'; check: HealthCheck } | { state: 'failed'; reason: string };

/** The settings worth showing, in reading order. */
const CONFIG_ROWS: ReadonlyArray<keyof RuntimeConfig> = ['stage', 'apiBaseUrl', 'cdnPrefix', 'bookingEngineUrl', 'phone', 'hours', 'supportEmail'];

/**
 * `/test`, outside the shell: a diagnostics page for support. It calls `GET /health` (timed, on demand
 * again) and lists the runtime config and what the browser reports, so a problem report can say which
 * stage and API the visitor's browser was talking to.
 */
export function DiagnosticsPage() {
  // What the browser reports, once in the browser (the server renders this page too, with nothing to report).
  const hydrated = useHydrated();
  const styles = useStyles();
  const config = useRuntimeConfig();
  const [health, setHealth] = useState<HealthState>({ state: 'checking' });
  usePageMeta({ title: pageTitle(diagnosticsMessages.title), description: diagnosticsMessages.description });

  const runCheck = useCallback((signal?: AbortSignal) => {
    setHealth({ state: 'checking' });
    checkHealth(signal).then(
      (check) => setHealth({ state: 'healthy', check }),
      (error: unknown) => {
        if (signal?.aborted) return;
        setHealth({ state: 'failed', reason: error instanceof ApiError ? `${error.status} ${error.code}: ${error.message}` : String(error) });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    runCheck(controller.signal);
    return () => controller.abort();
  }, [runCheck]);

  const valueOf = (key: keyof RuntimeConfig) => {
    const value = config[key];
    if (value !== '') return value;
    return key === 'apiBaseUrl' ? diagnosticsMessages.sameOrigin : diagnosticsMessages.notSet;
  };

  return (
    <main className={styles.root}>
      <div>
        <h1 className={styles.heading}>{diagnosticsMessages.title}</h1>
        <p className={styles.text}>{diagnosticsMessages.intro}</p>
      </div>
      <section aria-labelledby="diagnostics-api">
        <h2 id="diagnostics-api" className={styles.subheading}>
          {diagnosticsMessages.apiHeading}
        </h2>
        <div className={styles.status} role="status">
          {health.state === 'checking' && <Spinner size="tiny" label={diagnosticsMessages.checking} />}
          {health.state === 'healthy' && (
            <span className={styles.healthy}>
              {formatMessage(diagnosticsMessages.healthy, {
                status: health.check.answer.status,
                milliseconds: health.check.milliseconds,
                time: health.check.answer.time,
              })}
            </span>
          )}
          {health.state === 'failed' && <span className={styles.unhealthy}>{formatMessage(diagnosticsMessages.unhealthy, { reason: health.reason })}</span>}
          {health.state !== 'checking' && <Button onClick={() => runCheck()}>{diagnosticsMessages.checkAgain}</Button>}
        </div>
      </section>
      <section aria-labelledby="diagnostics-config">
        <h2 id="diagnostics-config" className={styles.subheading}>
          {diagnosticsMessages.configHeading}
        </h2>
        <Table aria-labelledby="diagnostics-config" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{diagnosticsMessages.setting}</TableHeaderCell>
              <TableHeaderCell>{diagnosticsMessages.value}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {CONFIG_ROWS.map((key) => (
              <TableRow key={key}>
                <TableCell className={styles.code}>{key}</TableCell>
                <TableCell className={styles.code}>{valueOf(key)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section aria-labelledby="diagnostics-browser">
        <h2 id="diagnostics-browser" className={styles.subheading}>
          {diagnosticsMessages.browserHeading}
        </h2>
        <Table aria-labelledby="diagnostics-browser" size="small">
          <TableBody>
            <TableRow>
              <TableCell>{diagnosticsMessages.pageAddress}</TableCell>
              <TableCell className={styles.code}>{hydrated ? window.location.href : ''}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>{diagnosticsMessages.language}</TableCell>
              <TableCell className={styles.code}>{hydrated ? navigator.language : ''}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>{diagnosticsMessages.online}</TableCell>
              <TableCell>{hydrated ? (navigator.onLine ? diagnosticsMessages.yes : diagnosticsMessages.no) : ''}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </section>
      <AppLink to="/">{diagnosticsMessages.homeLink}</AppLink>
    </main>
  );
}
