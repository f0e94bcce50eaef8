import { Fragment, useId, useState } from 'react';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import type { PackageAgentNotesView } from '@tdp/shared/schemas/package-agent-notes';
import { Button } from '../ui/button.tsx';
import { formatDate, formatMessage } from '../../lib/intl.ts';
import { privateDocumentLabel, useOpenPrivateDocument } from '../../lib/media/open-private-document.ts';
import { useApi } from '../../lib/use-api.ts';
import { agentNotesMessages as messages } from './agent-notes-messages.ts';
import styles from './agent-notes.module.css';

function hasAnyNote(notes: PackageAgentNotesView): boolean {
  return [notes.commissionNote, notes.supplierName, notes.bookingCode, notes.sellingNotes].some((text) => text !== '') || notes.files.length > 0;
}

/** The notes' files: `Documents/` is private, so each is opened through a short-lived address asked for at the click. */
function Files({ files }: { files: PackageAgentNotesView['files'] }) {
  const [problem, setProblem] = useState<string | null>(null);
  const open = useOpenPrivateDocument(setProblem);
  return (
    <>
      <h3 className={styles.label}>{messages.files}</h3>
      <ul className={styles.files}>
        {files.map((file) => (
          <li key={file.key}>
            <button
              type="button"
              className={styles.file}
              aria-label={privateDocumentLabel(file)}
              onClick={() => {
                setProblem(null);
                open(file);
              }}
            >
              {file.title}
            </button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </>
  );
}

function Notes({ notes }: { notes: PackageAgentNotesView }) {
  if (!hasAnyNote(notes)) return <p className={styles.muted}>{messages.none}</p>;
  const facts = (
    [
      [messages.commission, notes.commissionNote],
      [messages.supplier, notes.supplierName],
      [messages.bookingCode, notes.bookingCode],
    ] as const
  ).filter(([, value]) => value !== '');
  return (
    <>
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {notes.sellingNotes !== '' ? (
        <>
          <h3 className={styles.label}>{messages.sellingNotes}</h3>
          <p className={styles.notes}>{notes.sellingNotes}</p>
        </>
      ) : null}
      {notes.files.length > 0 ? <Files files={notes.files} /> : null}
      {notes.updatedAt ? <p className={styles.muted}>{formatMessage(messages.updated, { date: formatDate(notes.updatedAt) })}</p> : null}
    </>
  );
}

/**
 * "For agents" under a package page's price box: the package's agent-only notes (commission, supplier and booking
 * code, selling notes, files), read for the signed-in agent or admin from `GET /api/portal/packages/{slug}/agent-notes`,
 * an answer no cache keeps. Loaded lazily by `AgentNotesSlot`, after hydration only.
 */
export function AgentNotesPanel({ packageUrl, className }: { packageUrl: string; className?: string }) {
  const headingId = useId();
  const { data, error, mutate } = useApi(portalReadRoutes.getPortalPackageAgentNotes, { params: { slug: packageUrl } });
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {messages.heading}
      </h2>
      <p className={styles.intro}>{messages.intro}</p>
      {data ? (
        <Notes notes={data.data} />
      ) : error ? (
        <div role="alert">
          <p className={styles.muted}>{messages.failed}</p>
          <Button onClick={() => void mutate()}>{messages.retry}</Button>
        </div>
      ) : (
        <p className={styles.muted}>{messages.loading}</p>
      )}
    </section>
  );
}
