import { SHARED_LINK_CLOSED } from '@quotecraft/rules/sharing';
import { useState, type FormEvent } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPrint } from '@fortawesome/free-solid-svg-icons/faPrint';
import { PRODUCT_NAME } from '../../app/product';
import { formatCurrency, formatDate } from '../../ui/format';
import type { SharedQuotePageQuery } from './__generated__/SharedQuotePageQuery.graphql';
import type { SharedQuotePageAcceptMutation } from './__generated__/SharedQuotePageAcceptMutation.graphql';
import type { SharedQuotePageChangesMutation } from './__generated__/SharedQuotePageChangesMutation.graphql';
import { COMMISSION_NOTE, SMALL_ORDER_NOTICE, TERMS, TERMS_VERSION } from './terms';
import './PrintQuotePage.css';

const sharedQuery = graphql`
  query SharedQuotePageQuery($token: String!) {
    sharedQuote(token: $token) {
      state
      quoteId
      revision
      contact {
        name
        email
        company
      }
      quote {
        customerName
        jobName
        specifier
        specifierLocation
        expirationDate
        totalCost
        acceptedBy
        acceptedAt
        lines {
          lineNumber
          partNumber
          description
          quantity
          unitPrice
          total
        }
      }
    }
  }
`;

const acceptMutation = graphql`
  mutation SharedQuotePageAcceptMutation($token: String!, $fullName: String!, $acceptTerms: Boolean!) {
    acceptSharedQuote(token: $token, fullName: $fullName, acceptTerms: $acceptTerms) {
      revision
      fullName
    }
  }
`;

const changesMutation = graphql`
  mutation SharedQuotePageChangesMutation($token: String!, $comment: String!) {
    requestQuoteChanges(token: $token, comment: $comment) {
      revision
    }
  }
`;

const CLOSED: Record<string, string> = SHARED_LINK_CLOSED;

/** /SharedQuote/{token}: the quote a sent link names, for its buyer (no sign-in): accept it or ask for changes. */
export function SharedQuotePage() {
  const { data, variables } = useRouteQuery<SharedQuotePageQuery>(sharedQuery);
  const token = variables.token;
  const shared = data.sharedQuote;
  const environment = useRelayEnvironment();
  const [fullName, setFullName] = useState('');
  const [terms, setTerms] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const contact = `${shared.contact.name || shared.contact.company} (${shared.contact.email})`;
  const label = `Quote #${shared.quoteId}, revision ${shared.revision}`;

  if (shared.state !== 'open' || !shared.quote) {
    return (
      <div className="print-page">
        <article className="print-sheet" aria-label={label}>
          <h1>{label}</h1>
          <p role="alert">{CLOSED[shared.state] ?? 'This link is not valid.'}</p>
          <p>Please contact {contact} for a current quote.</p>
        </article>
      </div>
    );
  }
  const quote = shared.quote;
  const answer = (message: string | null, error?: Error) => {
    if (error) setProblem(error.message);
    else if (message) {
      setProblem(null);
      setDone(message);
    }
  };
  const accept = (event: FormEvent) => {
    event.preventDefault();
    commitMutation<SharedQuotePageAcceptMutation>(environment, {
      mutation: acceptMutation,
      variables: { token, fullName, acceptTerms: terms },
      onCompleted: (result, errors) => (errors?.length ? setProblem(errors[0]!.message) : answer(`Thank you, ${result.acceptSharedQuote.fullName}: you accepted ${label}.`)),
      onError: (error) => answer(null, error),
    });
  };
  const requestChanges = (event: FormEvent) => {
    event.preventDefault();
    commitMutation<SharedQuotePageChangesMutation>(environment, {
      mutation: changesMutation,
      variables: { token, comment },
      onCompleted: (_result, errors) => (errors?.length ? setProblem(errors[0]!.message) : answer(`Your request was sent to ${shared.contact.name || shared.contact.company}.`)),
      onError: (error) => answer(null, error),
    });
  };
  const accepted = done?.startsWith('Thank you') || quote.acceptedBy != null;

  return (
    <div className="print-page">
      <div className="print-toolbar no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <FontAwesomeIcon icon={faPrint} />
          Download PDF
        </button>
      </div>
      <article className="print-sheet" aria-label={label}>
        <header className="print-head">
          <div className="print-logo">
            <span>{shared.contact.company || PRODUCT_NAME}</span>
          </div>
          <div className="print-doc">
            <h1>{label}</h1>
            <p className="print-total">
              Total: <strong>{formatCurrency(quote.totalCost)}</strong>
            </p>
          </div>
        </header>
        <dl className="print-facts">
          <div>
            <dt>Agency Name</dt>
            <dd>{quote.customerName || '-'}</dd>
          </div>
          <div>
            <dt>Contact Name</dt>
            <dd>{shared.contact.name || '-'}</dd>
          </div>
          <div>
            <dt>Expiration Date</dt>
            <dd>{formatDate(quote.expirationDate)}</dd>
          </div>
          <div>
            <dt>Job Name</dt>
            <dd>{quote.jobName || '-'}</dd>
          </div>
          <div>
            <dt>Specifier</dt>
            <dd>{quote.specifier || '-'}</dd>
          </div>
          <div>
            <dt>Specifier Location</dt>
            <dd>{quote.specifierLocation || '-'}</dd>
          </div>
        </dl>
        <p className="print-note">{COMMISSION_NOTE}</p>
        <div className="print-lines-wrap">
          <table className="print-lines">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Part #</th>
                <th scope="col">Description</th>
                <th scope="col" className="num">Qty.</th>
                <th scope="col" className="num">Unit Price</th>
                <th scope="col" className="num">Total</th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((line) => (
                <tr key={line.lineNumber}>
                  <td>{line.lineNumber}</td>
                  <td>{line.partNumber || '-'}</td>
                  <td>{line.description || '-'}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{formatCurrency(line.unitPrice)}</td>
                  <td className="num">{formatCurrency(line.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5} className="num">Total</th>
                <td className="num">{formatCurrency(quote.totalCost)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="print-surcharge">{SMALL_ORDER_NOTICE}</p>
      </article>

      <article className="print-sheet print-terms" aria-labelledby="terms-title">
        <h2 id="terms-title">Terms and Conditions</h2>
        <p className="print-terms__version">Terms version {TERMS_VERSION}</p>
        <ol>
          {TERMS.map((term) => (
            <li key={term.title}>
              <strong>{term.title}.</strong> {term.text}
            </li>
          ))}
        </ol>
      </article>

      <section className="print-sheet no-print" aria-label="Your answer">
        {problem && <p role="alert" className="field__error">{problem}</p>}
        {done && <p role="status">{done}</p>}
        {quote.acceptedBy && !done && <p role="status">Accepted by {quote.acceptedBy} on {formatDate(quote.acceptedAt)}.</p>}
        {!accepted && (
          <>
            <form onSubmit={accept} aria-label="Accept">
              <h2>Accept</h2>
              <label className="field">
                <span className="field__label">Full name</span>
                <input className="field__control" value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
              </label>
              <label className="field field--checkbox">
                <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
                <span className="field__label">I accept the terms and conditions</span>
              </label>
              <button type="submit" className="btn btn-primary">Accept</button>
            </form>
            <form onSubmit={requestChanges} aria-label="Request changes">
              <h2>Request changes</h2>
              <label className="field">
                <span className="field__label">Comment</span>
                <textarea className="field__control" value={comment} onChange={(e) => setComment(e.target.value)} rows={3} />
              </label>
              <button type="submit" className="btn btn-outline">Request changes</button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
