import { Suspense, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useParams } from 'react-router';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons/faPaperPlane';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/format';
import { ConfirmDialog } from '../../ui/Modal';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { toGlobalId } from '../../ui/globalId';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator, Spinner } from '../../ui/Spinner';
import type { RmaPageQuery, RmaPageQuery$data } from './__generated__/RmaPageQuery.graphql';
import type { RmaPageCreateDetailMutation } from './__generated__/RmaPageCreateDetailMutation.graphql';
import type { RmaPageUpdateDetailMutation } from './__generated__/RmaPageUpdateDetailMutation.graphql';
import type { RmaPageDeleteDetailMutation } from './__generated__/RmaPageDeleteDetailMutation.graphql';
import type { RmaPageSubmitMutation } from './__generated__/RmaPageSubmitMutation.graphql';
import { RmaDetailModal } from './RmaDetailModal';
import { RmaProgress } from './RmaProgress';
import { canSubmit, submitBlockers } from '@quotecraft/rules/rmas';
import { rmaStatusText, type RmaDetailForm } from './rmaDetailValidation';
import '../../ui/adminForm.css';
import './rmas.css';

const rmaQuery = graphql`
  query RmaPageQuery($id: ID!) {
    node(id: $id) {
      ... on Rma {
        id
        rowId
        quoteId
        erpOrderNum
        requestDate
        status
        rmaCreated
        isSubmitted
        rmaNumber
        nextStatuses
        comments {
          id
          author
          status
          text
          photoUrl
          createdAt
        }
        details {
          id
          rowId
          productNumber
          quantity
          orderedQuantity
          modelNo
          reason
          timeInService
          isComplete
        }
        productOptions {
          productNumber
          name
          orderedQuantity
          modelNo
        }
      }
    }
  }
`;

const createDetailMutation = graphql`
  mutation RmaPageCreateDetailMutation($rmaId: Int!) {
    createRmaDetail(rmaId: $rmaId) {
      id
      rowId
    }
  }
`;

const updateDetailMutation = graphql`
  mutation RmaPageUpdateDetailMutation($id: Int!, $input: RmaDetailInput!) {
    updateRmaDetail(id: $id, input: $input) {
      id
      rowId
      productNumber
      quantity
      orderedQuantity
      modelNo
      reason
      timeInService
      isComplete
    }
  }
`;

const deleteDetailMutation = graphql`
  mutation RmaPageDeleteDetailMutation($id: Int!) {
    deleteRmaDetail(id: $id)
  }
`;

const submitMutation = graphql`
  mutation RmaPageSubmitMutation($id: Int!) {
    submitRma(id: $id) {
      id
      status
      rmaCreated
      isSubmitted
      rmaNumber
    }
  }
`;

type RmaNode = NonNullable<RmaPageQuery$data['node']>;
type DetailRow = NonNullable<RmaNode['details']>[number] & { lineNumber: number };

/** 'Create RMA' or 'View RMA', plus ' from order #{n}' when it came from an order. */
export function rmaTitle(rma: { isSubmitted: boolean; quoteId?: number | null; erpOrderNum?: string | null }) {
  const base = rma.isSubmitted ? 'View RMA' : 'Create RMA';
  return rma.quoteId != null ? `${base} from order #${rma.erpOrderNum ?? rma.quoteId}` : base;
}

export const rmaSubtitle = (rma: { requestDate: string; status?: string | null; rmaCreated: boolean }) =>
  `Request Date: ${formatDate(rma.requestDate)}, Status: ${rmaStatusText(rma)}`;

export function RmaPage() {
  const { id = '' } = useParams();
  const rowId = parseRowId(id);
  if (rowId === null) return <RmaNotFound />;
  return (
    <NotFoundBoundary key={id} what="RMA" back="/QuoteDashboard">
      <Suspense fallback={<LoadingIndicator label="Loading RMA" />}>
        <RmaLoader key={id} id={rowId} />
      </Suspense>
    </NotFoundBoundary>
  );
}

const RmaNotFound = () => <NotFound what="RMA" back="/QuoteDashboard" />;

function RmaLoader({ id }: { id: number }) {
  const { data, reload } = useRouteQuery<RmaPageQuery>(rmaQuery, { variables: { id: toGlobalId('Rma', id || 0) } });
  const rma = data.node;
  if (!rma || rma.rowId === undefined) return <RmaNotFound />;
  return <RmaScreen rma={rma as RmaNode} onChanged={() => reload()} />;
}

function toForm(detail: DetailRow): RmaDetailForm {
  return {
    productNumber: detail.productNumber,
    quantity: detail.quantity == null ? '' : String(detail.quantity),
    orderedQuantity: detail.orderedQuantity,
    modelNo: detail.modelNo,
    reason: detail.reason,
    timeInService: detail.timeInService ?? '',
  };
}

function RmaScreen({ rma, onChanged }: { rma: RmaNode; onChanged(): void }) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [editing, setEditing] = useState<DetailRow | null>(null);
  const [deleting, setDeleting] = useState<DetailRow | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fromOrder = rma.quoteId != null;
  const submitted = rma.isSubmitted!;
  const lines: DetailRow[] = (rma.details ?? []).map((detail, index) => ({ ...detail, lineNumber: index + 1 }));
  const blockers = submitBlockers(lines);
  const ready = canSubmit(lines);

  // Phones keep Part #, Reason and Quantity in view; the rest stays one toggle away.
  const small = typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 575.98px)').matches;
  const columns: Column<DetailRow>[] = [
    { key: 'productNumber', header: 'Part #' },
    { key: 'modelNo', header: 'Model #', hiddenByDefault: small },
    { key: 'reason', header: 'Reason' },
    { key: 'quantity', header: 'Quantity', kind: 'number' },
    ...(fromOrder ? [{ key: 'orderedQuantity', header: 'Ordered Quantity', kind: 'number', hiddenByDefault: small } as Column<DetailRow>] : []),
  ];

  const addLine = async () => {
    const lineNumber = lines.length + 1;
    try {
      await commitAsync<RmaPageCreateDetailMutation>(environment, createDetailMutation, { rmaId: rma.rowId! });
      alerts.success(`Successfully created Detail Line ${lineNumber}`);
      onChanged();
    } catch {
      alerts.failure('Failed to create RMA Detail');
    }
  };

  const saveLine = async (line: DetailRow, form: RmaDetailForm) => {
    try {
      await commitAsync<RmaPageUpdateDetailMutation>(environment, updateDetailMutation, {
        id: line.rowId,
        input: { productNumber: form.productNumber, quantity: form.quantity, modelNo: form.modelNo, reason: form.reason, timeInService: form.timeInService },
      });
      setEditing(null);
      onChanged();
    } catch (error) {
      const { field, message } = describeMutationError(error);
      alerts.failure('Failed to update RMA Detail.');
      throw { field, message };
    }
  };

  const deleteLine = async (line: DetailRow) => {
    if (submitted) {
      alerts.failure(`Cannot delete Detail Line ${line.lineNumber}, RMA has already been submitted.`);
      return;
    }
    try {
      await commitAsync<RmaPageDeleteDetailMutation>(environment, deleteDetailMutation, { id: line.rowId });
      alerts.success(`Successfully deleted Detail Line ${line.lineNumber}.`);
      onChanged();
    } catch {
      alerts.failure('Failed to delete Detail Line.');
    }
  };

  const submit = async () => {
    if (blockers.length > 0) {
      blockers.forEach((message) => alerts.failure(message));
      return;
    }
    setSubmitting(true);
    try {
      await commitAsync<RmaPageSubmitMutation>(environment, submitMutation, { id: rma.rowId! });
      alerts.success(`Successfully submitted RMA: ${rma.rowId}`);
      onChanged();
    } catch (error) {
      alerts.failure(describeMutationError(error).message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Page>
      <PageHeader
        title={rmaTitle({ isSubmitted: submitted, quoteId: rma.quoteId, erpOrderNum: rma.erpOrderNum })}
        subtitle={rmaSubtitle({ requestDate: rma.requestDate!, status: rma.status, rmaCreated: rma.rmaCreated! })}
        back
        actions={
          !submitted && (
            <button type="button" className="btn btn-cta" disabled={!ready || submitting} onClick={() => void submit()}>
              {submitting ? <Spinner /> : <FontAwesomeIcon icon={faPaperPlane} />}
              Submit
            </button>
          )
        }
      />

      {!submitted && blockers.length > 0 && (
        <ul className="rma-blockers" aria-label="Why the RMA cannot be submitted yet">
          {blockers.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {rma.rmaNumber && <p className="org-muted">RMA #: {rma.rmaNumber}</p>}

      <section className="org-section rma-lines" aria-label="Detail Lines">
        <div className="org-section__header">
          <h2 className="org-section__title">Detail Lines</h2>
          {!submitted && (
            <button type="button" className="btn btn-primary" onClick={() => void addLine()}>
              <FontAwesomeIcon icon={faPlus} />
              Create RMA Detail
            </button>
          )}
        </div>
        <DataTable<DetailRow>
          columns={columns}
          rows={lines}
          getRowId={(line) => line.id}
          onRowClick={(line) => setEditing(line)}
          caption="Detail Lines"
          rowActions={(line) => (
            <span className="org-actions">
              <button
                type="button"
                className="btn btn-sm btn-icon btn-ghost rma-edit"
                aria-label={`${submitted ? 'View' : 'Edit'} Detail Line ${line.lineNumber}${line.isComplete ? '' : ' (incomplete)'}`}
                title={line.isComplete ? 'Edit' : 'Incomplete: edit this line'}
                onClick={(event) => {
                  event.stopPropagation();
                  setEditing(line);
                }}
              >
                <FontAwesomeIcon icon={faPen} />
                {!line.isComplete && (
                  <span className="rma-incomplete" aria-hidden>
                    *
                  </span>
                )}
              </button>
              {!submitted && (
                <button
                  type="button"
                  className="btn btn-sm btn-icon btn-ghost"
                  aria-label={`Delete Detail Line ${line.lineNumber}`}
                  title="Delete"
                  onClick={(event) => {
                    event.stopPropagation();
                    setDeleting(line);
                  }}
                >
                  <FontAwesomeIcon icon={faTrashCan} />
                </button>
              )}
            </span>
          )}
        />
      </section>

      {submitted && <RmaProgress rmaId={rma.rowId!} status={rma.status ?? null} nextStatuses={rma.nextStatuses ?? []} comments={rma.comments ?? []} />}

      <RmaDetailModal
        key={editing?.id ?? 'none'}
        open={!!editing}
        lineNumber={editing?.lineNumber ?? 0}
        initial={editing ? toForm(editing) : { productNumber: '', quantity: '1', orderedQuantity: 0, modelNo: '', reason: '', timeInService: '' }}
        fromOrder={fromOrder}
        readOnly={submitted}
        productOptions={rma.productOptions ?? []}
        onClose={() => setEditing(null)}
        onSave={(form) => saveLine(editing!, form)}
      />
      <ConfirmDialog
        open={!!deleting}
        message={`Are you sure you want to delete Detail Line ${deleting?.lineNumber}?`}
        confirmLabel="Yes, Delete"
        cancelLabel="No, Cancel"
        tone="danger"
        onConfirm={() => {
          const line = deleting;
          setDeleting(null);
          if (line) void deleteLine(line);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
