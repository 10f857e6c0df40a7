import { Suspense, useState, useTransition } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { APPROVAL_COMMENT_MAX, APPROVAL_MESSAGES, APPROVAL_STATUS_LABELS, APPROVAL_STATUSES } from '@quotecraft/rules/approvals';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { Modal } from '../../ui/Modal';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { DEFAULT_PAGE_SIZE } from '../../ui/pageSize';
import { formatCurrency, formatDateTime } from '../../ui/format';
import type { ApprovalsPageQuery, ApprovalsPageQuery$data } from './__generated__/ApprovalsPageQuery.graphql';
import type { ApprovalsPageDecideMutation } from './__generated__/ApprovalsPageDecideMutation.graphql';
import './ApprovalsPage.css';

const approvalsQuery = graphql`
  query ApprovalsPageQuery($first: Int, $after: String, $status: String) {
    approvals(first: $first, after: $after, status: $status) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          quoteId
          status
          statusLabel
          comment
          totalCost
          requestedByName
          createdAt
          decidedByName
          decisionComment
          decidedAt
          canDecide
          lines {
            lineNumber
            partNumber
            quantity
            price
            listPrice
            discountPercent
            cost
            marginPercent
            reasons
          }
        }
      }
    }
  }
`;

const decideMutation = graphql`
  mutation ApprovalsPageDecideMutation($id: Int!, $approve: Boolean!, $comment: String) {
    decideQuoteApproval(id: $id, approve: $approve, comment: $comment) {
      id
      status
      statusLabel
      decidedByName
      decisionComment
      decidedAt
      canDecide
    }
  }
`;

type ApprovalRow = ApprovalsPageQuery$data['approvals']['edges'][number]['node'];

const percent = (value: number | null | undefined) => (value == null ? '-' : `${value.toFixed(2)}%`);

function LinesSummary({ row }: { row: ApprovalRow }) {
  return (
    <ul className="approval-lines">
      {row.lines.map((line) => (
        <li key={line.lineNumber}>
          Line {line.lineNumber}
          {line.partNumber ? ` (${line.partNumber})` : ''}: {line.quantity} × {formatCurrency(String(line.price))}
          {line.listPrice != null && `, list ${formatCurrency(String(line.listPrice))}`}
          {line.discountPercent != null && `, discount ${percent(line.discountPercent)}`}
          {line.cost != null && `, cost ${formatCurrency(String(line.cost))}, margin ${percent(line.marginPercent)}`}
        </li>
      ))}
    </ul>
  );
}

const columns: Column<ApprovalRow>[] = [
  { key: 'quoteId', header: 'Quote', render: (row) => <Link to={`/Quote/${row.quoteId}`}>Quote #{row.quoteId}</Link> },
  { key: 'lines', header: 'Lines', render: (row) => <LinesSummary row={row} /> },
  { key: 'totalCost', header: 'Total', value: (row) => formatCurrency(String(row.totalCost)) },
  { key: 'requestedByName', header: 'Requested By' },
  { key: 'createdAt', header: 'Requested', value: (row) => formatDateTime(String(row.createdAt)) },
  { key: 'comment', header: 'Comment' },
  { key: 'statusLabel', header: 'Status' },
  {
    key: 'decision',
    header: 'Decision',
    value: (row) => (row.decidedAt ? `${row.decidedByName}, ${formatDateTime(String(row.decidedAt))}${row.decisionComment ? `: ${row.decisionComment}` : ''}` : ''),
  },
];

interface Variables {
  first: number;
  after: string | null;
  status: string | null;
}

/** The first page as its route loads it (routes.tsx): the pending requests. */
export const INITIAL_APPROVAL_VARIABLES: Variables = { first: DEFAULT_PAGE_SIZE, after: null, status: 'pending' };

/**
 * /Approvals: requests to place quotes whose lines are below the margin floor or a discount limit,
 * with their lines, margins and who asked. Level 5 sees its platform's, level 9 every platform's;
 * another administrator than the requester approves or rejects with a comment.
 */
export function ApprovalsPage() {
  return (
    <Suspense fallback={<ApprovalList rows={[]} loading variables={INITIAL_APPROVAL_VARIABLES} onVariables={() => {}} onRefetch={() => {}} />}>
      <Approvals />
    </Suspense>
  );
}

function Approvals() {
  const { data, reload, variables } = useRouteQuery<ApprovalsPageQuery>(approvalsQuery);
  const [isPending, startTransition] = useTransition();
  const update = (next: Partial<Variables>) => startTransition(() => reload(next, { fetchPolicy: 'store-and-network' }));
  const refetch = () => startTransition(() => reload({}, { fetchPolicy: 'network-only' }));
  return (
    <ApprovalList
      rows={data.approvals.edges.map((edge) => edge.node)}
      loading={isPending}
      totalCount={data.approvals.totalCount}
      pageCursors={data.approvals.pageCursors}
      variables={variables as Variables}
      onVariables={update}
      onRefetch={refetch}
    />
  );
}

export function ApprovalList({
  rows,
  loading,
  totalCount,
  pageCursors,
  variables,
  onVariables,
  onRefetch,
}: {
  rows: readonly ApprovalRow[];
  loading: boolean;
  totalCount?: number;
  pageCursors?: ApprovalsPageQuery$data['approvals']['pageCursors'];
  variables: Variables;
  onVariables(next: Partial<Variables>): void;
  onRefetch(): void;
}) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [deciding, setDeciding] = useState<{ row: ApprovalRow; approve: boolean } | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (row: ApprovalRow, approve: boolean) => {
    setDeciding({ row, approve });
    setComment('');
    setError(null);
  };

  const decide = async () => {
    if (!deciding) return;
    if (!deciding.approve && !comment.trim()) return setError(APPROVAL_MESSAGES.commentRequired);
    setBusy(true);
    try {
      await commitAsync<ApprovalsPageDecideMutation>(environment, decideMutation, { id: deciding.row.rowId, approve: deciding.approve, comment: comment.trim() || null });
      alerts.success(`Quote #${deciding.row.quoteId} ${deciding.approve ? 'approved' : 'rejected'}.`);
      setDeciding(null);
      onRefetch();
    } catch (caught) {
      setError(describeMutationError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ListScreen<ApprovalRow>
        title="Approvals"
        subtitle="Quotes with lines below the margin floor or a discount limit. Another administrator than the one who asked approves or rejects them."
        back="/Administration"
        headerActions={
          <label className="approvals__status">
            <span>Status</span>
            <select value={variables.status ?? ''} onChange={(event) => onVariables({ status: event.target.value || null, after: null })}>
              <option value="">All</option>
              {APPROVAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {APPROVAL_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
        }
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={loading}
        emptyText={variables.status === 'pending' ? 'No approval requests are waiting.' : 'No approval requests.'}
        onRefetch={onRefetch}
        totalCount={totalCount}
        pageSize={variables.first}
        pageCursors={pageCursors}
        onPageChange={(after) => onVariables({ after })}
        onPageSizeChange={(first) => onVariables({ first, after: null })}
        rowActions={(row) =>
          row.canDecide && (
            <span className="approvals__actions">
              <button type="button" className="btn btn-sm btn-primary" aria-label={`Approve Quote #${row.quoteId}`} onClick={() => open(row, true)}>
                Approve
              </button>
              <button type="button" className="btn btn-sm btn-outline" aria-label={`Reject Quote #${row.quoteId}`} onClick={() => open(row, false)}>
                Reject
              </button>
            </span>
          )
        }
      />
      <Modal
        open={deciding !== null}
        onClose={() => setDeciding(null)}
        title={deciding ? `${deciding.approve ? 'Approve' : 'Reject'} Quote #${deciding.row.quoteId}` : ''}
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setDeciding(null)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => void decide()}>
              {deciding?.approve ? 'Approve' : 'Reject'}
            </button>
          </>
        }
      >
        {deciding && (
          <div className="approvals__decide">
            <p>
              Requested by {deciding.row.requestedByName} on {formatDateTime(String(deciding.row.createdAt))}
              {deciding.row.comment ? `: "${deciding.row.comment}"` : ''}
            </p>
            <LinesSummary row={deciding.row} />
            <label htmlFor="approval-decision-comment">Comment{deciding.approve ? '' : ' (required)'}</label>
            <textarea id="approval-decision-comment" rows={3} maxLength={APPROVAL_COMMENT_MAX} value={comment} onChange={(event) => setComment(event.target.value)} />
            {error && (
              <p className="approvals__error" role="alert">
                {error}
              </p>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
