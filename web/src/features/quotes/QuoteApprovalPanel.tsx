import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { APPROVAL_COMMENT_MAX } from '@quotecraft/rules/approvals';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { formatDateTime } from '../../ui/format';
import type { QuoteApprovalPanel_quote$key } from './__generated__/QuoteApprovalPanel_quote.graphql';
import type { QuoteApprovalPanelRequestMutation } from './__generated__/QuoteApprovalPanelRequestMutation.graphql';
import './QuoteApprovalPanel.css';

const fragment = graphql`
  fragment QuoteApprovalPanel_quote on Quote {
    id
    rowId
    type
    viewerCanEdit
    approval {
      state
      message
      latest {
        id
        rowId
        status
        statusLabel
        requestedByName
        createdAt
        decidedByName
        decisionComment
        decidedAt
      }
    }
  }
`;

const requestMutation = graphql`
  mutation QuoteApprovalPanelRequestMutation($id: Int!, $comment: String) {
    requestQuoteApproval(id: $id, comment: $comment) {
      id
      ...QuoteApprovalPanel_quote
      approval {
        lines {
          lineNumber
        }
      }
    }
  }
`;

export const APPROVAL_REQUESTED = 'Approval requested. You are told here when an administrator decides.';

/**
 * Needs approval: a quote with lines below the margin floor or a discount limit says so, with
 * what Place Order would answer, and its editor (above level 0) requests approval with a comment.
 * The latest request's status and decision are shown.
 */
export function QuoteApprovalPanel({ quote: key }: { quote: QuoteApprovalPanel_quote$key }) {
  const quote = useFragment(fragment, key);
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const { user } = useViewer();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approval = quote.approval;
  if (quote.type === 2 || approval.state === 'none') return null;
  const latest = approval.latest;
  const mayRequest = quote.viewerCanEdit && (user?.roleLevel ?? 0) > 0 && (approval.state === 'needed' || approval.state === 'rejected');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await commitAsync<QuoteApprovalPanelRequestMutation>(environment, requestMutation, { id: quote.rowId, comment: comment.trim() || null });
      setComment('');
      setError(null);
      alerts.success(APPROVAL_REQUESTED);
    } catch (caught) {
      setError(describeMutationError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  const title =
    approval.state === 'approved' ? 'Approved' : approval.state === 'pending' ? 'Waiting for approval' : approval.state === 'rejected' ? 'Approval rejected' : 'Needs approval';
  return (
    <section className={`quote-approval quote-approval--${approval.state}`} aria-label="Approval">
      <h2 className="quote-approval__title">{title}</h2>
      {approval.message && <p className="quote-approval__message">{approval.message}</p>}
      {latest && (
        <p className="quote-approval__latest">
          Requested by {latest.requestedByName} on {formatDateTime(String(latest.createdAt))}: {latest.statusLabel}
          {latest.decidedAt && ` by ${latest.decidedByName} on ${formatDateTime(String(latest.decidedAt))}`}
          {latest.decisionComment && ` ("${latest.decisionComment}")`}
        </p>
      )}
      {mayRequest && (
        <form className="quote-approval__form" onSubmit={submit}>
          <label htmlFor="approval-comment">Comment</label>
          <textarea
            id="approval-comment"
            rows={2}
            maxLength={APPROVAL_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder="Why the discount is needed"
          />
          {error && (
            <p className="quote-approval__error" role="alert">
              {error}
            </p>
          )}
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              Request Approval
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
