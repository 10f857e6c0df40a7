import { useState } from 'react';
import { commitMutation, fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useAlerts } from '../../../ui/alerts';
import { EMPTY_VALUE, formatCurrency, formatDate, formatDateTime } from '../../../ui/format';
import type { RevisionsPanel_quote$key } from './__generated__/RevisionsPanel_quote.graphql';
import type { RevisionsPanelReviseMutation } from './__generated__/RevisionsPanelReviseMutation.graphql';
import type { RevisionsPanelDiffQuery, RevisionsPanelDiffQuery$data } from './__generated__/RevisionsPanelDiffQuery.graphql';
import './RevisionsPanel.css';

const fragment = graphql`
  fragment RevisionsPanel_quote on Quote {
    id
    rowId
    type
    revision
    expired
    expirationDate
    viewerCanEdit
    customerStatus
    revisions {
      revision
      createdAt
      createdBy
      totalCost
      status
      current
    }
  }
`;

const reviseMutation = graphql`
  mutation RevisionsPanelReviseMutation($id: Int!) {
    reviseQuote(id: $id) {
      id
      revision
      expired
      expirationDate
      totalCost
      customerStatus
      lines {
        id
        price
        quantity
      }
      revisions {
        revision
        createdAt
        createdBy
        totalCost
        status
        current
      }
    }
  }
`;

const diffQuery = graphql`
  query RevisionsPanelDiffQuery($quoteId: Int!, $from: Int!, $to: Int!) {
    revisionDiff(quoteId: $quoteId, from: $from, to: $to) {
      lineNumber
      kind
      field
      before
      after
    }
  }
`;

type Change = RevisionsPanelDiffQuery$data['revisionDiff'][number];

const FIELD_LABELS: Record<string, string> = {
  customer: 'Customer',
  contact: 'Contact',
  billingAddress: 'Billing address',
  shippingAddress: 'Shipping address',
  jobName: 'Job Name',
  specifier: 'Specifier',
  specifierLocation: 'Specifier Location',
  totalCost: 'Total',
  quantity: 'Quantity',
  price: 'Unit price',
  partNumber: 'Part #',
  description: 'Description',
};

const MONEY_FIELDS = new Set(['price', 'totalCost']);

/** One change in words: "Line 2 added: WP-LED", "Line 1 Wattage: 150 W → 300 W", "Total: $1.00 → $2.00". */
export function describeChange(change: Pick<Change, 'lineNumber' | 'kind' | 'field' | 'before' | 'after'>) {
  const where = change.lineNumber == null ? '' : `Line ${change.lineNumber}`;
  if (change.kind === 'added') return `${where} added: ${change.after ?? ''}`;
  if (change.kind === 'removed') return `${where} removed: ${change.before ?? ''}`;
  const show = (value: string | null | undefined) => (value == null || value === '' ? EMPTY_VALUE : MONEY_FIELDS.has(change.field) ? formatCurrency(value) : value);
  const label = FIELD_LABELS[change.field] ?? change.field;
  return `${where ? `${where} ` : ''}${label}: ${show(change.before)} → ${show(change.after)}`;
}

/** The quote's revisions (number, who, when, total, status), Revise, and the difference between any two. */
export function RevisionsPanel({ quote: quoteKey }: { quote: RevisionsPanel_quote$key }) {
  const quote = useFragment(fragment, quoteKey);
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const last = quote.revision;
  const [from, setFrom] = useState(Math.max(1, last - 1));
  const [to, setTo] = useState(last);
  const [diff, setDiff] = useState<{ from: number; to: number; changes: readonly Change[] } | null>(null);
  const canRevise = quote.viewerCanEdit && quote.type !== 2;

  const revise = () => {
    setBusy(true);
    commitMutation<RevisionsPanelReviseMutation>(environment, {
      mutation: reviseMutation,
      variables: { id: quote.rowId },
      onCompleted: (answer, errors) => {
        setBusy(false);
        if (errors?.length) return alerts.failure(errors[0]!.message);
        const next = answer.reviseQuote.revision;
        setFrom(next - 1);
        setTo(next);
        setDiff(null);
        alerts.success(`Quote #${quote.rowId} is now revision ${next}.`);
      },
      onError: (error) => {
        setBusy(false);
        alerts.failure(error.message);
      },
    });
  };

  const compare = () => {
    fetchQuery<RevisionsPanelDiffQuery>(environment, diffQuery, { quoteId: quote.rowId, from, to }).subscribe({
      next: (data) => setDiff({ from, to, changes: data.revisionDiff }),
      error: (error: Error) => alerts.failure(error.message),
    });
  };

  const numbers = quote.revisions.map((r) => r.revision);
  return (
    <section className="quote-section revisions" aria-labelledby="revisions-title">
      <div className="quote-section__head">
        <h2 className="quote-section__title" id="revisions-title">
          Revisions
        </h2>
        {canRevise && (
          <button type="button" className="btn btn-primary" onClick={revise} disabled={busy}>
            Revise
          </button>
        )}
      </div>
      {quote.type !== 2 && (
        <p className={`revisions__expiry${quote.expired ? ' is-expired' : ''}`} role={quote.expired ? 'alert' : undefined}>
          {quote.expired
            ? `Expired on ${formatDate(quote.expirationDate)}. Revise it to re-price it and restart its 60 days.`
            : `Revision ${quote.revision}, valid until ${formatDate(quote.expirationDate)}.`}
        </p>
      )}
      <div className="table-scroll">
        <table className="lines-table revisions__table">
          <thead>
            <tr>
              <th scope="col">Revision</th>
              <th scope="col">Created By</th>
              <th scope="col">Created</th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {quote.revisions.map((row) => (
              <tr key={row.revision} className={row.current ? 'is-current' : undefined}>
                <td data-label="Revision">
                  {row.revision}
                  {row.current ? ' (current)' : ''}
                </td>
                <td data-label="Created By">{row.createdBy || EMPTY_VALUE}</td>
                <td data-label="Created">{formatDateTime(row.createdAt)}</td>
                <td data-label="Total" className="num">
                  {formatCurrency(row.totalCost)}
                </td>
                <td data-label="Status">{row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {numbers.length > 1 && (
        <div className="revisions__compare">
          <label className="field">
            <span className="field__label">From</span>
            <select className="field__control" value={from} onChange={(e) => setFrom(Number(e.target.value))}>
              {numbers.map((n) => (
                <option key={n} value={n}>
                  Revision {n}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">To</span>
            <select className="field__control" value={to} onChange={(e) => setTo(Number(e.target.value))}>
              {numbers.map((n) => (
                <option key={n} value={n}>
                  Revision {n}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-outline" onClick={compare}>
            Compare
          </button>
        </div>
      )}
      {diff && (
        <div className="revisions__diff" aria-label={`Changes from revision ${diff.from} to ${diff.to}`}>
          <h3>
            Changes from revision {diff.from} to {diff.to}
          </h3>
          {diff.changes.length === 0 ? (
            <p>No changes.</p>
          ) : (
            <ul>
              {diff.changes.map((change, i) => (
                <li key={i} className={`revisions__change is-${change.kind}`}>
                  {describeChange(change)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
