import { FontAwesomeIcon } from '../../ui/Icon';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faDownload } from '@fortawesome/free-solid-svg-icons/faDownload';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import {
  COMMITTED_HEADING,
  DRY_RUN_HEADING,
  FIX_ERRORS_HEADING,
  importStopped,
  LISTED_ROWS,
  STOPPED_HEADING,
  UPLOAD_FAILED,
  type ImportAnswer,
  type Outcome,
  type RowOutcome,
} from './importTypes';

const OUTCOME_LABELS: Record<RowOutcome, string> = { created: 'Created', updated: 'Updated', unchanged: 'Unchanged', error: 'Error' };

export interface ImportResultsProps {
  outcome: Outcome;
  /** after a dry run: writes the file's valid rows */
  onCommit?(): void;
  /** after a commit with rejected rows: downloads them */
  onDownloadRejected?(importId: number): void;
  busy?: boolean;
}

/**
 * An upload's results: the counts and each row's outcome (of a commit that stopped part-way too,
 * with what it wrote), the file's formatting error, or the server's message.
 */
export function ImportResults({ outcome, onCommit, onDownloadRejected, busy = false }: ImportResultsProps) {
  if (!outcome) return null;
  if (outcome.kind === 'failed') {
    return (
      <section className="import-result import-result--failed" role="alert" aria-label="Import result">
        <FontAwesomeIcon icon={faTriangleExclamation} />
        <p>
          {UPLOAD_FAILED}
          {outcome.detail ? `: ${outcome.detail}` : '.'}
        </p>
      </section>
    );
  }
  const { answer } = outcome;
  if (!answer.ok && !importStopped(answer)) {
    return (
      <section className="import-result import-result--invalid" aria-label="Import result">
        <h2 className="import-result__heading">{FIX_ERRORS_HEADING}</h2>
        <p className="import-result__format" role="alert">
          {answer.message}
        </p>
      </section>
    );
  }
  return <RowResults answer={answer} onCommit={onCommit} onDownloadRejected={onDownloadRejected} busy={busy} />;
}

function RowResults({ answer, onCommit, onDownloadRejected, busy }: { answer: ImportAnswer } & Omit<ImportResultsProps, 'outcome'>) {
  const { counts } = answer;
  const stopped = importStopped(answer);
  const writable = counts.created + counts.updated;
  // errors and notes first: they are what needs reading
  const listed = [...answer.results].sort((a, b) => rank(a) - rank(b) || a.row - b.row).slice(0, LISTED_ROWS);
  const hidden = answer.results.length - listed.length;
  return (
    <section className={`import-result ${counts.error ? 'import-result--invalid' : 'import-result--done'}`} aria-label="Import result">
      <h2 className="import-result__heading">
        <FontAwesomeIcon icon={counts.error ? faTriangleExclamation : faCircleCheck} /> {answer.dryRun ? DRY_RUN_HEADING : stopped ? STOPPED_HEADING : COMMITTED_HEADING}
      </h2>
      {stopped ? <p role="alert">{answer.message}</p> : <p role="status">{answer.message}</p>}
      <dl className="import-counts" aria-label="Counts">
        {(['created', 'updated', 'unchanged', 'error'] as const).map((key) => (
          <div key={key} className={`import-counts__item import-counts__item--${key}`}>
            <dt>{key === 'error' ? 'Errors' : OUTCOME_LABELS[key]}</dt>
            <dd>{counts[key].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <div className="import-result__actions">
        {answer.dryRun && onCommit && (
          <button type="button" className="btn btn-primary" disabled={busy || writable === 0} onClick={onCommit}>
            {counts.error ? `Import ${writable.toLocaleString('en-US')} Valid Row${writable === 1 ? '' : 's'}` : 'Import'}
          </button>
        )}
        {!answer.dryRun && counts.error > 0 && answer.importId != null && onDownloadRejected && (
          <button type="button" className="btn btn-secondary" onClick={() => onDownloadRejected(answer.importId!)}>
            <FontAwesomeIcon icon={faDownload} />
            Download Rejected Rows
          </button>
        )}
      </div>
      {counts.error > 0 && (
        <p className="import-panel__hint">
          {answer.dryRun
            ? 'Rows with errors are left out; fix them in the spreadsheet, or import the valid rows now and fix the rest from the rejected rows file.'
            : stopped
              ? 'The rejected rows file holds the rows not written, and the rows with errors, each with an Error column: fix the rows with errors, remove the column and upload it again.'
              : 'The rejected rows file holds each rejected row with an Error column: fix the rows, remove the column and upload it again.'}
        </p>
      )}
      <div className="import-errors" role="region" aria-label="Row results" tabIndex={0}>
        <table className="import-errors__table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Outcome</th>
              <th scope="col">Column</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((row) => (
              <tr key={row.row} className={`import-row--${row.outcome}`}>
                <td>{row.row}</td>
                <td>
                  <span className={`import-outcome import-outcome--${row.outcome}`}>{OUTCOME_LABELS[row.outcome]}</span>
                </td>
                <td>{row.column ?? ''}</td>
                <td>{row.message ?? row.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 && <p className="import-panel__hint">{hidden.toLocaleString('en-US')} more rows are not listed.</p>}
    </section>
  );
}

const rank = (row: { outcome: RowOutcome; note: string | null }) => (row.outcome === 'error' ? 0 : row.note ? 1 : 2);
