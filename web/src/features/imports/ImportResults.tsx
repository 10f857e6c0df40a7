import { FontAwesomeIcon } from '../../ui/Icon';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import { FIX_ERRORS_HEADING, UPLOAD_FAILED, type Outcome } from './importTypes';

/** The validation results: the row error table, the formatting error, or the server's message. */
export function ImportResults({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  if (outcome.kind === 'done') {
    return (
      <section className="import-result import-result--done" role="status" aria-label="Import result">
        <FontAwesomeIcon icon={faCircleCheck} />
        <p>{outcome.message}</p>
      </section>
    );
  }
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
  const { detail } = outcome;
  return (
    <section className="import-result import-result--invalid" aria-label="Import result">
      <h2 className="import-result__heading">{FIX_ERRORS_HEADING}</h2>
      {typeof detail === 'string' ? (
        <p className="import-result__format" role="alert">
          {detail}
        </p>
      ) : (
        <div className="import-errors" role="region" aria-label="Row errors" tabIndex={0}>
          <table className="import-errors__table">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Value</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {detail.map((error, index) => (
                <tr key={index}>
                  <td>{error.row || ''}</td>
                  <td>{error.column}</td>
                  <td className="import-errors__value">{error.value === '' ? '–' : error.value}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
