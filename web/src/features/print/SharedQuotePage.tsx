import { SHARED_LINK_CLOSED, checkSharedAccept, checkSharedComment, sharedLinkClosedMessage } from '@quotecraft/rules/sharing';
import { useEffect, useState, type FormEvent } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPrint } from '@fortawesome/free-solid-svg-icons/faPrint';
import { PRODUCT_NAME } from '../../app/product';
import { formatCurrency, formatDate } from '../../ui/format';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { CheckboxField, TextAreaField, TextField } from '../../ui/fields';
import type { SharedQuotePageQuery } from './__generated__/SharedQuotePageQuery.graphql';
import type { SharedQuotePageAcceptMutation } from './__generated__/SharedQuotePageAcceptMutation.graphql';
import type { SharedQuotePageChangesMutation } from './__generated__/SharedQuotePageChangesMutation.graphql';
import { COMMISSION_NOTE, SHARED_QUOTE_PDF_PATH, SMALL_ORDER_NOTICE, TERMS, TERMS_VERSION, quotePdfFileName } from '@quotecraft/rules/documents';
import { DownloadPdfButton } from './DownloadPdfButton';
import { DocumentLinesTable } from './DocumentLinesTable';
import './PrintQuotePage.css';

const sharedQuery = graphql`
  query SharedQuotePageQuery($token: String!) {
    sharedQuote(token: $token) {
      state
      quoteId
      revision
      expiredOn
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

/** A server refusal of the link itself (a token that is not one of ours): answered on the page, not as a failure. */
function isInvalidLink(error: unknown): boolean {
  const errors = (error as { errors?: readonly { message?: unknown }[] } | null)?.errors ?? [];
  return errors.some((e) => e?.message === SHARED_LINK_CLOSED.invalid);
}

const noHeaders = () => ({});

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** The page of a link that shows no quote: which of invalid, revoked, superseded, expired or ordered, and whom to contact. */
function ClosedLink({ label, message, contact }: { label: string; message: string; contact: string | null }) {
  return (
    <div className="print-page">
      <article className="print-sheet shared-closed" aria-label={label}>
        <h1>{label}</h1>
        <p role="alert" className="shared-closed__message">
          {message}
        </p>
        {contact && <p>Please contact {contact} for a current quote.</p>}
      </article>
    </div>
  );
}

/** /SharedQuote/{token}: the quote a sent link names, for its buyer (no sign-in): accept it or ask for changes. */
export function SharedQuotePage() {
  return (
    <ErrorBoundary fallback={(error) => (isInvalidLink(error) ? <ClosedLink label="Quote link" message={SHARED_LINK_CLOSED.invalid} contact={null} /> : <Rethrow error={error} />)}>
      <SharedQuoteContent />
    </ErrorBoundary>
  );
}

function SharedQuoteContent() {
  const { data, variables } = useRouteQuery<SharedQuotePageQuery>(sharedQuery);
  const token = variables.token;
  const shared = data.sharedQuote;
  const environment = useRelayEnvironment();
  const [fullName, setFullName] = useState('');
  const [terms, setTerms] = useState(false);
  const [comment, setComment] = useState('');
  const [acceptError, setAcceptError] = useState<{ field: 'fullName' | 'acceptTerms'; message: string } | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const contact = `${shared.contact.name || shared.contact.company}${shared.contact.name && shared.contact.company ? ` of ${shared.contact.company}` : ''} (${shared.contact.email})`;
  const label = `Quote #${shared.quoteId}, revision ${shared.revision}`;
  // Printing to a file takes the page's title as its name.
  useEffect(() => {
    const before = document.title;
    document.title = `Quote ${shared.quoteId} revision ${shared.revision}`;
    return () => {
      document.title = before;
    };
  }, [shared.quoteId, shared.revision]);

  if (shared.state !== 'open' || !shared.quote) {
    return <ClosedLink label={label} message={sharedLinkClosedMessage(shared.state, shared.expiredOn ? formatDate(shared.expiredOn) : null)} contact={contact} />;
  }
  const quote = shared.quote;
  const answer = (message: string) => {
    setSending(false);
    setProblem(null);
    setDone(message);
  };
  const refused = (message: string) => {
    setSending(false);
    setProblem(message);
  };
  const accept = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkSharedAccept(fullName, terms);
    setAcceptError(invalid);
    if (invalid || sending) return;
    setSending(true);
    commitMutation<SharedQuotePageAcceptMutation>(environment, {
      mutation: acceptMutation,
      variables: { token, fullName: fullName.trim(), acceptTerms: terms },
      onCompleted: (result, errors) => (errors?.length ? refused(errors[0]!.message) : answer(`Thank you, ${result.acceptSharedQuote.fullName}: you accepted ${label}.`)),
      onError: (error) => refused(error.message),
    });
  };
  const requestChanges = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkSharedComment(comment);
    setCommentError(invalid);
    if (invalid || sending) return;
    setSending(true);
    commitMutation<SharedQuotePageChangesMutation>(environment, {
      mutation: changesMutation,
      variables: { token, comment: comment.trim() },
      onCompleted: (_result, errors) => {
        if (errors?.length) return refused(errors[0]!.message);
        setComment('');
        answer(`Your request was sent to ${shared.contact.name || shared.contact.company}.`);
      },
      onError: (error) => refused(error.message),
    });
  };
  const accepted = done?.startsWith('Thank you') || quote.acceptedBy != null;

  return (
    <div className="print-page">
      <div className="print-toolbar no-print">
        <DownloadPdfButton path={SHARED_QUOTE_PDF_PATH} body={{ token }} headers={noHeaders} fileName={quotePdfFileName({ type: 1, id: shared.quoteId, revision: shared.revision })} />
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          <FontAwesomeIcon icon={faPrint} />
          Print
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
        <DocumentLinesTable lines={quote.lines} total={quote.totalCost} />
        <p className="print-surcharge">{SMALL_ORDER_NOTICE}</p>
        {quote.acceptedBy && (
          <p className="print-accepted">
            Accepted by {quote.acceptedBy} on {formatDate(quote.acceptedAt)}.
          </p>
        )}
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
        {quote.acceptedBy && !done && <p role="status">You accepted this revision. Please contact {contact} about any change.</p>}
        {!accepted && (
          <div className="shared-answer">
            <form onSubmit={accept} aria-label="Accept" noValidate>
              <h2>Accept</h2>
              <p className="shared-answer__help">Type your full name and tick the box to accept {label} and its terms.</p>
              <TextField
                label="Full name"
                name="fullName"
                required
                value={fullName}
                onChange={setFullName}
                autoComplete="name"
                maxLength={100}
                error={acceptError?.field === 'fullName' ? acceptError.message : null}
              />
              <CheckboxField
                label="I accept the terms and conditions"
                name="acceptTerms"
                required
                checked={terms}
                onChange={setTerms}
                error={acceptError?.field === 'acceptTerms' ? acceptError.message : null}
              />
              <button type="submit" className="btn btn-primary" disabled={sending}>
                Accept
              </button>
            </form>
            <form onSubmit={requestChanges} aria-label="Request changes" noValidate>
              <h2>Request changes</h2>
              <TextAreaField label="Comment" name="comment" required value={comment} onChange={setComment} rows={3} maxLength={2000} error={commentError} />
              <button type="submit" className="btn btn-outline" disabled={sending}>
                Request changes
              </button>
            </form>
          </div>
        )}
      </section>
    </div>
  );
}
